import { statusNameOf } from './status-codes';

/** Why a call failed: the platform said no (status), HTTP said no, no answer, or an unreadable answer. */
export type ApiErrorKind = 'status' | 'http' | 'network' | 'timeout' | 'schema' | 'cancelled';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** i18n key of the message the member sees; null: show the server's own words (`message`). */
  readonly messageKey: string | null;

  constructor(kind: ApiErrorKind, status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.messageKey = messageKeyFor(kind, status);
  }
}

export const GENERIC_ERROR_KEY = 'errors.generic';

function messageKeyFor(kind: ApiErrorKind, status: number): string | null {
  if (kind === 'schema') return 'errors.badResponse';
  if (kind === 'network') return 'errors.network';
  // A status this client does not know yet: the platform's own message is the best there is (§8).
  if (kind === 'status')
    return statusNameOf(status) ? `errors.status.${statusNameOf(status)}` : null;
  return GENERIC_ERROR_KEY;
}
