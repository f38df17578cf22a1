// The route table (shared/DESIGN.md "Routes are defined once"): every route of spec §2, once, with
// its page title's i18n key (null: no title, so no header), the screen it lazily loads (null: it only
// redirects), who may open it, and whether the bottom nav shows. The router (src/app/routes.tsx),
// the header and nav (src/views/shell), the static shell (scripts/vite/static-shell.ts), the size
// report (scripts/size.mjs) and the browser tests (tests/e2e/support/routes.ts) all read it.
// Titles are literal values (`as const`), so each is checked to be a key of the texts where it is
// translated. Imports nothing: machines, the server and build scripts read it under plain Node.

type RouteRow = {
  readonly path: string;
  readonly title: string | null;
  /**
   * The screen the router loads lazily (src/app/routes.tsx `SCREENS` gives each its module and text
   * areas), or null for a route that only redirects (`redirectTo`).
   */
  readonly screen: string | null;
  readonly redirectTo?: string;
  /** `signedOut`: a login page; a member with a stored access token is sent to /index (spec §2). */
  readonly access: 'anyone' | 'signedOut';
  /** The bottom nav shows (spec §2 "Shell": hidden on /policy, /terms and the login pages). */
  readonly nav: boolean;
  /**
   * An account flow: info popups (the welcome popup) wait until the member leaves it, so none
   * covers its screen (issue 10 item 8; src/machines/popup-queue.machine.ts).
   */
  readonly flow?: true;
};

export const ROUTES = {
  ROOT: { path: '/', title: null, screen: null, redirectTo: '/home', access: 'anyone', nav: true },
  HOME: { path: '/home', title: 'titles.home', screen: 'home', access: 'anyone', nav: true },
  INDEX: {
    path: '/index',
    title: null,
    screen: null,
    redirectTo: '/home',
    access: 'anyone',
    nav: true,
  },
  REBACK: {
    path: '/reback',
    title: null,
    screen: 'reback',
    access: 'anyone',
    nav: false,
    flow: true,
  },
  LOGIN: {
    path: '/login',
    title: null,
    screen: 'signIn',
    access: 'signedOut',
    nav: false,
    flow: true,
  },
  LOGIN_CODE: {
    path: '/login/loginCode',
    title: null,
    screen: 'codeLogin',
    access: 'signedOut',
    nav: false,
    flow: true,
  },
  SIGN_UP: {
    path: '/login/signup',
    title: null,
    screen: 'signUp',
    access: 'signedOut',
    nav: false,
    flow: true,
  },
  FORGOT_PASSWORD: {
    path: '/login/forgot',
    title: null,
    screen: 'passwordReset',
    access: 'signedOut',
    nav: false,
    flow: true,
  },
  // Not signed-out only: a signed-in member is asked for consent straight away.
  GAME_SIGN_IN: {
    path: '/login/game',
    title: null,
    screen: 'gameSignIn',
    access: 'anyone',
    nav: false,
    flow: true,
  },
  LOOTBOX: {
    path: '/lootbox',
    title: 'titles.lootbox',
    screen: 'lootbox',
    access: 'anyone',
    nav: true,
  },
  LOOTBOX_LIST: {
    path: '/lootbox/list',
    title: null,
    screen: 'lootboxHistory',
    access: 'anyone',
    nav: true,
  },
  QUESTS: {
    path: '/quests',
    title: 'titles.quests',
    screen: 'quests',
    access: 'anyone',
    nav: true,
  },
  QUESTS_MAJOR: {
    path: '/quests/major',
    title: 'titles.quests',
    screen: 'majorEvents',
    access: 'anyone',
    nav: true,
  },
  QUEST_DESC: {
    path: '/quests/desc',
    title: 'titles.quest',
    screen: 'questDetail',
    access: 'anyone',
    nav: true,
  },
  QUEST_EVENT_DESC: {
    path: '/quests/event_desc',
    title: 'titles.quest',
    screen: 'eventDetail',
    access: 'anyone',
    nav: true,
  },
  QUESTER: {
    path: '/quests/quester',
    title: 'titles.quester',
    screen: 'questers',
    access: 'anyone',
    nav: true,
  },
  WINNER: {
    path: '/quests/winner',
    title: 'titles.winner',
    screen: 'winners',
    access: 'anyone',
    nav: true,
  },
  PROFILE: {
    path: '/profile',
    title: 'titles.profile',
    screen: 'profile',
    access: 'anyone',
    nav: true,
  },
  PROFILE_INVITED: {
    path: '/profile/invited',
    title: 'titles.invited',
    screen: 'invited',
    access: 'anyone',
    nav: true,
  },
  PROFILE_INVENTORY: {
    path: '/profile/inventory',
    title: 'titles.profile',
    screen: 'inventory',
    access: 'anyone',
    nav: true,
  },
  PROFILE_ACHIEVEMENTS: {
    path: '/profile/achievements',
    title: 'titles.profile',
    screen: 'achievements',
    access: 'anyone',
    nav: true,
  },
  PROFILE_TICKETS: {
    path: '/profile/tickets',
    title: 'titles.profile',
    screen: 'tickets',
    access: 'anyone',
    nav: true,
  },
  PROFILE_VAULT: {
    path: '/profile/vault',
    title: 'titles.profile',
    screen: 'vault',
    access: 'anyone',
    nav: true,
  },
  PROFILE_VAULT_ITEM: {
    path: '/profile/vault/item',
    title: 'titles.profile',
    screen: 'vaultItem',
    access: 'anyone',
    nav: true,
  },
  PROFILE_LEADERBOARD: {
    path: '/profile/leaderboard',
    title: 'titles.profile',
    screen: 'leaderboard',
    access: 'anyone',
    nav: true,
  },
  MENU: { path: '/menu', title: 'titles.menu', screen: 'menu', access: 'anyone', nav: true },
  CONNECTED_GAMES: {
    path: '/menu/games',
    title: 'titles.connectedGames',
    screen: 'connectedGames',
    access: 'anyone',
    nav: true,
  },
  CHANGE_EMAIL: {
    path: '/menu/email',
    title: 'titles.changeEmail',
    screen: 'changeEmail',
    access: 'anyone',
    nav: true,
    flow: true,
  },
  CHANGE_PASSWORD: {
    path: '/menu/password',
    title: 'titles.changePassword',
    screen: 'changePassword',
    access: 'anyone',
    nav: true,
    flow: true,
  },
  POLICY: {
    path: '/policy',
    title: 'titles.menu',
    screen: 'placeholder',
    access: 'anyone',
    nav: false,
  },
  TERMS: {
    path: '/terms',
    title: 'titles.menu',
    screen: 'placeholder',
    access: 'anyone',
    nav: false,
  },
  FAQ: { path: '/faq', title: 'titles.menu', screen: 'placeholder', access: 'anyone', nav: true },
  CURRENCY: {
    path: '/currency',
    title: 'titles.currency',
    screen: 'currency',
    access: 'anyone',
    nav: true,
  },
  LANG: { path: '/lang', title: 'titles.lang', screen: 'lang', access: 'anyone', nav: true },
  ACTIVITY: {
    path: '/activity',
    title: 'titles.activity',
    screen: 'activity',
    access: 'anyone',
    nav: true,
  },
  REWARD: {
    path: '/reward',
    title: 'titles.reward',
    screen: 'reward',
    access: 'anyone',
    nav: true,
  },
  REWARD_HISTORY: {
    path: '/reward/history',
    title: 'titles.reward',
    screen: 'exchangeRecords',
    access: 'anyone',
    nav: true,
  },
  REWARD_REDEEM: {
    path: '/reward/redeem',
    title: 'titles.reward',
    screen: 'redeem',
    access: 'anyone',
    nav: true,
  },
} as const satisfies Record<string, RouteRow>;

type Routes = typeof ROUTES;
export type RouteName = keyof Routes;
export type Route = Routes[RouteName];
export type AppPath = Route['path'];
/** The screens the router must give a lazy module (src/app/routes.tsx checks it has each). */
export type ScreenName = NonNullable<Route['screen']>;
export type RouteTitleKey = NonNullable<Route['title']>;

/** Every route, in table order. */
export const ROUTE_LIST: readonly Route[] = Object.values(ROUTES);

/** Route name → path, for links and navigation (`PATHS.HOME`). */
export const PATHS = Object.fromEntries(
  Object.entries(ROUTES).map(([name, route]) => [name, route.path]),
) as { readonly [Name in RouteName]: Routes[Name]['path'] };

/** The bottom nav hides on these (spec §2 "Shell"). */
export const NAV_HIDDEN_PATHS: readonly string[] = ROUTE_LIST.filter((route) => !route.nav).map(
  (route) => route.path,
);

const byPath = new Map<string, Route>(ROUTE_LIST.map((route) => [route.path, route]));

/** The route of a pathname (a trailing slash ignored), or undefined for an unknown one. */
export function routeFor(pathname: string): Route | undefined {
  return byPath.get(pathname.replace(/\/+$/, '') || '/');
}

export function isNavHidden(pathname: string): boolean {
  return routeFor(pathname)?.nav === false;
}

/** An account flow is on screen: info popups wait (the route table's `flow` column). */
export function isFlowScreen(pathname: string): boolean {
  return (routeFor(pathname) as RouteRow | undefined)?.flow === true;
}

export function titleKeyFor(pathname: string): RouteTitleKey | null {
  return routeFor(pathname)?.title ?? null;
}
