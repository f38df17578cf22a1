import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true on every client render after it (decision 060).
 * What only the browser knows (its time zone, <body> for a portal) waits for it, so the first
 * client render draws exactly what the server sent and hydration raises no mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
