// The "open in the app" deep link (docs/product/app.md, issue 16 item 4, decision 046). Loaded only with the
// game and quest pages (never the first route). The fallback address is the game's store page the
// server holds; it is used only when it is https on one of these hosts, so a tampered answer or a
// URL can never send a member elsewhere.

/** Spec §9: how long the page waits for the app to take over before going to the fallback. */
export const APP_OPEN_TIMEOUT_MS = 5000;

export const FALLBACK_HOSTS: readonly string[] = [
  'play.google.com',
  'apps.apple.com',
  'store.steampowered.com',
];

/** An app's own address: the platform's partnered apps register `gamerhub-<game>://`. */
const APP_LINK = /^gamerhub-[a-z0-9-]+:\/\/[!-~]*$/;

export function isAllowedAppLink(address: string): boolean {
  return APP_LINK.test(address);
}

export function isAllowedFallback(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    FALLBACK_HOSTS.includes(url.hostname)
  );
}
