import type { TextKey } from '../i18n/text-key';
import { statusNameOf } from './status-codes';

/**
 * Why a call failed: the platform said no (status), HTTP said no, no answer (network; offline when
 * the browser knows it has no connection), or an unreadable answer.
 */
export type ApiErrorKind =
  'status' | 'http' | 'network' | 'offline' | 'timeout' | 'schema' | 'cancelled';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** i18n key of the message the member sees; null: show the server's own words (`message`). */
  readonly messageKey: TextKey | null;

  constructor(kind: ApiErrorKind, status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.messageKey = messageKeyFor(kind, status);
  }
}

export const GENERIC_ERROR_KEY: TextKey = 'errors.generic';

function messageKeyFor(kind: ApiErrorKind, status: number): TextKey | null {
  if (kind === 'schema') return 'errors.badResponse';
  if (kind === 'network') return 'errors.network';
  if (kind === 'offline') return 'offline.failed';
  // A status this client does not know yet: the platform's own message is the best there is (§8).
  if (kind === 'status') {
    const name = statusNameOf(status);
    return name ? `errors.status.${name}` : null;
  }
  return GENERIC_ERROR_KEY;
}
