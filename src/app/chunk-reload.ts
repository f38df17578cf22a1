// A code chunk that fails to load (a deploy replaced it while the page was open, a flaky link) is
// answered by reloading the page once: the new index.html names the new chunks. A second failure
// soon after is not a stale page, so it is left to the route's error page (no reload loop).
// The reload is on the address the member was going to: a tap is not lost to a failed chunk.
import { CHUNK_RELOAD_AT_KEY } from '../config/storage-keys';

/** A failure this soon after our own reload means reloading again would not help. */
export const CHUNK_RELOAD_GUARD_MS = 30_000;

type ReloadDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
};

/** True if it reloads (and the failure should be swallowed), false if the error should surface. */
export function reloadOnceForChunkError(deps: ReloadDeps): boolean {
  const last = Number(deps.storage.getItem(CHUNK_RELOAD_AT_KEY));
  if (Number.isFinite(last) && last > 0 && deps.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
  deps.storage.setItem(CHUNK_RELOAD_AT_KEY, String(deps.now()));
  deps.reload();
  return true;
}

/** An address as the router keeps it. */
export type PathParts = { pathname: string; search: string; hash: string };

type Here = PathParts & Pick<Location, 'reload' | 'assign'>;

/**
 * Loads the page afresh where the member was headed. The router moves the address bar only once the
 * next screen's code is in, so during a failed navigation it still shows the screen being left;
 * `pending` is the router's navigation under way, if any. Back and Forward have moved the address
 * already (same address): a plain reload.
 */
export function reloadAt(here: Here, pending: PathParts | undefined): void {
  const href = (path: PathParts) => `${path.pathname}${path.search}${path.hash}`;
  if (!pending || href(pending) === href(here)) here.reload();
  // A new history entry, as the tap would have made: Back returns to the screen it was made on.
  else here.assign(href(pending));
}

/**
 * Listens for Vite's `vite:preloadError`, fired when a dynamic import or its preloads fail.
 * `pendingLocation` reads where the router is navigating to (undefined when it is not, or before
 * the router exists: the first screen's address is the page's own).
 */
export function reloadOnChunkError(
  target: Window = window,
  pendingLocation: () => PathParts | undefined = () => undefined,
): void {
  target.addEventListener('vite:preloadError', (event) => {
    // Offline, a reload cannot load the page either (the browser's own offline page would replace
    // the app): the error page shows instead and says the member is offline.
    if (target.navigator?.onLine === false) return;
    let storage: Storage;
    try {
      storage = target.sessionStorage;
    } catch {
      return; // Storage blocked: never risk a loop, let the error page show.
    }
    const deps = {
      storage,
      reload: () => reloadAt(target.location, pendingLocation()),
      now: () => Date.now(),
    };
    if (reloadOnceForChunkError(deps)) event.preventDefault();
  });
}
