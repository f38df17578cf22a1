// Connected games (issue 4): after the member allows a partnered game, /menu/games lists it (name,
// what it may read, the date) and "Revoke access" with a confirmation removes it. Revoking is the
// revokeGame machine (issue 32 item 6): a failure says its own reason in the popup and Revoke tries
// again; a session ended mid-revoke revokes nothing and signs in back to /menu/games.
import { expect, test } from '@playwright/test';
import { seedLogin, signInViaStorage, signUpViaApi, type LoginResult } from '../support/session';
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

const auth = (login: LoginResult) => ({ Authorization: `Bearer ${login.access_token}` });

test('offline, then a session ended mid-revoke: nothing is revoked, sign in back to the list, then revoke', async ({
  page,
  request,
}) => {
  const email = `revoke.${Date.now()}.${Math.floor(Math.random() * 1e6)}@games.test`;
  const password = 'Revoke#2026pass';
  const me = await signUpViaApi(request, email, password);
  // The member allows the game (what the consent screen sends).
  const granted = await request.post('/api/Member/GetThirdToken', {
    data: { gameId: GAME.id, authorize: true },
    headers: auth(me),
  });
  expect(((await granted.json()) as { status: number }).status).toBe(0);
  await seedLogin(page, me);
  await page.goto('/menu/games');
  const item = page.getByRole('listitem').filter({ hasText: GAME.name });
  const revoke = item.getByRole('button', { name: `${t('connectedGames.revoke')}: ${GAME.name}` });
  await expect(revoke).toBeVisible();
  // Background reads settle first, or their 401 would end the session before the revoke.
  await page.waitForLoadState('networkidle');

  await revoke.click();
  const dialog = page.getByRole('dialog', {
    name: t('connectedGames.confirmTitle', { game: GAME.name }),
  });
  const confirm = dialog.getByRole('button', { name: t('connectedGames.confirm'), exact: true });
  await page.context().setOffline(true);
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText(t('connectedGames.errors.offline'));
  await page.context().setOffline(false);

  await request.post('/api/Member/Logout', { data: { token: me.token }, headers: auth(me) });
  await confirm.click();
  await expect(page.getByRole('alert')).toHaveText(t('connectedGames.sessionEnded'));
  await page.getByRole('link', { name: t('connectedGames.signIn'), exact: true }).click();
  await page.getByLabel(t('signIn.email'), { exact: true }).fill(email);
  await page.getByLabel(t('signIn.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/menu\/games$/);
  // Still connected: the member decides again.
  await revoke.click();
  await confirm.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(t('connectedGames.empty'))).toBeVisible();
});
