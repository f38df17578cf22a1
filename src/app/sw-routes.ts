// What the service worker caches at run time (docs/decisions/018-offline-read-only.md). Build-time
// only: vite.config.ts hands these to Workbox (generateSW), which writes each route into sw.js. The
// handler below is serialised with Function#toString, so it must stay self-contained: only
// service-worker globals (caches, fetch, crypto, URL), no imports, no outer variables.
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

/** A cached answer also answers when the network does not; only a successful envelope is kept. */
type ReadContext = { request: Request };

/**
 * Network first, then the answer kept for the same member, address, body and language. POST reads
 * cannot be Cache Storage keys, so every read is keyed by a GET address that carries the body, the
 * language and a hash of the bearer (never the bearer itself): one member's answers never answer
 * another's. Failed answers (HTTP error, envelope status ≠ 0, tokenInvalid) are never kept.
 */
export async function networkFirstRead({ request }: ReadContext): Promise<Response> {
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
  try {
    // This runs in the service worker, between the request helper's fetch and the network: it
    // passes the helper's own request on (docs/architecture.md's "only request.ts calls fetch" is about the app).
    // eslint-disable-next-line no-restricted-globals
    response = await fetch(request);
  } catch (error) {
    const kept = await cache.match(key.href);
    if (kept) return kept;
    throw error;
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
