// What the check-in tells the member when the platform or the connection says no: the reward
// area's own sentence for the refusals a check-in can meet, the spec §8 message for any other.
import { isUnreachable } from '../../../shared/api/errors';
import type { StatusName } from '../../../shared/api/status-codes';
import type { TextKey } from '../../../i18n/text-key';
import { formErrorFrom, type FormError } from '../../../shared/machines/form-error';

const CHECK_IN_KEYS: Partial<Record<StatusName, TextKey>> = {
  CheckInDayOver: 'reward.checkIn.errors.dayOver',
};

/** No connection at all: "nothing was claimed", worth retrying; a known refusal: its sentence. */
export function checkInErrorFrom(error: unknown): FormError {
  if (isUnreachable(error)) {
    return { key: 'reward.checkIn.errors.offline', text: '', status: null, retryable: true };
  }
  const shared = formErrorFrom(error);
  const own = shared.status ? CHECK_IN_KEYS[shared.status] : undefined;
  return own ? { ...shared, key: own, retryable: false } : shared;
}
