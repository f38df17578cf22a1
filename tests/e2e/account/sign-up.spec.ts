// Sign-up (issue acceptance): from the sign-in page's "Sign up" link, with the code read from the
// local outbox, to a signed-in member on /home (welcomed, Exit in the nav) who can log out; an invite
// link's code carried through the entry redirect and the sign-in page into the form; and the whole
// sign-up once in each language. That the invite code binds the new member to the inviter is
// checked where the database can be read: tests/model/sign-up.model.test.tsx and
// server/routes/account-routes.test.ts (no API shows who invited a member).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_MEMBER } from '../../../server/db/seed-data.ts';
import { bottomNav, stopTour } from '../support/app';
import { mailedCode, mailsTo } from '../support/outbox';
import { storedLoginInfo, type Envelope } from '../support/session';
import { textIn, type Locale } from '../support/texts';

const REGISTER_PATH = '/api/Member/Register';
const PASSWORD = 'Fresh#2026pass';

/** A new address for every sign-up of every run (the e2e database lives for one run). */
const newEmail = (label: string) =>
  `signup.${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@signup.test`;

const stripTags = (text: string) => text.replace(/<\/?\w+>/g, '');

/**
 * Fills the sign-up form on the current page in `locale`, continues with the mailed code and waits
 * for /home. Returns the platform's answer to the sign-up.
 */
async function signUpViaUi(
  page: Page,
  request: APIRequestContext,
  locale: Locale,
  email: string,
): Promise<{ firstLogin: boolean }> {
  const t = (key: string, vars?: Record<string, string>) => textIn(locale, key, vars);
  await expect(page.getByRole('heading', { level: 1, name: t('signUp.heading') })).toBeVisible();
  await page.getByRole('textbox', { name: t('signUp.email'), exact: true }).fill(email);
  await page.getByLabel(t('signUp.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t('signUp.confirmPassword'), { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: stripTags(t('signUp.agree')) }).check();
  await page.getByRole('button', { name: t('signUp.submit'), exact: true }).click();

  await expect(page.getByText(t('verification.sentTo', { email }))).toBeVisible();
  await page
    .getByLabel(t('verification.code'), { exact: true })
    .fill(await mailedCode(request, email));
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === REGISTER_PATH);
  await page.getByRole('button', { name: t('verification.submit'), exact: true }).click();
  const body = (await (await answer).json()) as Envelope<{ firstLogin: boolean }>;
  expect(body.status, `sign-up refused: ${body.message}`).toBe(0);
  await expect(page).toHaveURL(/\/home$/);
  return body.data;
}

test('a visitor signs up with the mailed code, lands on /home signed in, and logs out', async ({
  page,
  request,
}) => {
  const t = (key: string) => textIn('en-US', key);
  await page.goto('/login');
  await page.getByRole('link', { name: t('signUp.link'), exact: true }).click();
  await expect(page).toHaveURL(/\/login\/signup$/);

  // The form's own rules first: nothing is sent until they pass, and nothing typed is lost.
  const email = newEmail('en');
  await page.getByRole('textbox', { name: t('signUp.email'), exact: true }).fill(email);
  await page.getByLabel(t('signUp.password'), { exact: true }).fill('weakpass');
  await page.getByRole('button', { name: t('signUp.submit'), exact: true }).click();
  await expect(page.getByText(t('account.passwordFormat'), { exact: true })).toBeVisible();
  await expect(page.getByText(t('account.passwordInconsistent'), { exact: true })).toBeVisible();
  await expect(page.getByText(t('account.agreeRequired'), { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('signUp.email'), exact: true })).toHaveValue(
    email,
  );

  const result = await signUpViaUi(page, request, 'en-US', email);
  expect(result.firstLogin).toBe(true);

  const welcome = page.getByRole('dialog', { name: t('welcome.title') });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: t('welcome.dismiss'), exact: true }).click();
  const exit = bottomNav(page).getByRole('button', { name: t('nav.exit'), exact: true });
  await expect(exit).toBeVisible();
  expect(await storedLoginInfo(page)).toMatchObject({ showStep: true });
  await stopTour(page, t);

  await exit.click();
  await page
    .getByRole('dialog', { name: t('logout.title') })
    .getByRole('button', { name: t('logout.confirm'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedLoginInfo(page)).toBeNull();
});

test('an email that is already a member’s is refused under the email field, the form kept', async ({
  page,
}) => {
  const t = (key: string) => textIn('en-US', key);
  await page.goto('/login/signup');
  await page.getByRole('textbox', { name: t('signUp.email'), exact: true }).fill(DEMO_MEMBER.email);
  await page.getByLabel(t('signUp.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t('signUp.confirmPassword'), { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: stripTags(t('signUp.agree')) }).check();
  await page.getByRole('button', { name: t('signUp.submit'), exact: true }).click();

  const emailBox = page.getByRole('textbox', { name: t('signUp.email'), exact: true });
  await expect(emailBox).toHaveAccessibleDescription(t('errors.status.EmailAlreadyExists'));
  await expect(emailBox).toHaveValue(DEMO_MEMBER.email);
  await expect(page.getByLabel(t('signUp.password'), { exact: true })).toHaveValue(PASSWORD);
  await expect(page.getByLabel(t('signUp.confirmPassword'), { exact: true })).toHaveValue(PASSWORD);
  await expect(page.getByRole('checkbox', { name: stripTags(t('signUp.agree')) })).toBeChecked();
});

test('an invite link opens sign-up with its code filled in, and the code goes with the sign-up', async ({
  page,
  request,
}) => {
  const t = (key: string) => textIn('en-US', key);
  const code = DEMO_MEMBER.inviteCode;
  await page.goto(`/?inviteCode=${code}`);
  await expect(page).toHaveURL(new RegExp(`/login/signup\\?inviteCode=${code}$`));
  await expect(
    page.getByRole('textbox', { name: t('signUp.inviteCode'), exact: true }),
  ).toHaveValue(code);
  // Carried on to the sign-in page and back.
  await page.getByRole('link', { name: t('signUp.back'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?inviteCode=${code}$`));
  await page.getByRole('link', { name: t('signUp.link'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/login/signup\\?inviteCode=${code}$`));

  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === REGISTER_PATH);
  await signUpViaUi(page, request, 'en-US', newEmail('invited'));
  expect((await sent).postDataJSON()).toMatchObject({ inviteCode: code });
  await expect(
    bottomNav(page).getByRole('button', { name: t('nav.exit'), exact: true }),
  ).toBeVisible();
});

/** Fills the form (the invite code as carried) and sends it. */
async function submitForm(page: Page, email: string) {
  const t = (key: string) => textIn('en-US', key);
  await page.getByRole('textbox', { name: t('signUp.email'), exact: true }).fill(email);
  await page.getByLabel(t('signUp.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t('signUp.confirmPassword'), { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: stripTags(t('signUp.agree')) }).check();
  await page.getByRole('button', { name: t('signUp.submit'), exact: true }).click();
}

test('an invite code not of the issued shape is reported under its field, still shown', async ({
  page,
}) => {
  const t = (key: string) => textIn('en-US', key);
  await page.goto('/?inviteCode=ABC');
  await expect(page).toHaveURL(/\/login\/signup\?inviteCode=ABC$/);
  await submitForm(page, newEmail('short-invite'));
  const invite = page.getByRole('textbox', { name: t('signUp.inviteCode'), exact: true });
  await expect(invite).toHaveAccessibleDescription(t('signUp.inviteCodeInvalid'));
  await expect(invite).toHaveValue('ABC');
});

test('an unknown invite code is reported on the sign-up page, the code kept to fix', async ({
  page,
  request,
}) => {
  const t = (key: string) => textIn('en-US', key);
  const email = newEmail('unknown-invite');
  const codeRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/Member/VerificationCode') codeRequests.push(r.url());
  });
  await page.goto('/?inviteCode=NOSUCH01');
  await expect(page).toHaveURL(/\/login\/signup\?inviteCode=NOSUCH01$/);
  await submitForm(page, email);
  await page
    .getByLabel(t('verification.code'), { exact: true })
    .fill(await mailedCode(request, email));
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === REGISTER_PATH);
  await page.getByRole('button', { name: t('verification.submit'), exact: true }).click();
  expect(((await (await answer).json()) as Envelope).status).not.toBe(0);

  // Under the invite code field (not above the button), everything typed kept.
  const invite = page.getByRole('textbox', { name: t('signUp.inviteCode'), exact: true });
  await expect(invite).toHaveAccessibleDescription(t('errors.status.InviteCodeNotExist'));
  await expect(invite).toHaveValue('NOSUCH01');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login\/signup\?inviteCode=NOSUCH01$/);
  await expect(page.getByRole('textbox', { name: t('signUp.email'), exact: true })).toHaveValue(
    email,
  );
  expect(await storedLoginInfo(page)).toBeNull();

  // Fixed, the sign-up goes on with the code already typed: no second mail, nothing to type again.
  await invite.fill(DEMO_MEMBER.inviteCode);
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === REGISTER_PATH);
  await page.getByRole('button', { name: t('signUp.submit'), exact: true }).click();
  expect((await sent).postDataJSON()).toMatchObject({ inviteCode: DEMO_MEMBER.inviteCode });
  await expect(page).toHaveURL(/\/home$/);
  expect(codeRequests).toHaveLength(1);
  expect(await mailsTo(request, email)).toHaveLength(1);
});

for (const locale of ['en-US', 'zh-TW', 'zh-CN'] as const) {
  test(`the whole sign-up in ${locale}`, async ({ page, request }) => {
    await page.addInitScript((lang) => {
      if (window.location.protocol.startsWith('http')) localStorage.setItem('lang', lang);
    }, locale);
    await page.goto('/login/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await signUpViaUi(page, request, locale, newEmail(locale.toLowerCase()));
    const nav = page.getByRole('navigation', { name: textIn(locale, 'nav.label'), exact: true });
    await expect(
      nav.getByRole('button', { name: textIn(locale, 'nav.exit'), exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: textIn(locale, 'welcome.title') })).toBeVisible();
  });
}
