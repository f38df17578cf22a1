// The session machine's model (tests/model/fixtures/session.fixtures.ts), walked in Chromium against
// the built app and the real local API: one test per generated path (shortest paths extended to
// cover every transition), titled with the catalogue's path id. `-g <path id>` runs one path.
//
// Same executors and state assertions as tests/model/session.model.test.tsx, in the browser:
// - the Logout call is held with page.route; "done" lets it through to the real server
//   (route.continue); "error" is either no answer while the browser is offline
//   (context.setOffline, route.abort) or a server fault (route.fulfill with HTTP 500);
// - session.expire ends the session on the server, then the app's next call (on /activity, reached
//   by in-app navigation so the running actors stay) is refused and the app forgets the login.
import {
  expect,
  test,
  type APIRequestContext,
  type Page,
  type Request,
  type Route,
} from '@playwright/test';
import { sessionMachine, type SessionContext } from '../../../src/shared/machines/session.machine';
import { SEED_MEMBERS } from '../../../server/db/seed-data.ts';
import { runPath, type Executors, type StateAssertions } from '../../model/support/harness';
import { fixturePaths } from '../../model/support/model-fixture';
import { MEMBERS, sessionFixture } from '../../model/fixtures/session.fixtures';
import type { ModelPath } from '../../model/support/paths';
import { bottomNav, expectHomeMounted } from '../support/app';
import {
  apiLogin,
  DEMO,
  seedLogin,
  storedLoginInfo,
  type Envelope,
  type LoginInfo,
} from '../support/session';
import { t } from '../support/texts';
import {
  assertUniqueIds,
  navigateInApp,
  passedIds,
  pathTitle,
  recordPassed,
  replayTransitions,
} from './model-run';

const LOGOUT = '/api/Member/Logout';
const MEMBER_INFO = '/api/Member/MemberInfo';
const MACHINE_ID = sessionMachine.id;
const LUNA = SEED_MEMBERS.find((m) => m.email === MEMBERS.luna.email)!;

type Ctx = {
  page: Page;
  request: APIRequestContext;
  /** The app's Logout call, held by the route until a done/error step settles it. */
  heldLogout: { route: Route; request: Request } | null;
  /** With a `_token`: the app's check of it (MemberInfo), held until a done/error step. */
  heldCheck: Promise<Route> | null;
  /** The `_token` the app was opened with, if any (a real one of the demo member). */
  urlToken: string | null;
};

const button = (page: Page, key: string) => page.getByRole('button', { name: t(key), exact: true });
const dialogNamed = (page: Page, key: string) => page.getByRole('dialog', { name: t(key) });
const navButton = (page: Page, key: string) =>
  bottomNav(page).getByRole('button', { name: t(key), exact: true });

/** The first sign-in of the demo member opens the welcome popup (preferences, not this model). */
let firstSignInSpent = false;
async function spendFirstSignIn(request: APIRequestContext): Promise<void> {
  if (firstSignInSpent) return;
  await apiLogin(request);
  firstSignInSpent = true;
}

/** Opens the app the way the input case says and checks what the arrival itself must do. */
async function arrive(page: Page, request: APIRequestContext, path: ModelPath): Promise<Ctx> {
  const { inputCase } = path;
  const ctx: Ctx = { page, request, heldLogout: null, heldCheck: null, urlToken: null };
  if (inputCase.startsWith('urlToken')) {
    const stored =
      inputCase === 'urlTokenSameMember'
        ? await apiLogin(request)
        : inputCase === 'urlTokenOtherMember'
          ? await apiLogin(request, { email: LUNA.email, password: LUNA.password })
          : null;
    if (stored) await seedLogin(page, stored);
    ctx.urlToken = (await apiLogin(request)).access_token;
    // The app's first MemberInfo is the check of the link's token: held until a step settles it.
    ctx.heldCheck = new Promise<Route>((resolve) => {
      void page.route(`**${MEMBER_INFO}`, (route) => resolve(route), { times: 1 });
    });
    await page.goto(`/home?_token=${encodeURIComponent(ctx.urlToken)}&tab=1`, {
      waitUntil: 'commit',
    });
    return ctx;
  }
  switch (inputCase) {
    case 'visitor':
      await page.goto('/home');
      break;
    case 'storedLogin':
      await seedLogin(page, await apiLogin(request));
      await page.goto('/home');
      break;
    case 'staleApiLogin':
      // A real login, stored as the "api" login a `_token` link leaves behind.
      await seedLogin(page, { ...(await apiLogin(request)), uid: 'api' });
      await page.goto('/home');
      break;
    default:
      throw new Error(`no arrival for input case ${inputCase}`);
  }
  await expectHomeMounted(page);
  if (inputCase === 'staleApiLogin') expect(await storedLoginInfo(page)).toBeNull();
  return ctx;
}

/** Settles the held check of the link's token: on to the server, or no answer at all. */
async function settleCheck(ctx: Ctx, how: 'continue' | 'abort'): Promise<void> {
  if (!ctx.heldCheck) throw new Error(`no ${MEMBER_INFO} check is being held`);
  const route = await ctx.heldCheck;
  ctx.heldCheck = null;
  if (how === 'continue') await route.continue();
  else await route.abort('connectionfailed');
  await expectHomeMounted(ctx.page);
}

async function storedLogin(page: Page): Promise<LoginInfo> {
  const info = await storedLoginInfo(page);
  if (!info) throw new Error('expected a stored login');
  return info;
}

const executors: Executors<
  typeof sessionMachine,
  | 'xstate.done.actor.logout'
  | 'xstate.error.actor.logout'
  | 'xstate.done.actor.checkUrlToken'
  | 'xstate.error.actor.checkUrlToken',
  Ctx
> = {
  'xstate.done.actor.checkUrlToken': async (ctx, event) => {
    await settleCheck(ctx, 'continue');
    await expect(navButton(ctx.page, 'nav.exit')).toBeVisible();
    // Nobody was signed in: the link's token is stored as an "api" login.
    if ((event.output as { current: unknown }).current === null)
      expect(await storedLoginInfo(ctx.page)).toMatchObject({
        uid: 'api',
        access_token: ctx.urlToken,
      });
  },
  'xstate.error.actor.checkUrlToken': async (ctx, event) => {
    const { page, request } = ctx;
    const before = await storedLoginInfo(page);
    const isUnreachable = (event.error as { kind?: string }).kind === 'network';
    if (!isUnreachable) {
      // The link's session ends on the platform before the app's check reaches it: a revoked token.
      await request.post(LOGOUT, {
        data: { token: ctx.urlToken },
        headers: { Authorization: `Bearer ${ctx.urlToken}`, DeviceType: 'pc' },
      });
    }
    await settleCheck(ctx, isUnreachable ? 'abort' : 'continue');
    const key = isUnreachable ? 'urlToken.unchecked' : 'urlToken.refused';
    await expect(page.getByText(t(key), { exact: true })).toBeVisible();
    expect(await storedLoginInfo(page)).toEqual(before);
  },
  'accountSwitch.continue': async ({ page, urlToken }) => {
    await dialogNamed(page, 'urlToken.switchTitle')
      .getByRole('button', {
        name: t('urlToken.continueAs', { name: MEMBERS.demo.nickname }),
        exact: true,
      })
      .click();
    await expect.poll(() => storedLoginInfo(page)).toMatchObject({ access_token: urlToken });
  },
  'accountSwitch.stay': async ({ page }) => {
    const before = await storedLoginInfo(page);
    await dialogNamed(page, 'urlToken.switchTitle')
      .getByRole('button', { name: t('urlToken.stayAs', { name: LUNA.nickname }), exact: true })
      .click();
    await expect(dialogNamed(page, 'urlToken.switchTitle')).toHaveCount(0);
    expect(await storedLoginInfo(page)).toEqual(before);
  },
  'loginPrompt.open': ({ page }) => navButton(page, 'nav.login').click(),
  'loginPrompt.close': ({ page }) =>
    dialogNamed(page, 'loginPrompt.title')
      .getByRole('button', { name: t('loginPrompt.cancel'), exact: true })
      .click(),
  'loginPrompt.confirm': async ({ page }) => {
    await dialogNamed(page, 'loginPrompt.title')
      .getByRole('button', { name: t('loginPrompt.confirm'), exact: true })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  },
  'session.signIn': async ({ page }) => {
    if (new URL(page.url()).pathname !== '/login') await navigateInApp(page, '/login');
    await page.getByRole('textbox', { name: t('signIn.email'), exact: true }).fill(DEMO.email);
    await page.getByLabel(t('signIn.password'), { exact: true }).fill(DEMO.password);
    await button(page, 'signIn.submit').click();
    await expect(navButton(page, 'nav.exit')).toBeVisible();
  },
  'session.expire': async ({ page, request }) => {
    // The platform forgets the session (a `_token` login's token is its access token, accepted as
    // the session token); the next call the app makes is refused with tokenInvalid.
    const info = await storedLogin(page);
    const ended = await request.post(LOGOUT, {
      data: { token: info.token },
      headers: { Authorization: `Bearer ${info.access_token}`, DeviceType: 'pc' },
    });
    const body = (await ended.json()) as Envelope;
    expect(body.status, `ending the session on the server: ${body.message}`).toBe(0);
    await navigateInApp(page, '/activity');
    await expect.poll(() => storedLoginInfo(page), { timeout: 7_500 }).toBeNull();
    await navigateInApp(page, '/home');
  },
  // Another tab of the app logs out: a real second page of the same origin removes the stored
  // login, and the browser tells this page with a storage event.
  'session.endedElsewhere': async ({ page }) => {
    const other = await page.context().newPage();
    try {
      await other.goto('/api/Platform/Status');
      await other.evaluate(() => localStorage.removeItem('loginInfo'));
    } finally {
      await other.close();
    }
    await expect(navButton(page, 'nav.login')).toBeVisible();
  },
  'logout.request': ({ page }) => navButton(page, 'nav.exit').click(),
  'logout.cancel': ({ page }) =>
    dialogNamed(page, 'logout.title')
      .getByRole('button', { name: t('logout.cancel'), exact: true })
      .click(),
  'logout.confirm': async (ctx) => {
    const { page } = ctx;
    let hold: (held: { route: Route; request: Request }) => void = () => {};
    const arrived = new Promise<{ route: Route; request: Request }>((resolve) => (hold = resolve));
    // Registered before the click; the handler keeps the route pending until a done/error step.
    await page.route(`**${LOGOUT}`, (route, request) => hold({ route, request }), { times: 1 });
    await dialogNamed(page, 'logout.title')
      .getByRole('button', { name: t('logout.confirm'), exact: true })
      .click();
    ctx.heldLogout = await within(arrived, 5_000, `the app's ${LOGOUT} call never came`);
  },
  'xstate.done.actor.logout': async (ctx) => {
    const { page } = ctx;
    const held = takeHeld(ctx);
    const answered = page.waitForResponse((r) => r.request() === held.request);
    await held.route.continue();
    expect((await answered).ok()).toBe(true);
    await expect.poll(() => storedLoginInfo(page)).toBeNull();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  },
  'xstate.error.actor.logout': async (ctx, event) => {
    const { page } = ctx;
    const held = takeHeld(ctx);
    if ((event.error as { kind?: string }).kind === 'offline') {
      // The browser goes offline and the call gets no answer: the login is forgotten here anyway,
      // with no notice (nothing to retry), and the member lands on /login.
      await page.context().setOffline(true);
      try {
        await held.route.abort('internetdisconnected');
        await expect.poll(() => storedLoginInfo(page)).toBeNull();
        await expect(page).toHaveURL((url) => url.pathname === '/login');
        await expect(page.getByText(t('offline.failed'), { exact: true })).toHaveCount(0);
      } finally {
        await page.context().setOffline(false);
      }
      // This spec blocks service workers, so what the sign-in screen needs may not have loaded
      // offline (with the worker it is precached: tests/e2e/pwa.spec.ts). Back online, the member
      // goes on from Home, signed out.
      await navigateInApp(page, '/home');
      return;
    }
    // The platform answers with an error: only the popup closes; the member is still signed in and
    // told what happened.
    await held.route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"statusCode":500,"error":"Internal Server Error"}',
    });
    await expect(dialogNamed(page, 'logout.title')).toHaveCount(0);
    await expect(page.getByText(t('errors.generic'), { exact: true })).toBeVisible();
  },
};

function takeHeld(ctx: Ctx): { route: Route; request: Request } {
  const held = ctx.heldLogout;
  if (!held) throw new Error(`no ${LOGOUT} call is being held`);
  ctx.heldLogout = null;
  return held;
}

async function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const states: StateAssertions<Ctx> = {
  checkingUrlToken: async (ctx) => {
    // The token leaves the address bar before the platform is asked; nothing renders meanwhile.
    await ctx.heldCheck;
    await expect(ctx.page).toHaveURL((url) => url.pathname === '/home' && url.search === '?tab=1');
    await expect(bottomNav(ctx.page)).toHaveCount(0);
  },
  'signedIn.confirmingSwitch': async ({ page }, snapshot) => {
    const { accountSwitch } = snapshot.context as SessionContext;
    const dialog = dialogNamed(page, 'urlToken.switchTitle');
    await expect(dialog).toContainText(accountSwitch?.incoming.email ?? '');
    await expect(dialog).toContainText(accountSwitch?.current.email ?? '');
  },
  'signedOut.idle': async ({ page }) => {
    await expect(dialogNamed(page, 'loginPrompt.title')).toHaveCount(0);
    expect(await storedLoginInfo(page)).toBeNull();
    if (new URL(page.url()).pathname === '/login')
      await expect(button(page, 'signIn.submit')).toBeVisible();
    else await expect(navButton(page, 'nav.login')).toBeVisible();
  },
  'signedOut.promptingLogin': async ({ page }) => {
    await expect(dialogNamed(page, 'loginPrompt.title')).toBeVisible();
  },
  'signedIn.idle': async ({ page }) => {
    await expect(navButton(page, 'nav.exit')).toBeVisible();
    await expect(dialogNamed(page, 'logout.title')).toHaveCount(0);
    expect(await storedLoginInfo(page)).not.toBeNull();
  },
  'signedIn.confirmingLogout': async ({ page }) => {
    await expect(dialogNamed(page, 'logout.title')).toHaveAttribute('aria-busy', 'false');
  },
  'signedIn.loggingOut': async ({ page }) => {
    await expect(dialogNamed(page, 'logout.title')).toHaveAttribute('aria-busy', 'true');
  },
};

const paths = fixturePaths(sessionFixture);
assertUniqueIds(paths);

for (const path of paths) {
  test(pathTitle(path), async ({ page, request }) => {
    await spendFirstSignIn(request);
    const ctx = await arrive(page, request, path);
    try {
      await runPath(path, ctx, executors, states);
    } finally {
      // A Logout call still held (the session expired meanwhile) is dropped with the page.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
    recordPassed(MACHINE_ID, path.id);
  });
}

test(`coverage: the ${MACHINE_ID} paths that passed in this run take every transition`, async () => {
  const passed = passedIds(MACHINE_ID);
  const notPassed = paths.filter((p) => !passed.has(p.id)).map((p) => p.id);
  const recorder = await replayTransitions(
    sessionFixture,
    paths.filter((p) => passed.has(p.id)),
  );
  const missing = recorder.missing(sessionMachine);
  expect.soft(notPassed, 'paths that did not run or did not pass in this run').toEqual([]);
  expect.soft(missing.states, 'states no passed path reaches').toEqual([]);
  expect(missing.transitions, 'transitions no passed path takes').toEqual([]);
});
