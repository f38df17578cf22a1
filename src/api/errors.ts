import type { TextKey } from '../i18n/text-key';
import { statusNameOf, type StatusName } from './status-codes';

/**
 * Why a call failed: the platform said no (status), HTTP said no, no answer (network; offline when
 * the browser knows it has no connection), or an unreadable answer.
 */
export type ApiErrorKind =
  'status' | 'http' | 'network' | 'offline' | 'timeout' | 'schema' | 'cancelled';

/** Values a message is filled in with ("Try again in {{minutes}} min."). */
export type MessageValues = Readonly<Record<string, number>>;

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** The platform's status, by name: what flows branch on (never on the text or its key). */
  readonly statusName: StatusName | null;
  /** i18n key of the message the member sees; null: show the server's own words (`message`). */
  readonly messageKey: TextKey | null;
  readonly messageValues: MessageValues | undefined;

  constructor(kind: ApiErrorKind, status: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.statusName = kind === 'status' ? (statusNameOf(status) ?? null) : null;
    const waitSeconds = this.statusName === 'TooManyRequests' ? retryAfterSecondsIn(data) : null;
    this.messageKey =
      waitSeconds === null ? messageKeyFor(kind, this.statusName) : 'errors.tryAgainIn';
    this.messageValues =
      waitSeconds === null ? undefined : { minutes: Math.max(1, Math.ceil(waitSeconds / 60)) };
  }
}

export const GENERIC_ERROR_KEY: TextKey = 'errors.generic';

/** The platform's status of a failed call, or null when it failed otherwise (or is no ApiError). */
export function statusOf(error: unknown): StatusName | null {
  return error instanceof ApiError ? error.statusName : null;
}

/** Did the platform answer with one of these statuses? The one way flows tell refusals apart. */
export function hasStatus(error: unknown, statuses: readonly StatusName[]): boolean {
  const name = statusOf(error);
  return name !== null && statuses.includes(name);
}

/** No answer came at all (offline, or the connection failed). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'offline' || error.kind === 'network');
}

/**
 * A failure on the way (connection, unreadable answer, the platform's own trouble) is worth trying
 * again at once; a refusal (unknown or taken email, too many codes) is not.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind !== 'status') return error.kind !== 'cancelled';
  return (
    error.statusName === null ||
    error.statusName === 'ServerError' ||
    error.statusName === 'VerificationCodeSendFailed'
  );
}

function retryAfterSecondsIn(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('retryAfterSeconds' in data)) return null;
  const seconds = data.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

function messageKeyFor(kind: ApiErrorKind, statusName: StatusName | null): TextKey | null {
  if (kind === 'schema') return 'errors.badResponse';
  if (kind === 'network') return 'errors.network';
  if (kind === 'offline') return 'offline.failed';
  // A status this client does not know yet: the platform's own message is the best there is (§8).
  if (kind === 'status') return statusName ? `errors.status.${statusName}` : null;
  return GENERIC_ERROR_KEY;
}
