// Change the password while signed in (Menu → Password): the client's checks, a wrong current
// password refused with 'The old password is incorrect' (what was typed kept), then the change:
// this device stays signed in, another session is signed out, and only the new password works.
import { expect, test, type APIRequestContext } from '@playwright/test';

import {
  apiLogin,
  memberInfoWith,
  seedLogin,
  signUpViaApi,
  type Envelope,
} from '../support/session';
import { t } from '../support/texts';

const PASSWORD = 'Keeper#2026pass';
const NEW_PASSWORD = 'Changed#2026pass';

/** A new member made through the API: their email. */
async function newMember(request: APIRequestContext): Promise<string> {
  const email = `keeper.${Date.now()}.${Math.floor(Math.random() * 1e6)}@password.test`;
  await signUpViaApi(request, email, PASSWORD);
  return email;
}

test('a member changes the password; a wrong current one is refused, other devices are signed out', async ({
  page,
  request,
}) => {
  const email = await newMember(request);
  const elsewhere = await apiLogin(request, { email, password: PASSWORD });
  await seedLogin(page, await apiLogin(request, { email, password: PASSWORD }));

  await page.goto('/menu');
  await page.getByRole('link', { name: t('changePassword.menuEntry'), exact: true }).click();
  await expect(page).toHaveURL(/\/menu\/password$/);
  const current = page.getByLabel(t('changePassword.oldPassword'), { exact: true });
  const next = page.getByLabel(t('changePassword.newPassword'), { exact: true });
  const again = page.getByLabel(t('changePassword.confirmation'), { exact: true });
  const submit = page.getByRole('button', { name: t('changePassword.submit'), exact: true });

  // Client checks: nothing is sent.
  await current.fill(PASSWORD);
  await next.fill(PASSWORD);
  await again.fill('Other#2026pass');
  await submit.click();
  await expect(page.getByText(t('errors.status.PasswordSameAsOld'), { exact: true })).toBeVisible();
  await expect(page.getByText(t('account.passwordInconsistent'), { exact: true })).toBeVisible();

  // The fields depend on each other: a new current password ends "cannot equal the old one".
  await current.fill('Wrong#2026pass');
  await expect(page.getByText(t('errors.status.PasswordSameAsOld'), { exact: true })).toHaveCount(
    0,
  );

  // A wrong current password: the platform's words, focus on that field, everything typed kept.
  await next.fill(NEW_PASSWORD);
  await again.fill(NEW_PASSWORD);
  await submit.click();
  await expect(
    page.getByText(t('errors.status.OldPasswordIncorrect'), { exact: true }),
  ).toBeVisible();
  await expect(current).toBeFocused();
  await expect(current).toHaveValue('Wrong#2026pass');
  await expect(next).toHaveValue(NEW_PASSWORD);
  await expect(again).toHaveValue(NEW_PASSWORD);

  await current.fill(PASSWORD);
  await submit.click();
  await expect(page.getByText(t('changePassword.changed'), { exact: true })).toBeVisible();

  // This device stays signed in; the other session does not; only the new password works.
  await page.getByRole('link', { name: t('changePassword.done'), exact: true }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(
    page.getByRole('navigation').getByRole('button', { name: t('nav.exit'), exact: true }),
  ).toBeVisible();
  expect((await memberInfoWith(request, elsewhere.access_token)).status).not.toBe(0);
  await apiLogin(request, { email, password: NEW_PASSWORD });
  const old = (await (
    await request.post('/api/Member/Login', { data: { email, password: PASSWORD } })
  ).json()) as Envelope;
  expect(old.status).not.toBe(0);
});
