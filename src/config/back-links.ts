// Where each screen's back link goes (issue 28 item 13): its parent screen and the text key of that
// parent's name, so "Back to …" reads one way on every screen and an app installed without browser
// buttons can always be left upwards. Only the lazy screens read it (through
// src/shared/components/back-link.tsx): nothing on the first route may import it (its size budget).
// Imports nothing, like routes.ts. tests/e2e/app/screens.spec.ts checks every screen's link against
// its own list (tests/e2e/support/back-links.ts), not this map, so a wrong entry here fails.

export type BackPlace = {
  readonly to: string;
  /** A text key in the always-loaded `common` area: the parent's name. */
  readonly place: string;
};

// The parents' names are their page titles where one exists (`titles.*`), else `back.places.*`.
const PROFILE = { to: '/profile', place: 'titles.profile' } as const;
const WALLET = { to: '/profile/wallet', place: 'back.places.wallet' } as const;
const MENU = { to: '/menu', place: 'titles.menu' } as const;
const HOME = { to: '/home', place: 'titles.home' } as const;
const EXPLORE = { to: '/explore', place: 'titles.explore' } as const;
const REWARD = { to: '/reward', place: 'titles.reward' } as const;
const QUESTS = { to: '/quests', place: 'titles.quests' } as const;

export const BACK_LINKS: Readonly<Record<string, BackPlace>> = {
  '/profile/invited': PROFILE,
  '/profile/inventory': PROFILE,
  '/profile/achievements': PROFILE,
  '/profile/tickets': PROFILE,
  '/profile/vault': PROFILE,
  '/profile/vault/item': { to: '/profile/vault', place: 'back.places.vault' },
  '/profile/leaderboard': PROFILE,
  '/profile/wallet': PROFILE,
  '/profile/wallet/receive': WALLET,
  '/profile/wallet/convert': WALLET,
  '/profile/wallet/withdraw': WALLET,
  '/profile/wallet/kyc': WALLET,
  '/profile/wallet/history': WALLET,
  '/profile/wallet/history/detail': {
    to: '/profile/wallet/history',
    place: 'back.places.history',
  },
  '/lootbox': PROFILE,
  '/lootbox/list': { to: '/lootbox', place: 'titles.lootbox' },
  '/menu': PROFILE,
  '/menu/games': MENU,
  '/menu/setting': MENU,
  '/menu/support': MENU,
  '/menu/email': MENU,
  '/menu/password': MENU,
  '/lang': MENU,
  '/currency': MENU,
  '/faq': MENU,
  '/terms': MENU,
  '/policy': MENU,
  '/quests/major': QUESTS,
  '/quests/desc': QUESTS,
  '/quests/event_desc': { to: '/quests/major', place: 'back.places.majorEvents' },
  '/reward/redeem': REWARD,
  '/reward/history': REWARD,
  '/explore': HOME,
  '/explore/game': EXPLORE,
  '/explore/news': EXPLORE,
  '/activity': HOME,
};

/** The parent of a pathname (a trailing slash ignored), or undefined for a screen without one. */
export function backFor(pathname: string): BackPlace | undefined {
  return BACK_LINKS[pathname.replace(/\/+$/, '') || '/'];
}
