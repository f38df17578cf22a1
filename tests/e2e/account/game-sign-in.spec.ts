// Game sign-in (issue 4): a partnered game sends the member to /login/game?gameId=N; the consent
// screen needs the "authorize" tick, "Access granted" counts down, and the app leaves for the game's
// REGISTERED return address (PARTNER_RETURN_BASE, intercepted here) with a one-time code that the
// game's server redeems exactly once. Bad ids never leave the app; a signed-out member signs in
// and comes back to the same game's consent screen (only the game's id is carried, never an address).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mailedCode } from '../support/outbox';
import { DEMO_MEMBER } from '../../../server/db/seed-data.ts';
import {
  DEMO,
  LOGIN_PATH,
  signInViaStorage,
  type Envelope,
  type LoginResult,
} from '../support/session';
import { escapeRegExp, t, textPattern } from '../support/texts';

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

/** Signs in with the demo member on the sign-in page already open. */
async function signInOnPage(page: Page): Promise<LoginResult> {
  await page.getByLabel(t('signIn.email'), { exact: true }).fill(DEMO.email);
  // Prefix match: the show/hide button sits inside the password <label> (see support/session.ts).
  await page.getByLabel(new RegExp(`^${escapeRegExp(t('signIn.password'))}`)).fill(DEMO.password);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === LOGIN_PATH);
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  const body = (await (await answer).json()) as Envelope<LoginResult>;
  expect(body.status, `sign-in refused: ${body.message}`).toBe(0);
  return body.data;
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

test('a signed-out member signs in and comes back to the same game’s consent, then to the game', async ({
  page,
  request,
}) => {
  await interceptGame(page);
  await page.goto(`/login/game?gameId=${GAME.id}`);
  await expect(
    page.getByRole('heading', { name: t('gameSignIn.heading', { game: GAME.name }) }),
  ).toBeVisible();
  await expect(page.getByText(t('gameSignIn.signInRequired'))).toBeVisible();
  await page.getByRole('link', { name: t('gameSignIn.signIn'), exact: true }).click();

  // Only the game's id travels with the member.
  await expect(page).toHaveURL(new RegExp(`/login\\?gameId=${GAME.id}$`));
  await expect(page.getByText(t('signIn.gameCarried'))).toBeVisible();
  await signInOnPage(page);

  await expect(page).toHaveURL(new RegExp(`/login/game\\?gameId=${GAME.id}$`));
  await expect(
    page.getByRole('heading', { name: t('gameSignIn.heading', { game: GAME.name }) }),
  ).toBeVisible();
  await expect(page.getByText(t('gameSignIn.signInRequired'))).toHaveCount(0);
  await page
    .getByRole('checkbox', { name: t('gameSignIn.authorize', { game: GAME.name }) })
    .check();
  await page.getByRole('button', { name: t('gameSignIn.allow'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('gameSignIn.grantedHeading') })).toBeVisible();
  await page.getByRole('button', { name: t('gameSignIn.continue'), exact: true }).click();

  await page.waitForURL((url) => url.href.startsWith(`${RETURN_BASE}?code=`), { timeout: 10_000 });
  const code = new URL(page.url()).searchParams.get('code') ?? '';
  const first = await redeem(request, code);
  expect(first.status, first.message).toBe(0);
  expect(first.data?.uid).toBe(DEMO_MEMBER.uid);
});

// No input may send the member off the app: a carried value that is not a game id is ignored.
for (const hostile of ['https://evil.test', '%2F%2Fevil.test', 'javascript:alert(1)']) {
  test(`/login?gameId=${hostile} signs in to Home`, async ({ page }) => {
    await page.goto(`/login?gameId=${hostile}`);
    await expect(page.getByText(t('signIn.gameCarried'))).toHaveCount(0);
    await signInOnPage(page);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/home$/);
  });
}

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

// Issue 10 item 8: one popup at a time, flows first. A visitor's very first sign-in happens inside a
// game's sign-in (here: signing up from it, with a new address, so no other test's sign-in can have
// used it up): the consent screen shows with no welcome popup over it, and the welcome waits until
// the member leaves the flow (Cancel, to Home).
test('a first sign-in through a game’s sign-in: no welcome over the consent screen, then the welcome', async ({
  page,
  request,
}) => {
  const email = `first.game.${Date.now()}.${Math.floor(Math.random() * 1e6)}@signup.test`;
  const password = 'Fresh#2026pass';
  await page.goto(`/login/game?gameId=${GAME.id}`);
  await page.getByRole('link', { name: t('gameSignIn.signIn'), exact: true }).click();
  await page.getByRole('link', { name: t('signUp.link'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/login/signup\\?gameId=${GAME.id}$`));
  await page.getByRole('textbox', { name: t('signUp.email'), exact: true }).fill(email);
  await page.getByLabel(t('signUp.password'), { exact: true }).fill(password);
  await page.getByLabel(t('signUp.confirmPassword'), { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: t('signUp.agree').replace(/<\/?\w+>/g, '') }).check();
  await page.getByRole('button', { name: t('signUp.submit'), exact: true }).click();
  await expect(page.getByText(t('verification.sentTo', { email }))).toBeVisible();
  await page
    .getByLabel(t('verification.code'), { exact: true })
    .fill(await mailedCode(request, email));
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/Member/Register');
  await page.getByRole('button', { name: t('verification.submit'), exact: true }).click();
  const body = (await (await answer).json()) as Envelope<LoginResult>;
  expect(body.status, `sign-up refused: ${body.message}`).toBe(0);
  expect(body.data.firstLogin).toBe(true);

  // Back on the game's consent screen: nothing covers it, and it answers at once.
  await expect(page).toHaveURL(new RegExp(`/login/game\\?gameId=${GAME.id}$`));
  const allow = page.getByRole('button', { name: t('gameSignIn.allow'), exact: true });
  await expect(allow).toBeVisible();
  const welcome = page.getByRole('dialog', { name: t('welcome.title') });
  // Popups load lazily: once nothing is loading any more, none has opened over the flow.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page
    .getByRole('checkbox', { name: t('gameSignIn.authorize', { game: GAME.name }) })
    .check({ timeout: 2_000 });
  await expect(welcome).toHaveCount(0);

  // The member leaves the flow: the waiting welcome shows, once.
  await page.getByRole('button', { name: t('gameSignIn.cancel'), exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(welcome).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await welcome.getByRole('button', { name: t('welcome.dismiss'), exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
