// Every route of spec §2 with the i18n key of its page title (null: no title, so no header).
export const PATHS = {
  ROOT: '/',
  HOME: '/home',
  INDEX: '/index',
  REBACK: '/reback',
  LOGIN: '/login',
  LOGIN_CODE: '/login/loginCode',
  SIGN_UP: '/login/signup',
  FORGOT_PASSWORD: '/login/forgot',
  GAME_SIGN_IN: '/login/game',
  LOOTBOX: '/lootbox',
  LOOTBOX_LIST: '/lootbox/list',
  QUESTS: '/quests',
  QUESTS_MAJOR: '/quests/major',
  QUEST_DESC: '/quests/desc',
  QUEST_EVENT_DESC: '/quests/event_desc',
  QUESTER: '/quests/quester',
  WINNER: '/quests/winner',
  PROFILE: '/profile',
  PROFILE_INVITED: '/profile/invited',
  PROFILE_INVENTORY: '/profile/inventory',
  MENU: '/menu',
  CONNECTED_GAMES: '/menu/games',
  CHANGE_EMAIL: '/menu/email',
  CHANGE_PASSWORD: '/menu/password',
  POLICY: '/policy',
  TERMS: '/terms',
  FAQ: '/faq',
  CURRENCY: '/currency',
  LANG: '/lang',
  ACTIVITY: '/activity',
  REWARD: '/reward',
  REWARD_HISTORY: '/reward/history',
  REWARD_REDEEM: '/reward/redeem',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

// Literal values (`as const`), so src/i18n/text-key.ts can prove each is a key of the texts.
export const ROUTE_TITLE_KEYS = {
  '/': null,
  '/home': 'titles.home',
  '/index': null,
  '/reback': null,
  '/login': null,
  '/login/loginCode': null,
  '/login/signup': null,
  '/login/forgot': null,
  '/login/game': null,
  '/lootbox': 'titles.lootbox',
  '/lootbox/list': null,
  '/quests': 'titles.quests',
  '/quests/major': 'titles.quests',
  '/quests/desc': 'titles.quest',
  '/quests/event_desc': 'titles.quest',
  '/quests/quester': 'titles.quester',
  '/quests/winner': 'titles.winner',
  '/profile': 'titles.profile',
  '/profile/invited': 'titles.invited',
  '/profile/inventory': 'titles.profile',
  '/menu': 'titles.menu',
  '/menu/games': 'titles.connectedGames',
  '/menu/email': 'titles.changeEmail',
  '/menu/password': 'titles.changePassword',
  '/policy': 'titles.menu',
  '/terms': 'titles.menu',
  '/faq': 'titles.menu',
  '/currency': 'titles.currency',
  '/lang': 'titles.lang',
  '/activity': 'titles.activity',
  '/reward': 'titles.reward',
  '/reward/history': null,
  '/reward/redeem': null,
} as const satisfies Record<AppPath, string | null>;

/** Routes flagged as login pages: the bottom nav hides on them (spec §2 "Shell"). */
export const LOGIN_PAGE_PATHS: readonly string[] = [
  PATHS.LOGIN,
  PATHS.LOGIN_CODE,
  PATHS.SIGN_UP,
  PATHS.FORGOT_PASSWORD,
  PATHS.GAME_SIGN_IN,
  PATHS.REBACK,
];

/** The bottom nav hides on these, plus every login page. */
export const NAV_HIDDEN_PATHS: readonly string[] = [PATHS.POLICY, PATHS.TERMS, ...LOGIN_PAGE_PATHS];

export function isNavHidden(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return NAV_HIDDEN_PATHS.includes(path);
}

export type RouteTitleKey = NonNullable<(typeof ROUTE_TITLE_KEYS)[AppPath]>;

export function titleKeyFor(pathname: string): RouteTitleKey | null {
  const path = (pathname.replace(/\/+$/, '') || '/') as AppPath;
  return ROUTE_TITLE_KEYS[path] ?? null;
}
