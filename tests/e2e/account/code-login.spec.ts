// Code sign-in (issue 4): from /login, "Sign in with an email code" → email → the code really
// mailed (read from the local outbox) → signed in on /home. A wrong code first is refused in place.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bottomNav } from '../support/app';
import { mailedCode, mailsTo } from '../support/outbox';
import { DEMO, storedLoginInfo, type Envelope } from '../support/session';
import { t } from '../support/texts';

const LOGIN_BY_CODE = '/api/Member/LoginByCode';

const mailCount = async (request: APIRequestContext, email: string) =>
  (await mailsTo(request, email)).length;

const codeBox = (page: Page) => page.getByLabel(t('verification.code'), { exact: true });

test('a member signs in with the code mailed to them; a wrong code is refused without a new mail', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: t('codeLogin.link'), exact: true }).click();
  await expect(page).toHaveURL(/\/login\/loginCode$/);

  // Client checks first: nothing is sent for an empty or malformed email.
  const sendCode = page.getByRole('button', { name: t('codeLogin.sendCode'), exact: true });
  await sendCode.click();
  await expect(page.getByText(t('account.emailRequired'), { exact: true })).toBeVisible();
  const email = page.getByRole('textbox', { name: t('codeLogin.email'), exact: true });
  await email.fill('not-an-email');
  await sendCode.click();
  await expect(page.getByText(t('signIn.emailInvalid'), { exact: true })).toBeVisible();

  const before = await mailCount(request, DEMO.email);
  await email.fill(DEMO.email);
  await sendCode.click();
  await expect(
    page.getByText(t('verification.sentTo', { email: DEMO.email }), { exact: true }),
  ).toBeVisible();
  await expect.poll(() => mailCount(request, DEMO.email)).toBe(before + 1);
  const code = await mailedCode(request, DEMO.email);

  // A wrong code: the platform refuses it, the member stays on the code step, no new mail.
  const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
  await codeBox(page).fill(wrong);
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === LOGIN_BY_CODE);
  await page.getByRole('button', { name: t('verification.submit'), exact: true }).click();
  expect(((await (await refused).json()) as Envelope).status).not.toBe(0);
  await expect(
    page.getByText(t('errors.status.VerificationCodeError'), { exact: true }),
  ).toBeVisible();
  await expect(codeBox(page)).toBeVisible();
  expect(await mailCount(request, DEMO.email)).toBe(before + 1);

  // The real code signs the member in.
  await codeBox(page).fill(code);
  const accepted = page.waitForResponse((r) => new URL(r.url()).pathname === LOGIN_BY_CODE);
  await page.getByRole('button', { name: t('verification.submit'), exact: true }).click();
  expect(((await (await accepted).json()) as Envelope).status).toBe(0);
  await expect(page).toHaveURL(/\/home$/);
  const welcome = page.getByRole('dialog', { name: t('welcome.title') });
  if (await welcome.isVisible())
    await welcome.getByRole('button', { name: t('welcome.dismiss'), exact: true }).click();
  await expect(
    bottomNav(page).getByRole('button', { name: t('nav.exit'), exact: true }),
  ).toBeVisible();
  expect(await storedLoginInfo(page)).toMatchObject({ access_token: expect.any(String) });
});

test('an email without an account is told so, and can be changed', async ({ page }) => {
  await page.goto('/login/loginCode');
  await page
    .getByRole('textbox', { name: t('codeLogin.email'), exact: true })
    .fill('nobody@gamerhub.test');
  await page.getByRole('button', { name: t('codeLogin.sendCode'), exact: true }).click();
  // The step comes back to the email form with why, the email kept to be changed.
  await expect(page.getByText(t('errors.status.EmailNotExist'), { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('codeLogin.email'), exact: true })).toHaveValue(
    'nobody@gamerhub.test',
  );
});

test('a frozen account proven by its code is told what being frozen means (decision 033)', async ({
  page,
  request,
}) => {
  const frozen = 'frozen@gamerhub.test';
  await page.goto('/login/loginCode');
  await page.getByRole('textbox', { name: t('codeLogin.email'), exact: true }).fill(frozen);
  const before = await mailCount(request, frozen);
  await page.getByRole('button', { name: t('codeLogin.sendCode'), exact: true }).click();
  await expect.poll(() => mailCount(request, frozen)).toBe(before + 1);
  await codeBox(page).fill(await mailedCode(request, frozen));
  await page.getByRole('button', { name: t('verification.submit'), exact: true }).click();
  await expect(page.getByText(t('errors.memberStatus.Frozen'), { exact: true })).toBeVisible();
  expect(await storedLoginInfo(page)).toBeNull();
});
