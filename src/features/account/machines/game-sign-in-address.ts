// Strict parsing of the single-sign-on addresses' query strings (/login/game?gameId=, /reback?code=&state=).
// Nothing read here is ever a navigation target: the pages only go to their own fixed paths, and the
// game's address comes from the platform (its registered return address), checked by parseReturnUrl.
// A sign-in started on a game's screen carries only the game's id (`/login?gameId=N`); the way back
// is built here from that number (signInDestination), never read from the address.
import { PATHS } from '../../../config/routes';
import { parseEntryQuery } from './entry-address';
import { returnToIn } from '../../../shared/machines/return-to';
import { singleIdParam, singleParam } from '../../../shared/api/single-param';

/** A sign-on code is base64url (256 bits → 43 characters); up to 512 as the platform accepts. */
const SIGN_ON_CODE = /^[A-Za-z0-9_-]{1,512}$/;
const MAX_STATE_CHARS = 512;

/** `?gameId=12` → 12; anything else (missing, repeated, signed, padded, too big, encoded) → null. */
export function parseGameId(search: string): number | null {
  return singleIdParam(search, 'gameId');
}

export type RebackQuery = { code: string; state: string | undefined };

/** `?code=…&state=…` → the code (strict base64url) and the state echoed as given; else null. */
export function parseRebackQuery(search: string): RebackQuery | null {
  const code = singleParam(search, 'code');
  if (code === null || !SIGN_ON_CODE.test(code)) return null;
  const state = new URLSearchParams(search).get('state') ?? undefined;
  if (state !== undefined && state.length > MAX_STATE_CHARS) return null;
  return { code, state };
}

/**
 * The game's address as the platform returned it: only an absolute http(s) address without
 * credentials, or null (then the page shows an error instead of leaving).
 */
export function parseReturnUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !url.hostname) return null;
  return url.href;
}

const withGameId = (path: string, gameId: number) =>
  `${path}?${new URLSearchParams({ gameId: String(gameId) }).toString()}`;

/** The consent screen of one game: the fixed path and the id as plain digits. */
export function gameSignInPath(gameId: number): string {
  return withGameId(PATHS.GAME_SIGN_IN, gameId);
}

/** The sign-in page carrying one game (`/login?gameId=N`), from the game's signed-out screen. */
export function signInPathForGame(gameId: number): string {
  return withGameId(PATHS.LOGIN, gameId);
}

/**
 * Where a sign-in page sends the member once signed in: the carried game's consent screen when the
 * address carries one well-formed `gameId`, else the in-app page it came from (`returnTo`, a path of
 * the route table: return-to.ts), else Home (a malformed value counts as absent).
 */
export function signInDestination(search: string): string {
  const gameId = parseGameId(search);
  if (gameId !== null) return gameSignInPath(gameId);
  return returnToIn(search) ?? PATHS.HOME;
}

/**
 * What the sign-in pages pass on to each other (sign-in ↔ sign-up ↔ code sign-in): the invite code,
 * the game id and the way back, each only in its strict shape, as `?inviteCode=…&gameId=…&returnTo=…`
 * or '' when none.
 */
export function carriedLoginSearch(search: string): string {
  const carried = new URLSearchParams();
  const { inviteCode } = parseEntryQuery(search);
  const gameId = parseGameId(search);
  const returnTo = returnToIn(search);
  if (inviteCode !== null) carried.set('inviteCode', inviteCode);
  if (gameId !== null) carried.set('gameId', String(gameId));
  if (returnTo !== null) carried.set('returnTo', returnTo);
  const text = carried.toString();
  return text ? `?${text}` : '';
}
