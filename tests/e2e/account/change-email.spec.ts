// Change the sign-in email (Menu → Sign-in email): an address another account has is refused with
// 'Account is already in used'; a wrong current password with 'Password not match', keeping what was
// typed and the code already mailed; then the member signs in with the new email only.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_MEMBER } from '../../../server/db/seed-data.ts';
import { bottomNav } from '../support/app';
import { mailedCode, mailsTo } from '../support/outbox';
import { signUpViaApi } from '../support/session';
import { t } from '../support/texts';

const PASSWORD = 'Mover#2026pass';
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
const mails = (request: APIRequestContext, email: string) =>
  mailsTo(request, email) as Promise<{ subject: string; text: string }[]>;

/** A new member made through the API: their email. */
async function newMember(request: APIRequestContext): Promise<string> {
  const email = `mover.${unique()}@move.test`;
  await signUpViaApi(request, email, PASSWORD);
  return email;
}

test('a member moves their sign-in to a new email, past a taken address and a wrong password', async ({
  page,
  request,
}) => {
  const oldEmail = await newMember(request);
  const newEmail = `moved.${unique()}@move.test`;

  await page.goto('/login');
  await page.getByRole('textbox', { name: t('signIn.email'), exact: true }).fill(oldEmail);
  await page.getByLabel(t('signIn.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/menu');
  await page.getByRole('link', { name: t('changeEmail.menuEntry') }).click();
  await expect(page).toHaveURL(/\/menu\/email$/);
  await expect(page.getByText(t('changeEmail.current', { email: oldEmail }))).toBeVisible();

  const emailBox = page.getByRole('textbox', { name: t('changeEmail.newEmail'), exact: true });
  const passwordBox = page.getByLabel(t('changeEmail.password'), { exact: true });
  const sendCode = page.getByRole('button', { name: t('changeEmail.sendCode'), exact: true });

  // Another account's address: no code goes out, the reason shows under the email, focused.
  await emailBox.fill(DEMO_MEMBER.email);
  await passwordBox.fill(PASSWORD);
  await sendCode.click();
  await expect(page.getByText(t('errors.status.AccountInUse'), { exact: true })).toBeVisible();
  await expect(emailBox).toBeFocused();
  await expect(emailBox).toHaveValue(DEMO_MEMBER.email);
  expect(await mails(request, DEMO_MEMBER.email)).toHaveLength(0);

  // A free address but the wrong password: refused after the code, everything typed kept.
  await emailBox.fill(newEmail);
  await passwordBox.fill('Wrong#2026pass');
  await sendCode.click();
  const code = await mailedCode(request, newEmail);
  await page.getByLabel(t('verification.code'), { exact: true }).fill(code);
  await page.getByRole('button', { name: t('verification.submit'), exact: true }).click();
  await expect(page.getByText(t('errors.status.PasswordNotMatch'), { exact: true })).toBeVisible();
  await expect(passwordBox).toBeFocused();
  await expect(emailBox).toHaveValue(newEmail);
  await expect(passwordBox).toHaveValue('Wrong#2026pass');

  // The right password: the kept code goes straight on — no second mail, nothing to type again.
  await passwordBox.fill(PASSWORD);
  await page.getByRole('button', { name: t('changeEmail.confirm'), exact: true }).click();
  await expect(page.getByText(t('changeEmail.changed', { email: newEmail }))).toBeVisible();
  expect(await mails(request, newEmail)).toHaveLength(1);
  expect((await mails(request, oldEmail))[0]?.subject).toBe(
    'Your GamerHub sign-in email was changed',
  );

  // Signed out, the new email signs in and the old one no longer does.
  await bottomNav(page)
    .getByRole('button', { name: t('nav.exit') })
    .click();
  await page
    .getByRole('dialog', { name: t('logout.title') })
    .getByRole('button', { name: t('logout.confirm'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: t('signIn.email'), exact: true }).fill(oldEmail);
  await page.getByLabel(t('signIn.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  await expect(page.getByText(t('errors.status.AccountOrPasswordError'))).toBeVisible();
  await page.getByRole('textbox', { name: t('signIn.email'), exact: true }).fill(newEmail);
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('after a refused code, sending the form again asks for the code again, never resends the wrong one', async ({
  page,
  request,
}) => {
  const oldEmail = await newMember(request);
  const newEmail = `moved.${unique()}@move.test`;
  const changeRequests: unknown[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/Member/ChangeEmail') changeRequests.push(r.postData());
  });

  await page.goto('/login');
  await page.getByRole('textbox', { name: t('signIn.email'), exact: true }).fill(oldEmail);
  await page.getByLabel(t('signIn.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/menu/email');

  await page.getByRole('textbox', { name: t('changeEmail.newEmail'), exact: true }).fill(newEmail);
  await page.getByLabel(t('changeEmail.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('changeEmail.sendCode'), exact: true }).click();
  const code = await mailedCode(request, newEmail);
  const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
  const codeBox = page.getByLabel(t('verification.code'), { exact: true });
  await codeBox.fill(wrong);
  await page.getByRole('button', { name: t('verification.submit'), exact: true }).click();
  await expect(page.getByText(t('errors.status.VerificationCodeError'))).toBeVisible();
  expect(changeRequests).toHaveLength(1);

  // Back to the form and on again: the code step comes back (the mailed code still to type), the
  // known-wrong code is not sent, and no other code is mailed.
  await page.getByRole('button', { name: t('changeEmail.edit'), exact: true }).click();
  const sendAgain = page.getByRole('button', { name: t('changeEmail.sendCode'), exact: true });
  await expect(sendAgain).toBeVisible();
  await sendAgain.click();
  await expect(codeBox).toBeVisible();
  await expect(page.getByText(t('verification.sentTo', { email: newEmail }))).toBeVisible();
  expect(changeRequests).toHaveLength(1);
  expect(await mails(request, newEmail)).toHaveLength(1);

  await codeBox.fill(code);
  await page.getByRole('button', { name: t('verification.submit'), exact: true }).click();
  await expect(page.getByText(t('changeEmail.changed', { email: newEmail }))).toBeVisible();
  expect(changeRequests).toHaveLength(2);
});
