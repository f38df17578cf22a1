// Whether the browser is online, and how old the data on screen is while it is not. A tiny external
// store like the notice store: the composition root feeds it (the browser's online/offline events,
// the request helper's answer times), <OfflineNotice> reads it through useSyncExternalStore.
//
// "Last updated" offline is the oldest answer received since the connection went (the service
// worker's kept answers carry the time they were first given), or, before any such answer, the
// newest answer received while still online: the data on screen is no older than that.

export type Connectivity = {
  readonly isOnline: boolean;
  /** When the data shown offline was fresh from the server (ms); null online or when unknown. */
  readonly lastUpdatedAtMs: number | null;
  /** When this snapshot was taken (ms): "today" for the notice's time means that day. */
  readonly observedAtMs: number;
};

export type ConnectivityStore = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Connectivity;
  setOnline(isOnline: boolean): void;
  recordAnswer(answeredAtMs: number): void;
};

export function createConnectivityStore(
  initiallyOnline: boolean,
  now: () => number = Date.now,
): ConnectivityStore {
  let isOnline = initiallyOnline;
  let newestOnline: number | null = null;
  let oldestOffline: number | null = null;
  let snapshot: Connectivity = { isOnline, lastUpdatedAtMs: null, observedAtMs: now() };
  const listeners = new Set<() => void>();

  const update = () => {
    const lastUpdatedAtMs = isOnline ? null : (oldestOffline ?? newestOnline);
    if (snapshot.isOnline === isOnline && snapshot.lastUpdatedAtMs === lastUpdatedAtMs) return;
    snapshot = { isOnline, lastUpdatedAtMs, observedAtMs: now() };
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    setOnline(next) {
      if (next === isOnline) return;
      isOnline = next;
      // A new time offline: only answers from now on say how old the screen is.
      if (!next) oldestOffline = null;
      update();
    },
    recordAnswer(answeredAtMs) {
      if (!Number.isFinite(answeredAtMs)) return;
      if (isOnline) newestOnline = Math.max(newestOnline ?? answeredAtMs, answeredAtMs);
      else oldestOffline = Math.min(oldestOffline ?? answeredAtMs, answeredAtMs);
      update();
    },
  };
}

export const connectivityStore = createConnectivityStore(
  typeof navigator === 'undefined' ? true : navigator.onLine,
);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "HH:mm" for a time today, "YYYY-MM-DD HH:mm" otherwise (docs/product/app.md formats), in the device's time
 * zone. Written out rather than through src/i18n/dates (dayjs): this notice is on the first route,
 * which has no room for dayjs, and must show when nothing else can load.
 */
export function formatLastUpdated(atMs: number, nowMs: number): string {
  const at = new Date(atMs);
  const now = new Date(nowMs);
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const sameDay =
    at.getFullYear() === now.getFullYear() &&
    at.getMonth() === now.getMonth() &&
    at.getDate() === now.getDate();
  if (sameDay) return time;
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${time}`;
}
