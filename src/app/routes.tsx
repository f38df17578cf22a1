// Every route of spec §2, each screen loaded lazily. Titles live in src/config/routes.ts.
import { redirect, type RouteObject } from 'react-router';
import { PATHS } from '../config/routes';
import { AppShell } from '../views/shell/app-shell';
import { RouteErrorPage } from '../views/shell/route-error-page';
import { loadTextArea } from '../i18n/i18n';
import type { TextArea } from '../i18n/text-areas';

/** A screen's text areas load beside its own chunk, in parallel, active language only. */
const withTexts =
  <T,>(areas: TextArea[], importView: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([importView(), ...areas.map(loadTextArea)]))[0];

const placeholder = () => import('../views/placeholder/placeholder-page');

const PLACEHOLDER_PATHS = [
  PATHS.LOOTBOX,
  PATHS.LOOTBOX_LIST,
  PATHS.QUESTS,
  PATHS.QUESTS_MAJOR,
  PATHS.QUEST_DESC,
  PATHS.QUEST_EVENT_DESC,
  PATHS.QUESTER,
  PATHS.WINNER,
  PATHS.PROFILE,
  PATHS.PROFILE_INVENTORY,
  PATHS.POLICY,
  PATHS.TERMS,
  PATHS.FAQ,
  PATHS.REWARD,
  PATHS.REWARD_HISTORY,
  PATHS.REWARD_REDEEM,
];

/** Under /login/ a member who already has an access token goes to /index, and so home (spec §2). */
export function createRoutes(hasAccessToken: () => boolean): RouteObject[] {
  const loginGuard = () => (hasAccessToken() ? redirect(PATHS.INDEX) : null);
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
            { index: true, loader: () => redirect(PATHS.HOME) },
            { path: PATHS.INDEX, loader: () => redirect(PATHS.HOME) },
            { path: PATHS.HOME, lazy: () => import('../views/home/home-page') },
            {
              path: PATHS.LOGIN,
              loader: loginGuard,
              lazy: withTexts(
                ['account', 'statuses'],
                () => import('../views/sign-in/sign-in-page'),
              ),
            },
            { path: PATHS.ACTIVITY, lazy: () => import('../views/activity/activity-page') },
            { path: PATHS.LANG, lazy: () => import('../views/preferences/lang-page') },
            { path: PATHS.CURRENCY, lazy: () => import('../views/preferences/currency-page') },
            {
              path: PATHS.MENU,
              lazy: withTexts(['account', 'statuses'], () => import('../views/menu/menu-page')),
            },
            {
              path: PATHS.LOGIN_CODE,
              loader: loginGuard,
              lazy: withTexts(
                ['account', 'statuses'],
                () => import('../views/code-login/code-login-page'),
              ),
            },
            {
              path: PATHS.SIGN_UP,
              loader: loginGuard,
              lazy: withTexts(
                ['account', 'statuses'],
                () => import('../views/sign-up/sign-up-page'),
              ),
            },
            {
              path: PATHS.FORGOT_PASSWORD,
              loader: loginGuard,
              lazy: withTexts(
                ['account', 'statuses'],
                () => import('../views/password-reset/password-reset-page'),
              ),
            },
            // Not guarded: a signed-in member is asked for consent straight away.
            {
              path: PATHS.GAME_SIGN_IN,
              lazy: withTexts(
                ['account', 'statuses'],
                () => import('../views/game-sign-in/game-sign-in-page'),
              ),
            },
            {
              path: PATHS.REBACK,
              lazy: withTexts(['account', 'statuses'], () => import('../views/reback/reback-page')),
            },
            {
              path: PATHS.CONNECTED_GAMES,
              lazy: withTexts(
                ['account', 'statuses'],
                () => import('../views/connected-games/connected-games-page'),
              ),
            },
            {
              path: PATHS.PROFILE_INVITED,
              lazy: withTexts(
                ['account', 'statuses'],
                () => import('../views/invited/invited-page'),
              ),
            },
            {
              path: PATHS.CHANGE_EMAIL,
              lazy: withTexts(
                ['account', 'statuses'],
                () => import('../views/change-email/change-email-page'),
              ),
            },
            {
              path: PATHS.CHANGE_PASSWORD,
              lazy: withTexts(
                ['account', 'statuses'],
                () => import('../views/change-password/change-password-page'),
              ),
            },
            ...PLACEHOLDER_PATHS.map((path) => ({ path, lazy: placeholder })),
            // Anything else under /login/ follows the same rule, then is not found.
            {
              path: `${PATHS.LOGIN}/*`,
              loader: loginGuard,
              lazy: () => import('../views/placeholder/not-found-page'),
            },
            { path: '*', lazy: () => import('../views/placeholder/not-found-page') },
          ],
        },
      ],
    },
  ];
}
