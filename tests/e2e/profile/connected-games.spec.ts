// Connected games (issue 4): after the member allows a partnered game, /menu/games lists it (name,
// what it may read, the date) and "Revoke access" with a confirmation removes it.
import { expect, test } from '@playwright/test';
import { signInViaStorage } from '../support/session';
import { escapeRegExp, t } from '../support/texts';

const GAME = { id: 2, name: 'Starfall Tactics' };

test('a game appears after consent and revoking removes it', async ({ page, request }) => {
  await signInViaStorage(page, request);
  await page.route('http://localhost:5174/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner game</title>' }),
  );

  // Consent through the app.
  await page.goto(`/login/game?gameId=${GAME.id}`);
  await page
    .getByRole('checkbox', { name: t('gameSignIn.authorize', { game: GAME.name }) })
    .check();
  await page.getByRole('button', { name: t('gameSignIn.allow'), exact: true }).click();
  await page.getByRole('button', { name: t('gameSignIn.continue'), exact: true }).click();
  await page.waitForURL(/^http:\/\/localhost:5174\/sso\/callback\?code=/);

  // The menu entry leads to the list.
  await page.goto('/menu');
  await page.getByRole('link', { name: t('connectedGames.menuEntry') }).click();
  await expect(page).toHaveURL(/\/menu\/games$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('connectedGames.heading') }),
  ).toBeVisible();

  const item = page.getByRole('listitem').filter({ hasText: GAME.name });
  await expect(item).toHaveCount(1);
  await expect(item.getByText(t('gameSignIn.scope.profile'), { exact: false })).toBeVisible();
  // The grant date in the spec's YYYY-MM-DD format.
  const grantedAt = new RegExp(
    `^${escapeRegExp(t('connectedGames.grantedAt', { date: 'DATE' })).replace('DATE', '\\d{4}-\\d{2}-\\d{2}')}$`,
  );
  await expect(item.getByText(grantedAt)).toBeVisible();

  // Revoke, after a confirmation that can be declined.
  const revoke = item.getByRole('button', { name: `${t('connectedGames.revoke')}: ${GAME.name}` });
  await revoke.click();
  const dialog = page.getByRole('dialog', {
    name: t('connectedGames.confirmTitle', { game: GAME.name }),
  });
  await dialog.getByRole('button', { name: t('connectedGames.cancel'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(item).toHaveCount(1);

  await revoke.click();
  await dialog.getByRole('button', { name: t('connectedGames.confirm'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: GAME.name })).toHaveCount(0);

  // Still gone after a reload (the platform revoked it).
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: t('connectedGames.heading') }),
  ).toBeVisible();
  const loaded = page
    .getByText(t('connectedGames.empty'))
    .or(page.getByRole('list', { name: t('connectedGames.heading') }));
  await expect(loaded).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: GAME.name })).toHaveCount(0);
});

test('signed out, the page asks the visitor to sign in', async ({ page }) => {
  await page.goto('/menu/games');
  await expect(page.getByText(t('connectedGames.signInPrompt'))).toBeVisible();
  await expect(
    page.getByRole('link', { name: t('connectedGames.signIn'), exact: true }),
  ).toHaveAttribute('href', '/login');
});
