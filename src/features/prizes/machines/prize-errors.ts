// What the prize flows (redeem, confirmDelivery) tell the member when the platform or the
// connection says no: the spec §8 sentence of each named refusal (translated under
// errors.status.*), "nothing was charged" when the connection failed, and whether the session ended.
import { isUnreachable } from '../../../shared/api/errors';
import { formErrorFrom, type FormError } from '../../../shared/machines/form-error';

export { hasSessionEnded } from '../../../shared/machines/claim-errors';

/**
 * The error a prize flow shows. No connection at all: its own sentence, worth retrying with the
 * same key. Anything else: what the shared helper makes of it (the status's translation,
 * "couldn't read the answer", "something went wrong", a timeout).
 */
export function prizeErrorFrom(error: unknown): FormError {
  if (isUnreachable(error)) {
    return { key: 'prizes.errors.offline', text: '', status: null, retryable: true };
  }
  return formErrorFrom(error);
}
