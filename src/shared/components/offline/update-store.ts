// A new version of the app is waiting (its service worker is installed but not active). The
// composition root (src/app/register-sw.ts) offers it with the way to apply it; <UpdatePrompt> shows
// it until the member taps Reload. Code is never swapped under the member without that tap.

export type UpdateStore = {
  subscribe(listener: () => void): () => void;
  /** True while a new version waits. */
  getSnapshot(): boolean;
  offer(apply: () => Promise<void>): void;
  /** Activates the waiting version; the page reloads once it controls the page. */
  apply(): Promise<void>;
};

export function createUpdateStore(): UpdateStore {
  let pending: (() => Promise<void>) | null = null;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => pending !== null,
    offer(apply) {
      pending = apply;
      emit();
    },
    async apply() {
      await pending?.();
    },
  };
}

export const updateStore = createUpdateStore();
