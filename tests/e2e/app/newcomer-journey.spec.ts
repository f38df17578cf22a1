// The newcomer's whole journey (issue acceptance: "A newcomer following only the README can sign up,
// verify, sign in, reset the password and sign in again, in Chromium at 390×844, in each of the three
// languages"), once per language, through the UI only: the language picked through Profile → Menu → Language (README step 6); README step 1
// (Log in in the bottom nav, then Sign in); sign-up with the code from the local outbox (README step
// 3, the only thing read outside the page); log out; sign in with the password; log out; sign in with
// an emailed code; log out; forgot password → code → new password → sign in, where the old password
// is refused and the new one lets the member in. Every text looked for is the locale's own (read from
// src/i18n/locales/<locale>/<area>.json), so a text missing from a locale fails here by its key.
import { expect, test, type Page, type Response } from '@playwright/test';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { LANGUAGE_NAMES } from '../../../src/config/labels.ts';
import { stopTour } from '../support/app';
import { mailedCode, mailsTo } from '../support/outbox';
import { serverShowStep, type Envelope, type LoginResult } from '../support/session';
import { textIn, type Locale, type Vars } from '../support/texts';

const PASSWORD = 'Fresh#2026pass';
/** The code mail's subject in each language (server/mail/templates.ts). */
const CODE_MAIL_SUBJECT: Record<Locale, string> = {
  'en-US': 'Your GamerHub verification code',
  'zh-TW': '你的 GamerHub 驗證碼',
  'zh-CN': '你的 GamerHub 验证码',
};
const NEW_PASSWORD = 'Renewed#2026pass';

/** A new address for every journey of every run (the e2e database lives for one run). */
const newEmail = (locale: Locale) =>
  `newcomer.${locale.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@journey.test`;

/** The agreement's text as its checkbox is named: the <terms>/<policy> link markup left out. */
const stripTags = (text: string) => text.replace(/<\/?\w+>/g, '');

/** The platform's answer to the next call of `path` the page makes. */
function answerTo<T = unknown>(page: Page, path: string): Promise<Envelope<T>> {
  return page
    .waitForResponse((r: Response) => new URL(r.url()).pathname === path)
    .then(async (r) => (await r.json()) as Envelope<T>);
}

for (const locale of ['en-US', 'zh-TW', 'zh-CN'] as const) {
  test(`a newcomer in ${locale} signs up, signs in by password and by code, resets the password and signs in again`, async ({
    page,
    request,
  }) => {
    // Five screens and four real password hashes (scrypt at its production cost) in one test: 21–29 s
    // on a busy 2-core CI machine, against the 30 s a test gets by default.
    test.setTimeout(90_000);
    const t = (key: string, vars?: Vars) => textIn(locale, key, vars);
    const email = newEmail(locale);
    const nav = page.getByRole('navigation', { name: t('nav.label'), exact: true });
    const heading = (key: string) =>
      page.getByRole('heading', { level: 1, name: t(key), exact: true });
    const exitEntry = nav.getByRole('button', { name: t('nav.exit'), exact: true });

    /** Signed in on /home: the nav offers Exit, and (after a first sign-in) the welcome popup. */
    async function expectSignedInAtHome(firstLogin: boolean): Promise<void> {
      await expect(page).toHaveURL(/\/home$/);
      const welcome = page.getByRole('dialog', { name: t('welcome.title'), exact: true });
      if (firstLogin) {
        await expect(welcome).toContainText(t('welcome.message'));
        await welcome.getByRole('button', { name: t('welcome.dismiss'), exact: true }).click();
        await stopTour(page, t);
      }
      await expect(exitEntry).toBeVisible();
      await expect(welcome).toHaveCount(0);
    }

    /** Log out in the bottom nav, then the confirmation: back on the sign-in page, signed out. */
    async function logOut(): Promise<void> {
      await exitEntry.click();
      const confirm = page.getByRole('dialog', { name: t('logout.title'), exact: true });
      await expect(confirm).toContainText(t('logout.message'));
      await confirm.getByRole('button', { name: t('logout.confirm'), exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(heading('signIn.heading')).toBeVisible();
    }

    /**
     * The code step every flow shares, with the `nth` mail to this new address: the page says the
     * code was sent, the outbox has exactly that many mails, and the newest one's code is typed in.
     */
    async function enterMailedCode(nth: number): Promise<void> {
      await expect(page.getByRole('heading', { name: t('verification.heading') })).toBeVisible();
      await expect(
        page.getByText(t('verification.sentTo', { email }), { exact: true }),
      ).toBeVisible();
      await expect
        .poll(async () => (await mailsTo(request, email)).length, { message: `mail #${nth}` })
        .toBe(nth);
      // The mail is written in the member's language too.
      const [newest] = (await mailsTo(request, email)) as { subject?: string }[];
      expect(newest?.subject).toBe(CODE_MAIL_SUBJECT[locale]);
      await page
        .getByLabel(t('verification.code'), { exact: true })
        .fill(await mailedCode(request, email));
      await page.getByRole('button', { name: t('verification.submit'), exact: true }).click();
    }

    /** The sign-in form on /login, with the platform's answer. */
    async function signInWith(password: string): Promise<Envelope<LoginResult>> {
      await page.getByLabel(t('signIn.email'), { exact: true }).fill(email);
      await page.getByLabel(t('signIn.password'), { exact: true }).fill(password);
      const answer = answerTo<LoginResult>(page, ENDPOINTS.login.path);
      await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
      return answer;
    }

    // 1. The language, as README step 6 says: Profile → Menu → Language (still in English).
    const en = (key: string) => textIn('en-US', key);
    await page.goto('/home');
    await page
      .getByRole('navigation', { name: en('nav.label'), exact: true })
      .getByRole('link', { name: en('nav.profile'), exact: true })
      .click();
    await page.getByRole('link', { name: en('profile.links.menu'), exact: true }).click();
    await page.getByRole('link', { name: new RegExp(`^${en('menu.language')}`) }).click();
    await expect(page).toHaveURL(/\/lang$/);
    // A click, then a wait: the radio is checked once the language has loaded, not on the click.
    const language = page.getByRole('radio', { name: LANGUAGE_NAMES[locale], exact: true });
    await language.click();
    await expect(language).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(heading('lang.heading')).toBeVisible();

    // README step 1: "tap Log in in the bottom nav, then Sign in".
    await nav.getByRole('button', { name: t('nav.login'), exact: true }).click();
    const prompt = page.getByRole('dialog', { name: t('loginPrompt.title'), exact: true });
    await expect(prompt).toContainText(t('loginPrompt.message'));
    await prompt.getByRole('button', { name: t('loginPrompt.confirm'), exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(heading('signIn.heading')).toBeVisible();

    // 2. Sign up (README step 2), the code from the outbox (step 3): signed in on /home.
    await page.getByRole('link', { name: t('signUp.link'), exact: true }).click();
    await expect(page).toHaveURL(/\/login\/signup$/);
    await expect(heading('signUp.heading')).toBeVisible();
    await page.getByRole('textbox', { name: t('signUp.email'), exact: true }).fill(email);
    await page.getByLabel(t('signUp.password'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t('signUp.confirmPassword'), { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: stripTags(t('signUp.agree')) }).check();
    await page.getByRole('button', { name: t('signUp.submit'), exact: true }).click();
    const registered = answerTo<LoginResult>(page, ENDPOINTS.register.path);
    await enterMailedCode(1);
    const signUp = await registered;
    expect(signUp.status, `sign-up refused: ${signUp.message}`).toBe(0);
    expect(signUp.data.firstLogin).toBe(true);
    await expectSignedInAtHome(true);
    // The stopped tour is stored on the server before the member leaves, or the next sign-in
    // (on a slow machine, with the save still on its way) would start it again.
    await expect.poll(() => serverShowStep(request, signUp.data.access_token)).toBe(false);
    await logOut();

    // 3. Sign in with the password.
    const byPassword = await signInWith(PASSWORD);
    expect(byPassword.status, `sign-in refused: ${byPassword.message}`).toBe(0);
    expect(byPassword.data.firstLogin).toBe(false);
    await expectSignedInAtHome(false);
    await logOut();

    // 4. Sign in with an emailed code (README step 4).
    await page.getByRole('link', { name: t('codeLogin.link'), exact: true }).click();
    await expect(page).toHaveURL(/\/login\/loginCode$/);
    await expect(heading('codeLogin.heading')).toBeVisible();
    await page.getByRole('textbox', { name: t('codeLogin.email'), exact: true }).fill(email);
    await page.getByRole('button', { name: t('codeLogin.sendCode'), exact: true }).click();
    const byCode = answerTo<LoginResult>(page, ENDPOINTS.loginByCode.path);
    await enterMailedCode(2);
    const codeAnswer = await byCode;
    expect(codeAnswer.status, `code sign-in refused: ${codeAnswer.message}`).toBe(0);
    await expectSignedInAtHome(false);
    await logOut();

    // 5. Forgot password (README step 4): the code, a new password twice, "Password reset".
    await page.getByRole('link', { name: t('passwordReset.link'), exact: true }).click();
    await expect(page).toHaveURL(/\/login\/forgot$/);
    await expect(heading('passwordReset.heading')).toBeVisible();
    await page.getByRole('textbox', { name: t('passwordReset.email'), exact: true }).fill(email);
    await page.getByRole('button', { name: t('passwordReset.sendCode'), exact: true }).click();
    await enterMailedCode(3);
    await expect(page.getByText(t('passwordReset.passwordHint'), { exact: true })).toBeVisible();
    await page.getByLabel(t('passwordReset.newPassword'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t('passwordReset.confirmation'), { exact: true }).fill(NEW_PASSWORD);
    const reset = answerTo(page, ENDPOINTS.resetPassword.path);
    await page.getByRole('button', { name: t('passwordReset.save'), exact: true }).click();
    const resetAnswer = await reset;
    expect(resetAnswer.status, `reset refused: ${resetAnswer.message}`).toBe(0);
    await expect(heading('passwordReset.successHeading')).toBeVisible();
    await expect(page.getByText(t('passwordReset.successText'), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t('passwordReset.signIn'), exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(heading('signIn.heading')).toBeVisible();

    // The old password is refused, in the member's language, and what was typed stays.
    const refused = await signInWith(PASSWORD);
    expect(refused.status).not.toBe(0);
    await expect(page.getByRole('alert')).toHaveText(t('errors.status.AccountOrPasswordError'));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(t('signIn.email'), { exact: true })).toHaveValue(email);

    // The new one signs the member in.
    const renewed = await signInWith(NEW_PASSWORD);
    expect(renewed.status, `sign-in with the new password refused: ${renewed.message}`).toBe(0);
    await expectSignedInAtHome(false);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  });
}
