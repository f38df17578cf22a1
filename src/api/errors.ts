import { statusNameOf } from './status-codes';

/** Why a call failed: the platform said no (status), HTTP said no, no answer, or an unreadable answer. */
export type ApiErrorKind = 'status' | 'http' | 'network' | 'timeout' | 'schema';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** i18n key of the message the member sees. */
  readonly messageKey: string;

  constructor(kind: ApiErrorKind, status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.messageKey = messageKeyFor(kind, status);
  }
}

export const GENERIC_ERROR_KEY = 'errors.generic';

function messageKeyFor(kind: ApiErrorKind, status: number): string {
  if (kind === 'schema') return 'errors.badResponse';
  if (kind === 'network') return 'errors.network';
  if (kind === 'status') {
    const name = statusNameOf(status);
    return name ? `errors.status.${name}` : GENERIC_ERROR_KEY;
  }
  return GENERIC_ERROR_KEY;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
