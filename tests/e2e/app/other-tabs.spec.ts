// Two tabs of the app share the stored login (docs/product/app.md): signing in or out in one shows in the other
// at once, not only at its next call.
import { expect, test } from '@playwright/test';
import { bottomNav } from '../support/app';
import { signInViaUi, storedLoginInfo } from '../support/session';
import { t } from '../support/texts';

test('a sign-in and a logout in one tab show in the other at once', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/home');
  const firstNav = bottomNav(first);
  await expect(firstNav.getByRole('button', { name: t('nav.login'), exact: true })).toBeVisible();

  // The second tab signs in (the demo member's very first sign-in opens the welcome popup there).
  const { firstLogin } = await signInViaUi(second);
  if (firstLogin)
    await second
      .getByRole('dialog', { name: t('welcome.title') })
      .getByRole('button', { name: t('welcome.dismiss') })
      .click();
  await expect(firstNav.getByRole('button', { name: t('nav.exit'), exact: true })).toBeVisible();

  await bottomNav(second)
    .getByRole('button', { name: t('nav.exit'), exact: true })
    .click();
  await second
    .getByRole('dialog', { name: t('logout.title') })
    .getByRole('button', { name: t('logout.confirm'), exact: true })
    .click();
  await expect(second).toHaveURL(/\/login$/);
  await expect(firstNav.getByRole('button', { name: t('nav.login'), exact: true })).toBeVisible();
  expect(await storedLoginInfo(first)).toBeNull();
});
