// What the lootbox flows tell the member when the platform or the connection says no: the flow's
// own sentence for the refusals it knows, the spec §8 status message for any other
// (InsufficientPointBalance, NameSensitiveWords, …).
import { isUnreachable } from '../../../shared/api/errors';
import type { StatusName } from '../../../shared/api/status-codes';
import type { TextKey } from '../../../i18n/text-key';
import { formErrorFrom, type FormError } from '../../../shared/machines/form-error';

const OPEN_KEYS: Partial<Record<StatusName, TextKey>> = {
  DataNotExist: 'lootbox.open.errors.gone',
  DuplicateRequest: 'lootbox.open.errors.duplicate',
};

export function openErrorFrom(error: unknown): FormError {
  if (isUnreachable(error))
    return { key: 'lootbox.open.errors.offline', text: '', status: null, retryable: true };
  const shared = formErrorFrom(error);
  const own = shared.status ? OPEN_KEYS[shared.status] : undefined;
  return own ? { ...shared, key: own } : shared;
}
