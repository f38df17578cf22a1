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
import { LANG_COOKIE, readTexts } from '../i18n/i18n';
import type { TextArea } from '../i18n/text-areas';
import { configureRequests } from '../shared/api/request';
import { ActorsProvider } from '../shared/hooks/app-actors-context';
import type { AppActors } from '../shared/machines/app-actor-refs';
import { loadingMachine } from '../shared/machines/loading.machine';
import { preferencesMachine } from '../shared/machines/preferences.machine';
import { sessionMachine } from '../shared/machines/session.machine';
import { createQueryClient, whenQueriesSettled } from './query-client';
import { resolveEntryRedirect } from './boot';
import { createRoutes } from './routes';
import { serializeServerPage, type ServerPage } from './server-page';

/**
 * The screens rendered on the server: the text areas their first screen reads (as their route's in
 * routes.tsx) and their module, whose stylesheets the page links (the build manifest names them).
 * The others keep the static shell and render in the browser.
 */
const RENDERED: Partial<Record<ScreenName, { areas: TextArea[]; module: string }>> = {
  home: { areas: ['explore'], module: 'src/features/explore/views/home/home-page.tsx' },
};

/**
 * The page's language: the `lang` cookie (a mirror of the stored choice), else `fromHeader`, the
 * request's Accept-Language as the API reads it (server/http/language.ts).
 */
export function pageLanguage(cookie: string | undefined, fromHeader: Language): Language {
  const fromCookie = cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANG_COOKIE)?.[1];
  return LANGUAGES.includes(fromCookie as Language) ? (fromCookie as Language) : fromHeader;
}

/** The language of the call being rendered: the request helper asks the API in it. */
const rendering = new AsyncLocalStorage<{ lang: Language }>();

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
  });
}

export type RenderedPage =
  | { kind: 'page'; lang: Language; html: string; data: string; module?: string }
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
  const page = await rendering.run({ lang }, () =>
    renderIn(lang, url, ['common', ...rendered.areas]),
  );
  return page?.kind === 'page' ? { ...page, module: rendered.module } : page;
}

async function renderIn(lang: Language, url: URL, areas: TextArea[]): Promise<RenderedPage | null> {
  const client = createQueryClient();
  const routes = createRoutes(() => false, {
    client,
    viewer: async () => ({ uid: '', lang }),
  });
  const handler = createStaticHandler(routes);
  const [context, texts] = await Promise.all([
    handler.query(new Request(url.href)),
    readTexts(lang, areas),
  ]);
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return location ? { kind: 'redirect', status: context.status, location } : null;
  }
  if (context.errors) return null;
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
