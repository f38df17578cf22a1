import type { TextKey } from '../../i18n/text-key';
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
    const disabledAs = this.statusName === 'AccountDisabled' ? memberStatusIn(data) : null;
    this.messageKey =
      waitSeconds !== null
        ? 'errors.tryAgainIn'
        : disabledAs
          ? `errors.memberStatus.${disabledAs}`
          : messageKeyFor(kind, this.statusName);
    this.messageValues =
      waitSeconds === null ? undefined : { minutes: Math.max(1, Math.ceil(waitSeconds / 60)) };
  }
}

export const GENERIC_ERROR_KEY: TextKey = 'errors.generic';

/** No answer came at all (offline, or the connection failed). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'offline' || error.kind === 'network');
}

function retryAfterSecondsIn(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('retryAfterSeconds' in data)) return null;
  const seconds = data.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** Which disabled status the platform told the account's proven owner (decision 033), if any. */
function memberStatusIn(data: unknown): 'Frozen' | 'Close' | 'Black' | null {
  if (typeof data !== 'object' || data === null || !('memberStatus' in data)) return null;
  const status = data.memberStatus;
  return status === 'Frozen' || status === 'Close' || status === 'Black' ? status : null;
}

function messageKeyFor(kind: ApiErrorKind, statusName: StatusName | null): TextKey | null {
  if (kind === 'schema') return 'errors.badResponse';
  if (kind === 'network') return 'errors.network';
  if (kind === 'offline') return 'offline.failed';
  // A status this client does not know yet: the platform's own message is the best there is (§8).
  if (kind === 'status') return statusName ? `errors.status.${statusName}` : null;
  return GENERIC_ERROR_KEY;
}
