// Where a sign-in page sends the member back to (`/login?returnTo=/quests/desc%3Fid%3D7%26claim%3D1`):
// a quest page whose claim or game verification needs a signed-in member. Read strictly: only a
// path of the route table that anyone may open (never a login page or /reback), rebuilt from its
// parsed parts (path, then the query re-encoded, no fragment), so it can never leave the origin.
import { ROUTES, routeFor } from '../../config/routes';
import { singleParam } from '../api/single-param';

const MAX_RETURN_TO_CHARS = 512;
/** Control, format and separator characters have no business in an in-app path. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\\]/u;
const PROBE_ORIGIN = 'https://app.invalid';

/** Routes a sign-in may return to: signed-in-able screens, not the sign-in flows themselves. */
const NOT_A_RETURN: ReadonlySet<string> = new Set([ROUTES.REBACK.path, ROUTES.GAME_SIGN_IN.path]);

/** `/quests/desc?id=7&claim=1` → the same, rebuilt; anything else (other origin, unknown path) → null. */
export function parseReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_TO_CHARS) return null;
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const route = routeFor(url.pathname);
  if (!route || route.screen === null || route.access !== 'anyone') return null;
  if (NOT_A_RETURN.has(route.path)) return null;
  const query = new URLSearchParams(url.search).toString();
  return query ? `${route.path}?${query}` : route.path;
}

/** `?returnTo=…` given once and well-formed, or null. */
export function returnToIn(search: string): string | null {
  const raw = singleParam(search, 'returnTo');
  return raw === null ? null : parseReturnTo(raw);
}

/** The sign-in page that comes back to `path` once signed in. */
export function signInReturningTo(path: string): string {
  const back = parseReturnTo(path);
  return back
    ? `${ROUTES.LOGIN.path}?${new URLSearchParams({ returnTo: back }).toString()}`
    : ROUTES.LOGIN.path;
}
