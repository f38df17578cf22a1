// What a page the server rendered needs on its way to the first render (decision 060), loaded only
// for such a page: a client-rendered page's first route carries none of it.
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  matchRoutes,
  type createBrowserRouter,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import type { addTexts } from '../i18n/i18n';
import type { TextArea } from '../i18n/text-areas';
import { deviceTimeZone } from '../i18n/zoned-time';
import { whenQueriesSettled } from './query-client';
import { readServerPage } from './server-page';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The page's reads, texts and screens in place, so that the first render draws what the server
 * drew, and the router's state for it; null when the page was rendered in another language than
 * `lang` (the one chosen here), or carries no readable data.
 */
export async function prepareHydration(
  routes: RouteObject[],
  client: QueryClient,
  lang: string,
  // From the first route, not imported: importing i18n.ts here cuts the first route's chunks anew
  // (+0.6 KiB gzip).
  add: typeof addTexts,
): Promise<HydrationState | null> {
  const page = readServerPage(document);
  if (page?.lang !== lang) return null;
  // Answers read in another zone than this device's (it moved since the cookie was written) are
  // not this visitor's: the page is drawn anew from its own reads.
  if (page.zone !== null && page.zone !== deviceTimeZone()) return null;
  // The answers as the server read them, dated when it did (TanStack's own hydrate() would put its
  // dehydration module on the first route for these few lines).
  for (const { queryKey, state } of page.queries.queries)
    client.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  // The texts it was drawn with.
  for (const [area, texts] of Object.entries(page.texts)) add(page.lang, area as TextArea, texts);
  // The screens matched by the address, loaded before the router is made: hydration draws the
  // screen at once, as the server did, not the fallback of a route still loading.
  const matches = matchRoutes(routes, window.location) ?? [];
  try {
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const { Component, ErrorBoundary } = (await route.lazy()) as Partial<RouteObject>;
        Object.assign(route, { Component, ErrorBoundary, lazy: undefined });
      }),
    );
  } catch {
    // A screen whose code cannot load (after chunk-reload.ts's one reload): the page is drawn anew,
    // so the router meets the same failure and shows its error page with Retry, where a hydration
    // would have waited on the server's screen for ever.
    return null;
  }
  return page.router;
}

/**
 * The first render of a page the server rendered: hydrated when `isHydrating`, else drawn anew
 * (a member's page, or one in another language) once it can replace the server's screen whole:
 * not with the route's fallback while its screen loads, nor with the skeletons of reads the
 * route's loader has started by then.
 */
export async function renderOver(
  container: HTMLElement,
  element: ReactNode,
  isHydrating: boolean,
  router: Router,
  client: QueryClient,
): Promise<void> {
  if (isHydrating) hydrateRoot(container, element);
  else {
    await new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
    await whenQueriesSettled(client);
    const root = createRoot(container);
    flushSync(() => root.render(element));
  }
  // What the server drew as a visitor is React's now, or gone: nothing of it stays hidden
  // (static-shell.css).
  container.removeAttribute('data-server-rendered');
  container.removeAttribute('data-visitor-screen');
}
