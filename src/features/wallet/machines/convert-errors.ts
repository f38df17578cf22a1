// What the convert flow tells the member when the platform or the connection says no: the spec §8
// sentence of each named refusal (errors.status.*: 'Error obtaining rate', 'Prohibit mutual
// conversion of GACT or NFTs', 'Exceeding the daily limit', 'Insufficient USDT balance', …), its
// own sentence when offline (nothing was converted), and whether the session ended.
import { isUnreachable } from '../../../shared/api/errors';
import { formErrorFrom, type FormError } from '../../../shared/machines/form-error';

export { hasSessionEnded } from '../../../shared/machines/claim-errors';

export function convertErrorFrom(error: unknown): FormError {
  if (isUnreachable(error)) {
    return { key: 'wallet.convert.errors.offline', text: '', status: null, retryable: true };
  }
  return formErrorFrom(error);
}
