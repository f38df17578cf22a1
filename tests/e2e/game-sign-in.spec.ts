// Game sign-in (issue 4): a partnered game sends the member to /login/game?gameId=N; the consent
// screen needs the "authorize" tick, "Access granted" counts down, and the app leaves for the game's
// REGISTERED return address (PARTNER_RETURN_BASE, intercepted here) with a one-time code that the
// game's server redeems exactly once. Bad ids and signed-out members never leave the app.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_MEMBER } from '../../server/db/seed-data.ts';
import { signInViaStorage, type Envelope } from './support/session';
import { t, textPattern } from './support/texts';

const GAME = { id: 1, name: 'Ember Realms', secret: 'ember-realms-demo-secret' };
const RETURN_BASE = 'http://localhost:5174/sso/callback';

/** Stands in for the game's web page at its registered address. */
async function interceptGame(page: Page): Promise<void> {
  await page.route('http://localhost:5174/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Partner game</title><h1>Partner game</h1>',
    }),
  );
}

async function redeem(request: APIRequestContext, code: string) {
  const response = await request.post('/api/Member/CheckThirdToken', {
    data: { gameId: GAME.id, code, secret: GAME.secret },
  });
  return (await response.json()) as Envelope<{ uid: string; scopes: string[] } | null>;
}

test('consent → access granted countdown → the game’s address with a code that redeems once', async ({
  page,
  request,
}) => {
  await signInViaStorage(page, request);
  await interceptGame(page);
  await page.goto(`/login/game?gameId=${GAME.id}`);

  await expect(
    page.getByRole('heading', { name: t('gameSignIn.heading', { game: GAME.name }) }),
  ).toBeVisible();
  for (const scope of ['profile', 'wallet_balance', 'transaction_history'])
    await expect(page.getByText(t(`gameSignIn.scope.${scope}`), { exact: true })).toBeVisible();

  // Allow without the tick: 'Please authorize first', and nothing leaves the app.
  await page.getByRole('button', { name: t('gameSignIn.allow'), exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(t('account.authorizeRequired'));

  await page
    .getByRole('checkbox', { name: t('gameSignIn.authorize', { game: GAME.name }) })
    .check();
  await page.getByRole('button', { name: t('gameSignIn.allow'), exact: true }).click();

  await expect(page.getByRole('heading', { name: t('gameSignIn.grantedHeading') })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(textPattern('gameSignIn.granted'));
  await expect(page).toHaveURL(/\/login\/game\?gameId=1$/);

  // The countdown (5 s) ends by itself and the app hands over to the game's registered address.
  await page.waitForURL((url) => url.href.startsWith(`${RETURN_BASE}?code=`), { timeout: 10_000 });
  const code = new URL(page.url()).searchParams.get('code') ?? '';
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const first = await redeem(request, code);
  expect(first.status, first.message).toBe(0);
  expect(first.data?.uid).toBe(DEMO_MEMBER.uid);
  const again = await redeem(request, code);
  expect(again.status).not.toBe(0);
});

test('Cancel on the consent screen goes back to Home without leaving the app', async ({
  page,
  request,
}) => {
  await signInViaStorage(page, request);
  await page.goto(`/login/game?gameId=${GAME.id}`);
  await page.getByRole('button', { name: t('gameSignIn.cancel'), exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a signed-out member is asked to sign in first', async ({ page }) => {
  await page.goto(`/login/game?gameId=${GAME.id}`);
  await expect(page.getByText(t('gameSignIn.signInRequired'))).toBeVisible();
  await page.getByRole('link', { name: t('gameSignIn.signIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

for (const bad of ['%2F%2Fevil.example', 'javascript:alert(1)', '-1', '99999999999', '999']) {
  test(`gameId=${bad} ends on the error screen and stays in the app`, async ({ page, request }) => {
    await signInViaStorage(page, request);
    await page.goto(`/login/game?gameId=${bad}`);
    await expect(page.getByRole('heading', { name: t('gameSignIn.failedHeading') })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      bad === '999' ? t('errors.status.GameNotExist') : t('gameSignIn.badGameId'),
    );
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/login\/game\?/);
  });
}
