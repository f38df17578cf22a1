// What the invite claim tells the member when it fails: no connection at all is "nothing was
// claimed, try again"; a refusal is its spec §8 status message (errors.status.InviteReward…,
// translated in statuses.json); anything else what the shared helper makes of it.
import { isUnreachable } from '../../../shared/api/errors';
import { formErrorFrom, type FormError } from '../../../shared/machines/form-error';

export function inviteClaimErrorFrom(error: unknown): FormError {
  if (isUnreachable(error)) {
    return { key: 'inviteReward.errors.offline', text: '', status: null, retryable: true };
  }
  return formErrorFrom(error);
}
