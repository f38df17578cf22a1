// Every built route of the app (the route table, src/config/routes.ts), as the layout and
// accessibility specs visit them: signed out for what a visitor sees, signed in as the demo member
// for what a member sees, plus the popups of the shell. A route added to the table joins both lists
// by default: a redirect-only row is skipped, a login page is visited signed out only.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PATHS, ROUTE_LIST } from '../../../src/config/routes.ts';
import type { Envelope, LoginResult } from './session';
import { escapeRegExp, t } from './texts';

export type Screen = {
  /** Shown in the test title and in failure messages. */
  name: string;
  /** What the browser opens (a path, with a query where the screen needs one). */
  url: string;
  /** The pathname the page must still be on once settled (a redirect means the list is stale). */
  path: string;
  signedIn: boolean;
  /** Run once the page has settled: opens a popup whose content is then what is measured. */
  open?: (page: Page) => Promise<void>;
};

/** Routes whose only job is to redirect (docs/product/app.md): nothing to look at. */
const REDIRECT_ONLY: readonly string[] = ROUTE_LIST.filter((r) => r.screen === null).map(
  (r) => r.path,
);
/** Login pages send a signed-in member to /index, then /home (src/app/routes.tsx). */
const SIGNED_OUT_ONLY: readonly string[] = [
  ...ROUTE_LIST.filter((r) => r.access === 'signedOut').map((r) => r.path),
  // Not a login page, but its screen is a visitor's: without a code it shows its failure at once.
  PATHS.REBACK,
];
/** Routes that need a query to show their screen rather than an error. */
const QUERIES: Partial<Record<string, string>> = {
  [PATHS.GAME_SIGN_IN]: '?gameId=1',
  [PATHS.QUEST_DESC]: '?id=1',
  [PATHS.QUEST_EVENT_DESC]: '?id=1',
  // The demo member's first vault item (the seed writes it first).
  [PATHS.PROFILE_VAULT_ITEM]: '?id=1',
  // The first seeded game (Ember Realms: quests, social links, Open in app) and news item.
  [PATHS.GAME_DETAIL]: '?id=1',
  [PATHS.NEWS_DETAIL]: '?id=1',
};
/** Not a route of the app: the not-found screen. */
const NOT_FOUND_PATH = '/no-such-page';

const dialog = (page: Page, titleKey: string) =>
  page.getByRole('dialog', { name: t(titleKey), exact: true });

/** Taps the button named `name` (whole name, or its start for a RegExp), then waits for the popup. */
async function openPopup(page: Page, name: string | RegExp, titleKey: string) {
  await page.getByRole('button', { name, exact: typeof name === 'string' }).click();
  await expect(dialog(page, titleKey)).toBeVisible();
}

const POPUPS: readonly Screen[] = [
  {
    name: 'login prompt popup',
    url: PATHS.HOME,
    path: PATHS.HOME,
    signedIn: false,
    open: (page) => openPopup(page, t('nav.login'), 'loginPrompt.title'),
  },
  {
    name: 'recent activities popup',
    url: PATHS.HOME,
    path: PATHS.HOME,
    signedIn: true,
    // "Notifications" or "Notifications, 3 unread".
    open: (page) =>
      openPopup(page, new RegExp(`^${escapeRegExp(t('header.bell'))}`), 'activities.title'),
  },
  {
    name: 'invite popup',
    url: PATHS.PROFILE,
    path: PATHS.PROFILE,
    signedIn: true,
    open: (page) => openPopup(page, t('header.invite'), 'invite.title'),
  },
  {
    name: 'server help popup',
    url: PATHS.PROFILE,
    path: PATHS.PROFILE,
    signedIn: true,
    open: (page) => openPopup(page, t('header.serverHelp'), 'serverHelp.title'),
  },
  {
    name: 'logout confirmation popup',
    url: PATHS.MENU,
    path: PATHS.MENU,
    signedIn: true,
    // The bottom nav's entry: the menu's own action says Log out too.
    open: async (page) => {
      await page
        .getByRole('navigation', { name: t('nav.label') })
        .getByRole('button', { name: t('nav.exit'), exact: true })
        .click();
      await expect(dialog(page, 'logout.title')).toBeVisible();
    },
  },
];

/** Every screen to look at: each route signed out, each a member can open signed in, the popups. */
export function screens(): Screen[] {
  const list: Screen[] = [];
  for (const { path } of ROUTE_LIST) {
    if (REDIRECT_ONLY.includes(path)) continue;
    const url = `${path}${QUERIES[path] ?? ''}`;
    list.push({ name: url, url, path, signedIn: false });
    if (!SIGNED_OUT_ONLY.includes(path)) list.push({ name: url, url, path, signedIn: true });
  }
  list.push({ name: 'not found', url: NOT_FOUND_PATH, path: NOT_FOUND_PATH, signedIn: false });
  return [...list, ...POPUPS];
}

export function screenTitle(screen: Screen): string {
  return `${screen.name} (${screen.signedIn ? 'signed in' : 'signed out'})`;
}

/**
 * The page has settled: no request in flight for a moment, no loading bar, the route rendered,
 * web fonts in, and two frames painted after that.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.locator('.progress-bar')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** Opens `screen` in `page` (already signed in or not), settled, popup open if it has one. */
export async function showScreen(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.url);
  await settle(page);
  expect(new URL(page.url()).pathname, `${screen.url} redirected: update the route list`).toBe(
    screen.path,
  );
  if (screen.open) {
    await screen.open(page);
    await settle(page);
  }
}

const CONNECTED_GAMES_PATH = '/api/Member/ConnectedGames';
const GET_THIRD_TOKEN_PATH = '/api/Member/GetThirdToken';
const REVOKE_GAME_PATH = '/api/Member/RevokeGame';
/** The partnered games of the seed (server/db/seed-data.ts SEED_PARTNERS). */
const PARTNER_GAME_IDS = [1, 2];

/**
 * Gives `login`'s member connected games, so /menu/games shows its list, and returns a function
 * that takes back exactly the ones it added (other specs rely on the demo member's grants).
 */
export async function withConnectedGames(
  request: APIRequestContext,
  login: LoginResult,
): Promise<() => Promise<void>> {
  const headers = { Authorization: `Bearer ${login.access_token}`, DeviceType: 'pc' };
  const listed = (await (await request.get(CONNECTED_GAMES_PATH, { headers })).json()) as Envelope<
    { gameId: number }[]
  >;
  const had = new Set(listed.data.map((game) => game.gameId));
  const added = PARTNER_GAME_IDS.filter((id) => !had.has(id));
  for (const gameId of added) {
    const response = await request.post(GET_THIRD_TOKEN_PATH, {
      headers,
      data: { gameId, authorize: true },
    });
    const body = (await response.json()) as Envelope;
    expect(body.status, `${GET_THIRD_TOKEN_PATH}: ${body.message}`).toBe(0);
  }
  return async () => {
    for (const gameId of added) await request.post(REVOKE_GAME_PATH, { headers, data: { gameId } });
  };
}
