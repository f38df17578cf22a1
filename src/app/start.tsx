// The composition root's start: actors, entry redirect, router, render — in that order.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import {
  createAppActors,
  whenPreferencesReady,
  whenSessionResolved,
  type AppActorOptions,
} from './app-actors';
import { resolveEntryRedirect } from './boot';
import { createRoutes } from './routes';
import { persistence } from '../shared/machines/persistence';
import { addTexts, i18n, initI18n } from '../i18n/i18n';
import { queryClient } from './query-client';
import type { Viewer } from '../shared/api/viewer';
import { selectIsSignedIn, selectUid } from '../shared/machines/session.selectors';
import { reloadOnChunkError } from './chunk-reload';
import { SERVER_PAGE_ID } from './server-page';

type PrepareOptions = AppActorOptions & {
  /** For a page the server rendered (decision 060): what hydrates it. */
  server?: typeof import('./hydration') | null;
};

export async function prepareApp(options: PrepareOptions = {}) {
  let router: ReturnType<typeof createBrowserRouter> | null = null;
  // The session strips `_token` from the address bar as it starts, before any request.
  const actors = createAppActors({ navigate: (path) => void router?.navigate(path) }, options);

  // Read after the session has started: a `_token` in the address is a stored login by now.
  const hasAccessToken = () => Boolean(persistence.readLoginInfo()?.access_token);
  const target = await resolveEntryRedirect(window.location, hasAccessToken(), options.inspect);
  if (target) window.history.replaceState(null, '', target);
  // A `_token` is checked with the platform first: screens and the login guard read who is in.
  await whenSessionResolved(actors);

  // "A stored login with an access token" (docs/product/app.md): storage, not the session snapshot, which
  // still shows the old login while logout's actions (the navigation among them) run.
  const ready = Promise.all([whenPreferencesReady(actors), initI18n()]);
  // Who reads, for the route loaders: the session has resolved; the language once texts are set.
  const viewer = async (): Promise<Viewer> => {
    await ready;
    const session = actors.session.getSnapshot();
    const uid = selectIsSignedIn(session) ? (selectUid(session) ?? '') : '';
    return { uid, lang: i18n.language };
  };
  const routes = createRoutes(hasAccessToken, { client: queryClient, viewer });
  // The server renders as a visitor, at the address it was asked for: only such a page may be
  // hydrated (if in the language chosen here too); any other is drawn anew.
  const hydrationData =
    target === null && !hasAccessToken()
      ? await options.server?.prepareHydration(
          routes,
          queryClient,
          actors.preferences.getSnapshot().context.lang,
          addTexts,
        )
      : null;
  router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  await ready;
  return {
    actors,
    router,
    isHydrating: !!hydrationData,
    element: <App actors={actors} router={router} />,
  };
}

export async function start(container: HTMLElement): Promise<void> {
  // Filled once the router exists; before it, and while it is idle, it has no navigation location
  // and a failure reloads the page where it is.
  const app: { router?: Awaited<ReturnType<typeof prepareApp>>['router'] } = {};
  reloadOnChunkError(window, () => app.router?.state.navigation.location);
  // Dev only (`npm run dev:inspect` or `?inspect`): the Stately inspector, redacted (inspector.ts).
  const inspect =
    import.meta.env.DEV &&
    (import.meta.env.VITE_INSPECT === '1' ||
      new URLSearchParams(window.location.search).has('inspect'))
      ? (await import('./inspector')).createStatelyInspector()
      : undefined;
  // Only a page the server rendered loads what hydrating it takes.
  const server = document.getElementById(SERVER_PAGE_ID) ? await import('./hydration') : null;
  const { router, element, isHydrating } = await prepareApp({ inspect, server });
  app.router = router;
  if (server) await server.renderOver(container, element, isHydrating, router, queryClient);
  else createRoot(container).render(element);
}
