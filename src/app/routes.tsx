// Every route of spec §2, each screen loaded lazily. Titles live in src/config/routes.ts.
import { redirect, type RouteObject } from 'react-router';
import { PATHS } from '../config/routes';
import { AppShell } from '../views/shell/app-shell';

const placeholder = () => import('../views/placeholder/placeholder-page');

const PLACEHOLDER_PATHS = [
  PATHS.LOGIN_CODE,
  PATHS.REBACK,
  PATHS.LOOTBOX,
  PATHS.LOOTBOX_LIST,
  PATHS.QUESTS,
  PATHS.QUESTS_MAJOR,
  PATHS.QUEST_DESC,
  PATHS.QUEST_EVENT_DESC,
  PATHS.QUESTER,
  PATHS.WINNER,
  PATHS.PROFILE,
  PATHS.PROFILE_INVITED,
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
      children: [
        { index: true, loader: () => redirect(PATHS.HOME) },
        { path: PATHS.INDEX, loader: () => redirect(PATHS.HOME) },
        { path: PATHS.HOME, lazy: () => import('../views/home/home-page') },
        {
          path: PATHS.LOGIN,
          loader: loginGuard,
          lazy: () => import('../views/sign-in/sign-in-page'),
        },
        { path: PATHS.ACTIVITY, lazy: () => import('../views/activity/activity-page') },
        { path: PATHS.LANG, lazy: () => import('../views/preferences/lang-page') },
        { path: PATHS.CURRENCY, lazy: () => import('../views/preferences/currency-page') },
        { path: PATHS.MENU, lazy: () => import('../views/menu/menu-page') },
        ...PLACEHOLDER_PATHS.map((path) => ({
          path,
          lazy: placeholder,
          ...(path === PATHS.LOGIN_CODE ? { loader: loginGuard } : {}),
        })),
        // Anything else under /login/ follows the same rule, then is not found.
        {
          path: `${PATHS.LOGIN}/*`,
          loader: loginGuard,
          lazy: () => import('../views/placeholder/not-found-page'),
        },
        { path: '*', lazy: () => import('../views/placeholder/not-found-page') },
      ],
    },
  ];
}
