// Keys of everything the app keeps in localStorage (docs/product/app.md). One place, so logout can clear them all.
export const STORAGE_KEYS = {
  LOGIN_INFO: 'loginInfo',
  LANG: 'lang',
  CURRENCY: 'currency',
  WELCOME: 'welcome',
  GAME_ID: 'gameId',
  SETTING: 'setting',
  CACHE: 'cache',
} as const;

/** Cleared on logout along with the login (docs/product/app.md "clear stored login and settings"). */
export const SETTINGS_KEYS_CLEARED_ON_LOGOUT = [
  STORAGE_KEYS.SETTING,
  STORAGE_KEYS.CACHE,
  STORAGE_KEYS.GAME_ID,
  STORAGE_KEYS.WELCOME,
] as const;

/** sessionStorage: when this tab last reloaded itself because a code chunk failed to load. */
export const CHUNK_RELOAD_AT_KEY = 'chunkReloadAt';

/**
 * The cookie the server reads the language of a page from (server/render, decision 060), and the
 * service worker the language whose texts it keeps (decision 068).
 */
export const LANG_COOKIE = 'lang';
/** The device's zone, mirrored for the server's render of a visitor's calendar and times. */
export const ZONE_COOKIE = 'tz';
