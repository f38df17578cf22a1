// What the Steam connect flow tells the member when the platform or the connection says no: the
// translated sentence of each Steam refusal (errors.status.Steam*: cancelled, refused, replayed,
// linked to another member…), its own sentence when offline (nothing was linked), and whether the
// session ended.
import { isUnreachable } from '../../../shared/api/errors';
import { formErrorFrom, type FormError } from '../../../shared/machines/form-error';

export { hasSessionEnded } from '../../../shared/machines/claim-errors';

export function steamErrorFrom(error: unknown): FormError {
  if (isUnreachable(error)) {
    return { key: 'steam.errors.offline', text: '', status: null, retryable: true };
  }
  return formErrorFrom(error);
}
