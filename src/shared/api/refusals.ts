// How a flow tells the platform's refusals apart: by status name, never by message or its key.
// Apart from errors.ts so the first route, which needs ApiError, does not carry what only the
// lazily loaded flows use.
import { ApiError } from './errors';
import type { StatusName } from './status-codes';

/** The platform's status of a failed call, or null when it failed otherwise (or is no ApiError). */
export function statusOf(error: unknown): StatusName | null {
  return error instanceof ApiError ? error.statusName : null;
}

/** Did the platform answer with one of these statuses? The one way flows tell refusals apart. */
export function hasStatus(error: unknown, statuses: readonly StatusName[]): boolean {
  const name = statusOf(error);
  return name !== null && statuses.includes(name);
}

/**
 * A failure on the way (connection, unreadable answer, the platform's own trouble) is worth trying
 * again at once; a refusal (unknown or taken email, too many codes) is not.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind !== 'status') return error.kind !== 'cancelled';
  return (
    error.statusName === null ||
    error.statusName === 'ServerError' ||
    error.statusName === 'VerificationCodeSendFailed'
  );
}
