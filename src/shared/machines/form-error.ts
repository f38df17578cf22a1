// What a flow shows when the platform says no: the translation of the error's i18n key, or the
// platform's own words for a status this client does not know yet. It keeps the status by name so
// a flow can still branch on what was refused once the error is in its context.
import { ApiError, GENERIC_ERROR_KEY, type MessageValues } from '../api/errors';
import { isWorthRetrying } from '../api/refusals';
import type { StatusName } from '../api/status-codes';
import type { TextKey } from '../../i18n/text-key';

export type FormError = {
  key: TextKey | null;
  text: string;
  /** What the platform answered, by name; null when the call failed otherwise. */
  status?: StatusName | null;
  /** The message's values ("try again in {{minutes}} min."). */
  values?: MessageValues;
  /** Worth trying again at once (the connection, not a refusal). */
  retryable?: boolean;
};

/** A message of the app itself, not of the platform. */
export const formErrorOf = (key: TextKey): FormError => ({ key, text: '' });

export function formErrorFrom(error: unknown): FormError {
  if (!(error instanceof ApiError)) {
    return { key: GENERIC_ERROR_KEY, text: '', status: null, retryable: true };
  }
  const key = error.messageKey;
  return {
    key: key === null && error.message === '' ? GENERIC_ERROR_KEY : key,
    text: error.message,
    status: error.statusName,
    ...(error.messageValues ? { values: error.messageValues } : {}),
    retryable: isWorthRetrying(error),
  };
}

/** Is the error (in context) one of these refusals by the platform? */
export const isRefusal = (error: FormError | null | undefined, statuses: readonly StatusName[]) =>
  error?.status != null && statuses.includes(error.status);

export { errorOf } from './actor-error';
