// A code chunk that fails to load (a deploy replaced it while the page was open, a flaky link) is
// answered by reloading the page once: the new index.html names the new chunks. A second failure
// soon after is not a stale page, so it is left to the route's error page (no reload loop).
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

/** Listens for Vite's `vite:preloadError`, fired when a dynamic import or its preloads fail. */
export function reloadOnChunkError(target: Window = window): void {
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
    const deps = { storage, reload: () => target.location.reload(), now: () => Date.now() };
    if (reloadOnceForChunkError(deps)) event.preventDefault();
  });
}
