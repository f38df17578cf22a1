// What the service worker caches at run time (docs/decisions/018-offline-read-only.md).
// vite.config.ts hands these to Workbox (generateSW), which writes each route into sw.js. The
// handler below is serialised with Function#toString, so it must stay self-contained: only
// service-worker globals (caches, fetch, crypto, URL), no imports, no outer variables. The page
// also runs them once, after the first install takes it (keepFirstVisitAnswer, decision 054).
import type { RuntimeCaching } from 'workbox-build';
import { ACCOUNT_ENDPOINTS } from '../features/account/api/account-endpoints.ts';
import { GAME_ENDPOINTS } from '../features/explore/api/game-endpoints.ts';
import { MEMBER_ENDPOINTS } from '../shared/api/member-endpoints.ts';
import { OFFLINE_CACHES } from './offline-caches.ts';

const DAY_S = 24 * 60 * 60;

/** Public lists the home screen reads with GET: shown at once from the cache, refreshed behind. */
export const PUBLIC_GET_PATHS = [GAME_ENDPOINTS.gameBanner.path];
/** Public reads sent as POST (docs/product/app.md: search takes a JSON keyword). */
export const PUBLIC_POST_READ_PATHS = [
  GAME_ENDPOINTS.gameSearch.path,
  GAME_ENDPOINTS.newsSearch.path,
];
/** The member's own reads on home, profile and activity: network first, kept per member. */
export const MEMBER_GET_PATHS = [
  MEMBER_ENDPOINTS.memberInfo.path,
  // Marks the member's favourites (decision 047): kept per member, never a stale heart first.
  GAME_ENDPOINTS.partneredGames.path,
  ACCOUNT_ENDPOINTS.connectedGames.path,
];
/** The member's reads that docs/product/app.md sends as POST (a page of messages, the invited count). */
export const MEMBER_POST_READ_PATHS = [
  MEMBER_ENDPOINTS.messages.path,
  MEMBER_ENDPOINTS.memberInviteList.path,
];

/**
 * Everything else under /api (sign-in, logout, claims, exchanges, revoking a game, marking a message
 * read…) has no route: it goes to the network or fails at once, and is never queued or replayed.
 */
export function pathPattern(paths: readonly string[]): RegExp {
  const escaped = paths.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  // Anchored at the start of the whole address (Workbox matches cross-origin addresses only there).
  return new RegExp(`^https?:\\/\\/[^/]+(?:${escaped.join('|')})(?:\\?|$)`);
}

/**
 * A cached answer also answers when the network does not; only a successful envelope is kept.
 * `answer` is never given by Workbox: the page gives it for a first visit's read it already has.
 */
type ReadContext = { request: Request; answer?: Response };

/**
 * Network first, then the answer kept for the same member, address, body and language. POST reads
 * cannot be Cache Storage keys, so every read is keyed by a GET address that carries the body, the
 * language and a hash of the bearer (never the bearer itself): one member's answers never answer
 * another's. Failed answers (HTTP error, envelope status ≠ 0, tokenInvalid) are never kept.
 */
export async function networkFirstRead({ request, answer }: ReadContext): Promise<Response> {
  const body = request.method === 'GET' ? '' : await request.clone().text();
  const bearer = request.headers.get('Authorization') || '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(bearer));
  const member = Array.from(new Uint8Array(digest).slice(0, 16), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  const key = new URL(request.url);
  key.searchParams.set('sw-body', body);
  key.searchParams.set('sw-lang', request.headers.get('Accept-Language') || '');
  key.searchParams.set('sw-member', member);
  const cache = await caches.open(bearer ? 'gamerhub-member-data-v1' : 'gamerhub-public-data-v1');
  let response: Response;
  if (answer) {
    response = answer;
  } else {
    try {
      // The request helper's own request, passed on to the network (eslint.config.js).
      response = await fetch(request);
    } catch (error) {
      const kept = await cache.match(key.href);
      if (kept) return kept;
      throw error;
    }
  }
  if (response.status === 200) {
    const envelope = (await response
      .clone()
      .json()
      .catch(() => null)) as { status?: unknown; tokenInvalid?: unknown } | null;
    if (envelope && envelope.status === 0 && !envelope.tokenInvalid) {
      await cache.put(key.href, response.clone());
    }
  }
  return response;
}

/** The service worker's runtime routes, in the order Workbox tries them. */
export function runtimeCaching(): RuntimeCaching[] {
  return [
    {
      urlPattern: pathPattern(PUBLIC_GET_PATHS),
      method: 'GET',
      handler: 'StaleWhileRevalidate',
      options: {
        cacheName: OFFLINE_CACHES.PUBLIC_DATA,
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 20, maxAgeSeconds: 7 * DAY_S },
      },
    },
    {
      urlPattern: pathPattern([...MEMBER_GET_PATHS]),
      method: 'GET',
      handler: networkFirstRead,
    },
    {
      urlPattern: pathPattern([...MEMBER_POST_READ_PATHS, ...PUBLIC_POST_READ_PATHS]),
      method: 'POST',
      handler: networkFirstRead,
    },
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
      method: 'GET',
      handler: 'CacheFirst',
      options: {
        cacheName: OFFLINE_CACHES.IMAGES,
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY_S },
      },
    },
  ];
}

/**
 * Keeps an answer the page already has exactly as the worker's route for it would have kept it
 * (decision 054): a first visit's reads went to the network before the worker took the page, and
 * asking them again through it only to fill its caches read every one of them twice. An answer
 * no route keeps (a write, a read of no route) is left alone.
 */
export async function keepFirstVisitAnswer(request: Request, answer: Response): Promise<void> {
  try {
    await keepAsRouted(request, answer);
  } catch {
    // Storage refused (a private window, quota): the worker keeps the next answer itself.
  }
}

async function keepAsRouted(request: Request, answer: Response): Promise<void> {
  for (const route of runtimeCaching()) {
    const { urlPattern, method, handler, options } = route;
    if (!(urlPattern instanceof RegExp) || method !== request.method) continue;
    if (!urlPattern.test(request.url)) continue;
    if (typeof handler === 'function') {
      await networkFirstRead({ request, answer });
    } else if (options?.cacheName && options.cacheableResponse?.statuses?.includes(answer.status)) {
      await (await caches.open(options.cacheName)).put(request, answer);
    }
    return;
  }
}
