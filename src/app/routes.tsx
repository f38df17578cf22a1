// The router, built from the route table (src/config/routes.ts): each route's screen is loaded
// lazily from SCREENS below, a login page is guarded, a redirect-only route redirects.
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PATHS, ROUTE_LIST, type ScreenName } from '../config/routes';
import { AppShell } from './shell/app-shell';
import { RouteErrorPage } from './shell/route-error-page';
import { loadTextArea } from '../i18n/i18n';
import type { TextArea } from '../i18n/text-areas';
import type { Viewer } from '../shared/api/viewer';
import type { RouteReads } from '../shared/routing/route-reads';
import { withPreloads } from './screen-preloads';

type LazyScreen = NonNullable<RouteObject['lazy']> & (() => Promise<unknown>);

/** The text areas a screen reads, on its route's `handle`: the server renders with them. */
export type ScreenHandle = { textAreas: readonly TextArea[] };

/**
 * A screen's text areas load beside its own chunk, in parallel, active language only; the loader
 * keeps its areas for the route's `handle`.
 */
const withTexts = <T,>(areas: TextArea[], importView: () => Promise<T>) =>
  Object.assign(
    async (): Promise<T> => (await Promise.all([importView(), ...areas.map(loadTextArea)]))[0],
    { textAreas: areas },
  );

/**
 * A chunk failure that chunk-reload.ts answers with a reload resolves the import to undefined
 * (Vite's preload helper, event prevented). Left to the router, that would show an empty screen
 * and move the address bar while the page is being replaced: the navigation waits instead, its
 * progress bar showing, until the reload takes over.
 */
const untilReloaded =
  (load: () => Promise<unknown>): LazyScreen =>
  async () =>
    (await load()) ?? new Promise<never>(() => {});

const handleOf = (load: LazyScreen & { textAreas?: readonly TextArea[] }): ScreenHandle => ({
  textAreas: load.textAreas ?? [],
});

/**
 * Each screen of the table: its module and the text areas it needs. One entry a line, in this
 * shape: scripts/size.mjs reads it to attribute each chunk to its routes.
 */
const SCREENS = {
  home: withTexts(['explore'], () => import('../features/explore/views/home/home-page')),
  signIn: withTexts(
    ['account', 'statuses'],
    () => import('../features/account/views/sign-in/sign-in-page'),
  ),
  activity: withTexts(
    ['account', 'statuses'],
    () => import('../features/help/views/activity/activity-page'),
  ),
  lang: () => import('../features/help/views/preferences/lang-page'),
  currency: () => import('../features/help/views/preferences/currency-page'),
  menu: withTexts(['account', 'statuses'], () => import('../features/help/views/menu/menu-page')),
  codeLogin: withTexts(
    ['account', 'statuses'],
    () => import('../features/account/views/code-login/code-login-page'),
  ),
  signUp: withTexts(
    ['account', 'statuses'],
    () => import('../features/account/views/sign-up/sign-up-page'),
  ),
  passwordReset: withTexts(
    ['account', 'statuses'],
    () => import('../features/account/views/password-reset/password-reset-page'),
  ),
  gameSignIn: withTexts(
    ['account', 'statuses'],
    () => import('../features/account/views/game-sign-in/game-sign-in-page'),
  ),
  reback: withTexts(
    ['account', 'statuses'],
    () => import('../features/account/views/reback/reback-page'),
  ),
  connectedGames: withTexts(
    ['account', 'statuses'],
    () => import('../features/profile/views/connected-games/connected-games-page'),
  ),
  invited: withTexts(
    ['account', 'statuses'],
    () => import('../features/profile/views/invited/invited-page'),
  ),
  changeEmail: withTexts(
    ['account', 'statuses'],
    () => import('../features/account/views/change-email/change-email-page'),
  ),
  changePassword: withTexts(
    ['account', 'statuses'],
    () => import('../features/account/views/change-password/change-password-page'),
  ),
  quests: withTexts(
    ['quests', 'statuses'],
    () => import('../features/quests/views/quests/quests-page'),
  ),
  majorEvents: withTexts(
    ['quests', 'statuses'],
    () => import('../features/quests/views/quests/major-events-page'),
  ),
  questers: withTexts(
    ['quests', 'statuses'],
    () => import('../features/quests/views/quests/questers-page'),
  ),
  winners: withTexts(
    ['quests', 'statuses'],
    () => import('../features/quests/views/quests/winners-page'),
  ),
  questDetail: withTexts(
    ['quests', 'statuses'],
    () => import('../features/quests/views/quests/quest-detail-page'),
  ),
  eventDetail: withTexts(
    ['quests', 'statuses'],
    () => import('../features/quests/views/quests/event-detail-page'),
  ),
  reward: withTexts(
    ['reward', 'statuses'],
    () => import('../features/reward/views/reward/reward-page'),
  ),
  lootbox: withTexts(
    ['lootbox', 'statuses'],
    () => import('../features/lootbox/views/lootbox/lootbox-page'),
  ),
  lootboxHistory: withTexts(
    ['lootbox', 'statuses'],
    () => import('../features/lootbox/views/lootbox/lootbox-history-page'),
  ),
  inventory: withTexts(
    ['lootbox', 'statuses'],
    () => import('../features/lootbox/views/inventory/inventory-page'),
  ),
  vault: withTexts(
    ['profile', 'statuses'],
    () => import('../features/profile/views/vault/vault-page'),
  ),
  vaultItem: withTexts(
    ['profile', 'statuses'],
    () => import('../features/profile/views/vault/vault-item-page'),
  ),
  leaderboard: withTexts(
    ['profile', 'statuses'],
    () => import('../features/profile/views/leaderboard/leaderboard-page'),
  ),
  redeem: withTexts(
    ['prizes', 'statuses'],
    () => import('../features/prizes/views/prizes/redeem-page'),
  ),
  exchangeRecords: withTexts(
    ['prizes', 'statuses'],
    () => import('../features/prizes/views/prizes/exchange-records-page'),
  ),
  profile: withTexts(
    ['profile', 'statuses'],
    () => import('../features/profile/views/profile/profile-page'),
  ),
  achievements: withTexts(
    ['profile', 'statuses'],
    () => import('../features/profile/views/achievements/achievements-page'),
  ),
  tickets: withTexts(
    ['profile', 'statuses'],
    () => import('../features/profile/views/achievements/tickets-page'),
  ),
  wallet: withTexts(
    ['wallet', 'statuses'],
    () => import('../features/wallet/views/wallet/wallet-page'),
  ),
  walletReceive: withTexts(
    ['wallet', 'statuses'],
    () => import('../features/wallet/views/wallet-receive/receive-page'),
  ),
  walletConvert: withTexts(
    ['wallet', 'statuses'],
    () => import('../features/wallet/views/wallet-convert/convert-page'),
  ),
  walletWithdraw: withTexts(
    ['wallet', 'statuses'],
    () => import('../features/wallet/views/wallet-withdraw/withdraw-page'),
  ),
  walletKyc: withTexts(
    ['wallet', 'statuses'],
    () => import('../features/wallet/views/wallet-kyc/kyc-page'),
  ),
  walletHistory: withTexts(
    ['wallet', 'statuses'],
    () => import('../features/wallet/views/wallet-history/history-page'),
  ),
  walletHistoryDetail: withTexts(
    ['wallet', 'statuses'],
    () => import('../features/wallet/views/wallet-history/history-detail-page'),
  ),
  setting: withTexts(
    ['help', 'account', 'statuses'],
    () => import('../features/help/views/setting/setting-page'),
  ),
  support: withTexts(
    ['help', 'account', 'statuses'],
    () => import('../features/help/views/support/support-page'),
  ),
  faq: withTexts(['help'], () => import('../features/help/views/documents/faq-page')),
  document: withTexts(['help'], () => import('../features/help/views/documents/document-page')),
  explore: withTexts(
    ['explore', 'statuses'],
    () => import('../features/explore/views/explore/explore-page'),
  ),
  gameDetail: withTexts(['explore', 'statuses'], () => import('./screens/game-detail')),
  newsDetail: withTexts(
    ['explore', 'statuses'],
    () => import('../features/explore/views/explore/news-detail-page'),
  ),
  notFound: () => import('../shared/components/placeholder/not-found-page'),
} satisfies Record<ScreenName | 'notFound', LazyScreen>;

/**
 * The screens whose first reads start beside their code (issue 30 item 2, decision 057): a small
 * module each, loaded by the route's loader in parallel with the screen's chunk.
 */
const READS: Partial<Record<ScreenName, () => Promise<{ reads: RouteReads }>>> = {
  home: () => import('../features/explore/views/home/home.reads'),
  explore: () => import('../features/explore/views/explore/explore.reads'),
  quests: () => import('../features/quests/views/quests/quests.reads'),
  questDetail: () => import('../features/quests/views/quests/quest-detail.reads'),
  reward: () => import('../features/reward/views/reward/reward.reads'),
  profile: () => import('../features/profile/views/profile/profile.reads'),
};

/**
 * What a route loader reads with: the app's query client, and who reads once that is known.
 * `untilRead`: the loader waits for the chained reads too (the server's render; the browser's
 * screen shows its skeleton instead).
 */
export type RouteReading = {
  client: QueryClient;
  viewer: () => Promise<Viewer>;
  untilRead?: boolean;
};

/** Under /login/ a member who already has an access token goes to /index, and so home (docs/product/app.md). */
export function createRoutes(hasAccessToken: () => boolean, reading?: RouteReading): RouteObject[] {
  const loginGuard = () => (hasAccessToken() ? redirect(PATHS.INDEX) : null);
  const readsLoader = (load: () => Promise<{ reads: RouteReads }>) =>
    async function loader({ request }: LoaderFunctionArgs) {
      if (!reading) return null;
      const [{ reads }, viewer] = await Promise.all([load(), reading.viewer()]);
      const chained = reads(reading.client, viewer, new URL(request.url));
      if (reading.untilRead) await chained;
      return null;
    };
  // Once per router: routes that share a screen share its loader.
  const screens = Object.fromEntries(
    Object.entries(SCREENS).map(([name, load]: [string, LazyScreen]) => [
      name,
      untilReloaded(withPreloads('SCREENS', name, load)),
    ]),
  ) as Record<keyof typeof SCREENS, LazyScreen>;
  const tableRoutes = ROUTE_LIST.map((route): RouteObject => {
    if (route.screen === null) {
      const to = route.redirectTo;
      return route.path === PATHS.ROOT
        ? { index: true, loader: () => redirect(to) }
        : { path: route.path, loader: () => redirect(to) };
    }
    const readsOf = READS[route.screen];
    const reads = readsOf && withPreloads('READS', route.screen, readsOf);
    return {
      path: route.path,
      handle: handleOf(SCREENS[route.screen]),
      ...(route.access === 'signedOut' ? { loader: loginGuard } : {}),
      // A static loader runs beside `lazy`: the reads leave while the screen's chunk loads.
      ...(reads ? { loader: readsLoader(reads) } : {}),
      lazy: screens[route.screen],
    };
  });
  return [
    {
      path: PATHS.ROOT,
      Component: AppShell,
      // Nothing to show while the first lazy screen loads: the shell is static HTML until then.
      HydrateFallback: () => null,
      // A failure of the shell itself; a screen's failure is caught below, inside the shell.
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          // Pathless: keeps header and nav around a screen that failed to load or render.
          ErrorBoundary: RouteErrorPage,
          children: [
            ...tableRoutes,
            // Anything else under /login/ follows the same rule, then is not found.
            { path: `${PATHS.LOGIN}/*`, loader: loginGuard, lazy: screens.notFound },
            { path: '*', lazy: screens.notFound },
          ],
        },
      ],
    },
  ];
}
