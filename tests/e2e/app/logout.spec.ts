// Logout (issue acceptance): Exit asks for confirmation; Cancel keeps the member signed in; confirming
// ends the session on the server, forgets the stored login and lands on /login.
import { expect, test } from '@playwright/test';
import { bottomNav, expectHomeMounted } from '../support/app';
import { memberInfoWith, signInViaStorage, storedLoginInfo } from '../support/session';
import { t } from '../support/texts';

test('Exit asks to confirm; Cancel keeps the member signed in', async ({ page, request }) => {
  const login = await signInViaStorage(page, request);
  await page.goto('/home');
  await expectHomeMounted(page);

  const exit = bottomNav(page).getByRole('button', { name: t('nav.exit'), exact: true });
  await exit.click();
  const confirm = page.getByRole('dialog', { name: t('logout.title') });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(t('logout.message'));

  await confirm.getByRole('button', { name: t('logout.cancel'), exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(/\/home$/);
  await expect(exit).toBeVisible();
  expect(await storedLoginInfo(page)).toMatchObject({ access_token: login.access_token });
  // Still a live session on the server.
  const info = await memberInfoWith(request, login.access_token);
  expect(info.status).toBe(0);
});

test('confirming Log out lands on /login, forgets loginInfo and the old token is refused', async ({
  page,
  request,
}) => {
  const login = await signInViaStorage(page, request);
  await page.goto('/home');
  await expectHomeMounted(page);

  await bottomNav(page)
    .getByRole('button', { name: t('nav.exit'), exact: true })
    .click();
  const confirm = page.getByRole('dialog', { name: t('logout.title') });
  const logoutCall = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/Member/Logout',
  );
  await confirm.getByRole('button', { name: t('logout.confirm'), exact: true }).click();
  expect((await logoutCall).ok()).toBe(true);

  await expect(page).toHaveURL(/\/login$/);
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: t('signIn.heading') })).toBeVisible();
  expect(await storedLoginInfo(page)).toBeNull();

  const refused = await memberInfoWith(request, login.access_token);
  expect(refused.status).not.toBe(0);
  expect(refused.tokenInvalid).toBe(true);

  // A reload does not bring the member back.
  await page.goto('/home');
  await expectHomeMounted(page);
  await expect(
    bottomNav(page).getByRole('button', { name: t('nav.login'), exact: true }),
  ).toBeVisible();
  await expect(
    bottomNav(page).getByRole('button', { name: t('nav.exit'), exact: true }),
  ).toHaveCount(0);
});
