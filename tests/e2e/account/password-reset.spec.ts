// Password reset (issue 4): from /login, "Forgot password?" → email → the mailed code → a new
// password twice → "Password reset" → Sign in. Afterwards the new password signs in and the old
// one is refused. Uses luna@ (no other spec changes luna's password; lootbox.spec signs in as
// luna before), so demo's password never changes.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SEED_MEMBERS } from '../../../server/db/seed-data.ts';
import { bottomNav } from '../support/app';
import { mailedCode } from '../support/outbox';
import { LOGIN_PATH, type Credentials, type Envelope } from '../support/session';
import { t } from '../support/texts';

const NEW_PASSWORD = 'Fresh#2026moon';

const LUNA: Credentials = (() => {
  const member = SEED_MEMBERS.find((m) => m.email.startsWith('luna@'));
  if (!member) throw new Error('server/db/seed-data.ts no longer seeds luna@gamerhub.test');
  return { email: member.email, password: member.password };
})();

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
  await page.goto('/login');
  await page.getByRole('link', { name: t('passwordReset.link'), exact: true }).click();
  await expect(page).toHaveURL(/\/login\/forgot$/);

  await page.getByRole('textbox', { name: t('passwordReset.email'), exact: true }).fill(LUNA.email);
  await page.getByRole('button', { name: t('passwordReset.sendCode'), exact: true }).click();
  await expect(
    page.getByText(t('verification.sentTo', { email: LUNA.email }), { exact: true }),
  ).toBeVisible();
  // An incomplete code is caught before anything is sent.
  await page.getByLabel(t('verification.code'), { exact: true }).fill('123');
  await page.getByRole('button', { name: t('verification.submit'), exact: true }).click();
  await expect(page.getByText(t('account.codeFormat'), { exact: true })).toBeVisible();
  await page
    .getByLabel(t('verification.code'), { exact: true })
    .fill(await mailedCode(request, LUNA.email));
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
  await password.fill(LUNA.password);
  await confirmation.fill(LUNA.password);
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
  expect(await loginStatus(request, LUNA)).not.toBe(0);
  await page.getByLabel(t('signIn.email'), { exact: true }).fill(LUNA.email);
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
