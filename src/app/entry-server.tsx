// The server's render of a route's first screen (issue 30 item 3, decision 060), built by Vite as
// an SSR bundle (`npm run build`) and called by server/render. It renders the SAME route table and
// route loaders as the browser, through react-router's static data APIs, as a visitor (the server
// never sees a member's login, which lives in localStorage), in the language the request names.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createActor } from 'xstate';
import { DEFAULT_CURRENCY, LANGUAGES, type Language } from '../config/constants';
import { routeFor, type ScreenName } from '../config/routes';
import { LANG_COOKIE, readTexts, ZONE_COOKIE } from '../i18n/i18n';
import type { TextArea } from '../i18n/text-areas';
import { configureRequests } from '../shared/api/request';
import { ActorsProvider } from '../shared/hooks/app-actors-context';
import type { AppActors } from '../shared/machines/app-actor-refs';
import { loadingMachine } from '../shared/machines/loading.machine';
import { preferencesMachine } from '../shared/machines/preferences.machine';
import { sessionMachine } from '../shared/machines/session.machine';
import { createQueryClient, whenQueriesSettled } from './query-client';
import { resolveEntryRedirect } from './boot';
import { createRoutes, type ScreenHandle } from './routes';
import { serializeServerPage, type ServerPage } from './server-page';

/**
 * The screens rendered on the server (issue 30's first screens), each with its module as routes.tsx
 * imports it: the page links that module's stylesheets (the build manifest names them). The server
 * renders as a visitor; `visitorScreen`: a member's screen differs beyond the hearts and the log-in
 * button (their progress, check-ins, profile), so a page with a stored login hides the server's
 * screen until the member's own replaces it (static-shell.css). `zoned`: the API answers a visitor
 * in their zone (a calendar's today, a period's end), so the server renders it only when the `tz`
 * cookie names that zone. The others keep the static shell and render in the browser.
 */
const RENDERED: Partial<
  Record<ScreenName, { module: string; visitorScreen?: true; zoned?: true }>
> = {
  home: { module: 'src/features/explore/views/home/home-page.tsx' },
  explore: { module: 'src/features/explore/views/explore/explore-page.tsx' },
  quests: {
    module: 'src/features/quests/views/quests/quests-page.tsx',
    visitorScreen: true,
    zoned: true,
  },
  questDetail: {
    module: 'src/features/quests/views/quests/quest-detail-page.tsx',
    visitorScreen: true,
    zoned: true,
  },
  reward: {
    module: 'src/features/reward/views/reward/reward-page.tsx',
    visitorScreen: true,
    zoned: true,
  },
  profile: { module: 'src/features/profile/views/profile/profile-page.tsx', visitorScreen: true },
};

/** A cookie of the page request, by name. */
function cookieOf(cookie: string | undefined, name: string): string | undefined {
  return cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

/** An IANA zone name as a browser reports it ("Asia/Taipei", "Etc/GMT+5"); the API checks it is one. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * The page's language: the `lang` cookie (a mirror of the stored choice), else `fromHeader`, the
 * request's Accept-Language as the API reads it (server/http/language.ts).
 */
export function pageLanguage(cookie: string | undefined, fromHeader: Language): Language {
  const fromCookie = cookieOf(cookie, LANG_COOKIE);
  return LANGUAGES.includes(fromCookie as Language) ? (fromCookie as Language) : fromHeader;
}

/** The language and zone of the call being rendered: the request helper asks the API in them. */
const rendering = new AsyncLocalStorage<{ lang: Language; zone: string | null }>();

/**
 * Once per process: the API is asked in-process through `send` (Fastify's inject), in the language
 * of the page being rendered, without a login.
 */
export function configureServerRequests(send: typeof fetch): void {
  configureRequests({
    baseUrl: '',
    fetch: send,
    getAccessToken: () => null,
    isSessionExpiryPaused: () => true,
    onRequestStart: () => {},
    onRequestEnd: () => {},
    onSessionInvalid: () => {},
    notify: () => {},
    getLanguage: () => rendering.getStore()?.lang ?? 'en-US',
    getTimeZone: () => rendering.getStore()?.zone ?? null,
  });
}

export type RenderedPage =
  | {
      kind: 'page';
      lang: Language;
      html: string;
      data: string;
      module?: string;
      visitorScreen?: true;
    }
  | { kind: 'redirect'; status: number; location: string };

/**
 * The route's first screen as HTML for #root and its data block, or null when the route is not
 * rendered on the server or something in it failed (the static shell serves it then).
 */
export async function render(input: {
  url: string;
  cookie?: string;
  /** The request's Accept-Language, reduced to the app's three by the server. */
  headerLanguage: Language;
}): Promise<RenderedPage | null> {
  const url = new URL(input.url, 'http://localhost');
  const screen = routeFor(url.pathname)?.screen;
  const rendered = screen ? RENDERED[screen] : undefined;
  if (!rendered) return null;
  // A link that signs in (`_token`) or an entry redirect is the browser's to follow first: a
  // visitor's screen drawn for it would show before the member's own, or the page it leads to.
  if (url.searchParams.has('_token') || (await resolveEntryRedirect(url, false))) return null;
  const lang = pageLanguage(input.cookie, input.headerLanguage);
  const zoneCookie = cookieOf(input.cookie, ZONE_COOKIE);
  const zone = zoneCookie && ZONE_NAME.test(zoneCookie) ? zoneCookie : null;
  // A first visit has told no zone yet: its calendar and times would be drawn in another one.
  if (rendered.zoned && !zone) return null;
  const page = await rendering.run({ lang, zone }, () => renderIn(lang, zone, url));
  return page?.kind === 'page'
    ? {
        ...page,
        module: rendered.module,
        ...(rendered.visitorScreen ? { visitorScreen: true } : {}),
      }
    : page;
}

async function renderIn(
  lang: Language,
  zone: string | null,
  url: URL,
): Promise<RenderedPage | null> {
  const client = createQueryClient();
  const routes = createRoutes(() => false, {
    client,
    viewer: async () => ({ uid: '', lang }),
    untilRead: true,
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return location ? { kind: 'redirect', status: context.status, location } : null;
  }
  if (context.errors) return null;
  // The texts the matched screens load beside their code (their routes' handles).
  const areas = new Set<TextArea>(['common']);
  for (const match of context.matches)
    for (const area of (match.route.handle as ScreenHandle | undefined)?.textAreas ?? [])
      areas.add(area);
  const texts = await readTexts(lang, [...areas]);
  // The loaders start their reads without waiting: the page waits for their answers.
  await whenQueriesSettled(client);
  // A read that failed would render its error on the server and its spinner while hydrating.
  if (
    client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return null;

  const i18n = i18next.createInstance();
  await i18n.init({
    lng: lang,
    resources: {},
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  for (const bundle of Object.values(texts))
    i18n.addResourceBundle(lang, 'translation', bundle, true, true);

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ActorsProvider actors={visitorActors(lang)}>
          {/* Its own hydration script would be inline JavaScript: the data goes in `data` instead. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ActorsProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const page: ServerPage = {
    lang,
    zone,
    texts,
    queries: dehydrate(client),
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    },
  };
  return { kind: 'page', lang, html, data: serializeServerPage(page) };
}

/**
 * The app-lifetime actors as a visitor's page starts with them, never started: the views read
 * their first snapshot, and nothing of theirs (storage, requests, the address bar) runs here.
 */
function visitorActors(lang: Language): AppActors {
  return {
    session: createActor(sessionMachine, { input: { urlToken: null, storedLogin: null } }),
    preferences: createActor(preferencesMachine, {
      input: { lang, currency: DEFAULT_CURRENCY, welcome: false },
    }),
    loading: createActor(loadingMachine),
    stop: async () => {},
  };
}

/**
 * The whole tree once every lazy part has loaded (React 19's streaming renderer, buffered): the
 * page is sent complete, so it needs none of the inline scripts a streamed reveal would.
 */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failed: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        if (failed) reject(failed);
        else resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // An error inside a boundary would leave that part to the client: not the page promised.
      onError: (error) => {
        failed ??= error;
      },
    });
  });
}
