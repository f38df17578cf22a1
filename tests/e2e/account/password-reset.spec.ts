// Password reset (issue 4): from /login, "Forgot password?" → email → the mailed code → a new
// password twice → "Password reset" → Sign in. Afterwards the new password signs in and the old
// one is refused. The member is made for this test: a seeded member's password changed here
// would refuse every later spec of this worker that signs in as them, whatever order they run in.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { bottomNav } from '../support/app';
import { mailedCode } from '../support/outbox';
import { LOGIN_PATH, signUpViaApi, type Credentials, type Envelope } from '../support/session';
import { t } from '../support/texts';

const NEW_PASSWORD = 'Fresh#2026moon';

const MEMBER: Credentials = {
  email: `reset.${Date.now()}.${Math.floor(Math.random() * 1e6)}@gamerhub.test`,
  password: 'Start#2026moon',
};

async function loginStatus(request: APIRequestContext, who: Credentials): Promise<number> {
  const response = await request.post(LOGIN_PATH, {
    data: { email: who.email, password: who.password },
    headers: { DeviceType: 'pc' },
  });
  return ((await response.json()) as Envelope).status;
}

test('a member resets the password with the mailed code; the new one signs in, the old one no longer', async ({
  page,
  request,
}) => {
  await signUpViaApi(request, MEMBER.email, MEMBER.password);
  await page.goto('/login');
  await page.getByRole('link', { name: t('passwordReset.link'), exact: true }).click();
  await expect(page).toHaveURL(/\/login\/forgot$/);

  await page
    .getByRole('textbox', { name: t('passwordReset.email'), exact: true })
    .fill(MEMBER.email);
  await page.getByRole('button', { name: t('passwordReset.sendCode'), exact: true }).click();
  await expect(
    page.getByText(t('verification.sentTo', { email: MEMBER.email }), { exact: true }),
  ).toBeVisible();
  // An incomplete code is caught before anything is sent.
  await page.getByLabel(t('verification.code'), { exact: true }).fill('123');
  await page.getByRole('button', { name: t('verification.submit'), exact: true }).click();
  await expect(page.getByText(t('account.codeFormat'), { exact: true })).toBeVisible();
  await page
    .getByLabel(t('verification.code'), { exact: true })
    .fill(await mailedCode(request, MEMBER.email));
  await page.getByRole('button', { name: t('verification.submit'), exact: true }).click();

  const password = page.getByLabel(t('passwordReset.newPassword'), { exact: true });
  const confirmation = page.getByLabel(t('passwordReset.confirmation'), { exact: true });
  const save = page.getByRole('button', { name: t('passwordReset.save'), exact: true });
  // Client checks: the format, then the match.
  await password.fill('short');
  await confirmation.fill('short');
  await save.click();
  await expect(page.getByText(t('account.passwordFormat'), { exact: true })).toBeVisible();
  await password.fill(NEW_PASSWORD);
  await confirmation.fill(`${NEW_PASSWORD}x`);
  await save.click();
  await expect(page.getByText(t('account.passwordInconsistent'), { exact: true })).toBeVisible();
  // The platform refuses the old password as the new one, and the code stays usable.
  await password.fill(MEMBER.password);
  await confirmation.fill(MEMBER.password);
  await save.click();
  await expect(page.getByRole('alert')).toHaveText(t('errors.status.PasswordSameAsOld'));
  await password.fill(NEW_PASSWORD);
  await confirmation.fill(NEW_PASSWORD);
  await save.click();

  await expect(
    page.getByRole('heading', { name: t('passwordReset.successHeading'), exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: t('passwordReset.signIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The old password is refused now; the new one signs in through the UI.
  expect(await loginStatus(request, MEMBER)).not.toBe(0);
  await page.getByLabel(t('signIn.email'), { exact: true }).fill(MEMBER.email);
  await page.getByLabel(new RegExp(`^${t('signIn.password')}`)).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  const welcome = page.getByRole('dialog', { name: t('welcome.title') });
  if (await welcome.isVisible())
    await welcome.getByRole('button', { name: t('welcome.dismiss'), exact: true }).click();
  await expect(
    bottomNav(page).getByRole('button', { name: t('nav.exit'), exact: true }),
  ).toBeVisible();
});
