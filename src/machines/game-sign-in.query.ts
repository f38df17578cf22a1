// Strict parsing of the single-sign-on addresses' query strings (/login/game?gameId=, /reback?code=&state=).
// Nothing read here is ever a navigation target: the pages only go to their own fixed paths, and the
// game's address comes from the platform (its registered return address), checked by parseReturnUrl.

const MAX_ID = 2_147_483_647;
/** A positive decimal id without sign, spaces, leading zeros or exponent. */
const ID = /^[1-9][0-9]{0,9}$/;
/** A sign-on code is base64url (256 bits → 43 characters); up to 512 as the platform accepts. */
const SIGN_ON_CODE = /^[A-Za-z0-9_-]{1,512}$/;
const MAX_STATE_CHARS = 512;

function params(search: string): URLSearchParams | null {
  try {
    return new URLSearchParams(search);
  } catch {
    return null;
  }
}

/** `?gameId=12` → 12; anything else (missing, repeated, signed, padded, too big, encoded) → null. */
export function parseGameId(search: string): number | null {
  const all = params(search)?.getAll('gameId') ?? [];
  if (all.length !== 1) return null;
  const raw = all[0] ?? '';
  if (!ID.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

export type RebackQuery = { code: string; state: string | undefined };

/** `?code=…&state=…` → the code (strict base64url) and the state echoed as given; else null. */
export function parseRebackQuery(search: string): RebackQuery | null {
  const p = params(search);
  const codes = p?.getAll('code') ?? [];
  if (codes.length !== 1) return null;
  const code = codes[0] ?? '';
  if (!SIGN_ON_CODE.test(code)) return null;
  const state = p?.get('state') ?? undefined;
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
