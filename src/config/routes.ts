// The route table (docs/architecture.md "Routes are defined once"): every route of docs/product/app.md, once, with
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
  /** `signedOut`: a login page; a member with a stored access token is sent to /index (docs/product/app.md). */
  readonly access: 'anyone' | 'signedOut';
  /** The bottom nav shows (docs/product/app.md "Shell": hidden on /policy, /terms and the login pages). */
  readonly nav: boolean;
  /**
   * An account flow: info popups (the welcome popup) wait until the member leaves it, so none
   * covers its screen (issue 10 item 8; src/machines/popup-queue.machine.ts).
   */
  readonly flow?: true;
};

/** The common row: a screen anyone may open, under the bottom nav (written once: it ships first). */
const page = <const P extends string, const T extends string, const S extends string>(
  path: P,
  title: T,
  screen: S,
) => ({ path, title, screen, access: 'anyone', nav: true }) as const;

export const ROUTES = {
  ROOT: { path: '/', title: null, screen: null, redirectTo: '/home', access: 'anyone', nav: true },
  HOME: page('/home', 'titles.home', 'home'),
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
  LOOTBOX: page('/lootbox', 'titles.lootbox', 'lootbox'),
  LOOTBOX_LIST: {
    path: '/lootbox/list',
    title: null,
    screen: 'lootboxHistory',
    access: 'anyone',
    nav: true,
  },
  QUESTS: page('/quests', 'titles.quests', 'quests'),
  QUESTS_MAJOR: page('/quests/major', 'titles.quests', 'majorEvents'),
  QUEST_DESC: page('/quests/desc', 'titles.quest', 'questDetail'),
  QUEST_EVENT_DESC: page('/quests/event_desc', 'titles.quest', 'eventDetail'),
  QUESTER: page('/quests/quester', 'titles.quester', 'questers'),
  WINNER: page('/quests/winner', 'titles.winner', 'winners'),
  PROFILE: page('/profile', 'titles.profile', 'profile'),
  PROFILE_INVITED: page('/profile/invited', 'titles.invited', 'invited'),
  PROFILE_INVENTORY: page('/profile/inventory', 'titles.profile', 'inventory'),
  PROFILE_ACHIEVEMENTS: page('/profile/achievements', 'titles.profile', 'achievements'),
  PROFILE_TICKETS: page('/profile/tickets', 'titles.profile', 'tickets'),
  PROFILE_VAULT: page('/profile/vault', 'titles.profile', 'vault'),
  PROFILE_VAULT_ITEM: page('/profile/vault/item', 'titles.profile', 'vaultItem'),
  PROFILE_LEADERBOARD: page('/profile/leaderboard', 'titles.profile', 'leaderboard'),
  WALLET: page('/profile/wallet', 'titles.profile', 'wallet'),
  WALLET_RECEIVE: page('/profile/wallet/receive', 'titles.profile', 'walletReceive'),
  WALLET_CONVERT: page('/profile/wallet/convert', 'titles.profile', 'walletConvert'),
  WALLET_WITHDRAW: page('/profile/wallet/withdraw', 'titles.profile', 'walletWithdraw'),
  WALLET_KYC: page('/profile/wallet/kyc', 'titles.profile', 'walletKyc'),
  WALLET_HISTORY: page('/profile/wallet/history', 'titles.profile', 'walletHistory'),
  WALLET_HISTORY_DETAIL: page(
    '/profile/wallet/history/detail',
    'titles.profile',
    'walletHistoryDetail',
  ),
  MENU: page('/menu', 'titles.menu', 'menu'),
  CONNECTED_GAMES: page('/menu/games', 'titles.connectedGames', 'connectedGames'),
  SETTING: page('/menu/setting', 'titles.menu', 'setting'),
  SUPPORT: page('/menu/support', 'titles.menu', 'support'),
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
    screen: 'document',
    access: 'anyone',
    nav: false,
  },
  TERMS: {
    path: '/terms',
    title: 'titles.menu',
    screen: 'document',
    access: 'anyone',
    nav: false,
  },
  FAQ: page('/faq', 'titles.menu', 'faq'),
  EXPLORE: page('/explore', 'titles.explore', 'explore'),
  GAME_DETAIL: page('/explore/game', 'titles.explore', 'gameDetail'),
  NEWS_DETAIL: page('/explore/news', 'titles.explore', 'newsDetail'),
  CURRENCY: page('/currency', 'titles.currency', 'currency'),
  LANG: page('/lang', 'titles.lang', 'lang'),
  ACTIVITY: page('/activity', 'titles.activity', 'activity'),
  REWARD: page('/reward', 'titles.reward', 'reward'),
  REWARD_HISTORY: page('/reward/history', 'titles.reward', 'exchangeRecords'),
  REWARD_REDEEM: page('/reward/redeem', 'titles.reward', 'redeem'),
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

/** The bottom nav hides on these (docs/product/app.md "Shell"). */
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
