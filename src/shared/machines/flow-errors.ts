// What a flow tells the member when its call fails, read one way for every flow: no answer at all
// is the flow's own "nothing happened, try again" sentence; a refusal the flow words itself (its
// table) shows that sentence; any other refusal its status message (errors.status.*, translated in
// statuses.json), and anything else what formErrorFrom makes of it ("couldn't read the answer",
// "something went wrong", a timeout). Each flow keeps its own table beside its machine.
import { ApiError, isUnreachable } from '../api/errors';
import { hasStatus } from '../api/refusals';
import { TOKEN_INVALID_STATUSES, type StatusName } from '../api/status-codes';
import type { TextKey } from '../../i18n/text-key';
import { formErrorFrom, type FormError } from './form-error';

/** One flow's wording of a failed call. */
export type FlowErrorTable = {
  /** No answer at all (offline, the connection failed): nothing happened, worth trying again. */
  offline: TextKey;
  /** The flow's own sentence for the refusals it knows; any other keeps its status message. */
  refusals?: Partial<Record<StatusName, TextKey>>;
  /** A refusal the flow words itself cannot be tried again as it is (no "Try again"). */
  refusalsAreFinal?: boolean;
};

/** The error a flow shows for a failed call, by the flow's table. */
export function flowErrorFrom(error: unknown, table: FlowErrorTable): FormError {
  if (isUnreachable(error)) {
    return { key: table.offline, text: '', status: null, retryable: true };
  }
  const shared = formErrorFrom(error);
  const own = shared.status ? table.refusals?.[shared.status] : undefined;
  if (!own) return shared;
  return table.refusalsAreFinal
    ? { ...shared, key: own, retryable: false }
    : { ...shared, key: own };
}

/**
 * The session ended while the flow was asking: HTTP 401/403 or a token status (the request helper
 * has already told the session machine, which forgets the login). The flow sends the member
 * through sign-in and back, with what they were doing kept.
 */
export function hasSessionEnded(error: unknown): boolean {
  if (hasStatus(error, TOKEN_INVALID_STATUSES)) return true;
  return (
    error instanceof ApiError &&
    error.kind === 'http' &&
    (error.status === 401 || error.status === 403)
  );
}
