// The forms' side of the session drafts: what a member typed into a form when their session ended,
// kept in this tab's sessionStorage for the way through sign-in and back, read once, then removed.
// Session storage, not local: a draft is about this visit and should not outlive the tab. A stored
// value is read strictly (`parse` keeps only what the form can take), and a blocked or full storage
// only means the member types again. Who owns the drafts is src/machines/draft-owner.ts, which the
// first route carries alone.
import { keyOf } from './draft-owner';

export type SessionDraft<T> = {
  save(value: T): void;
  /** The draft, once: reading removes it. Undefined when none is kept or it does not parse. */
  take(): T | undefined;
  clear(): void;
};

export function sessionDraft<T>(
  name: string,
  parse: (value: unknown) => T | undefined,
): SessionDraft<T> {
  return {
    save(value) {
      try {
        sessionStorage.setItem(keyOf(sessionStorage, name), JSON.stringify(value));
      } catch {
        // Storage blocked or full: the member types again.
      }
    },
    take() {
      try {
        const key = keyOf(sessionStorage, name);
        const raw = sessionStorage.getItem(key);
        sessionStorage.removeItem(key);
        return raw === null ? undefined : parse(JSON.parse(raw));
      } catch {
        return undefined;
      }
    },
    clear() {
      try {
        sessionStorage.removeItem(keyOf(sessionStorage, name));
      } catch {
        // Nothing could be kept either.
      }
    },
  };
}

/** A stored object's fields, or an empty record for anything else. */
export const recordOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** A stored text field, cut to `max`; anything else is empty. */
export const textOf = (value: unknown, max = 200): string =>
  typeof value === 'string' ? value.slice(0, max) : '';
