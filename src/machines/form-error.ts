// What a flow shows when the platform says no: the translation of the error's i18n key, or the
// platform's own words for a status this client does not know yet.
import type { TextKey } from '../i18n/text-key';

export type FormError = { key: TextKey | null; text: string };

export function formErrorFrom(error: unknown): FormError {
  const e = error as { messageKey?: unknown; message?: unknown } | undefined;
  // An ApiError's messageKey is a TextKey (src/api/errors.ts); anything else thrown has none.
  const key = typeof e?.messageKey === 'string' ? (e.messageKey as TextKey) : null;
  const text = typeof e?.message === 'string' ? e.message : '';
  return key === null && text === '' ? { key: 'errors.generic', text } : { key, text };
}

/** The FormError of an actor's error event (`xstate.error.actor.*`): what the platform said. */
export function formErrorOfEvent(event: unknown): FormError {
  return formErrorFrom((event as { error?: unknown }).error);
}
