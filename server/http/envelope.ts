import {
  STATUS,
  TOKEN_INVALID_STATUSES,
  type StatusName,
} from '../../src/shared/api/status-codes.ts';
import { STATUS_MESSAGES } from './status-messages.ts';

/**
 * The body of every response (src/api/schemas/envelope.ts). Failures carry `data: null`, except a
 * refusal by a limit: `data: { retryAfterSeconds }`, and a quest refusal that explains itself
 * (`data: { opensAt }`, `{ unmet }`, `{ level }`), and a disabled account told to its proven owner
 * (`{ memberStatus }`, decision 033).
 */
export type EnvelopeBody = {
  status: number;
  message: string;
  data: unknown;
  total?: number;
  /** The member's unread messages, beside the Messages list (the bell's badge, decision 041). */
  unread?: number;
  tokenInvalid?: boolean;
};

export function success(data: unknown, total?: number, unread?: number): EnvelopeBody {
  const body: EnvelopeBody = {
    status: STATUS.Success.code,
    message: STATUS_MESSAGES.Success,
    data,
  };
  if (total !== undefined) body.total = total;
  if (unread !== undefined) body.unread = unread;
  return body;
}

export function failure(
  name: StatusName,
  options: { tokenInvalid?: boolean; data?: unknown } = {},
): EnvelopeBody {
  const body: EnvelopeBody = {
    status: STATUS[name].code,
    message: STATUS_MESSAGES[name],
    data: options.data ?? null,
  };
  if (options.tokenInvalid || TOKEN_INVALID_STATUSES.includes(name)) body.tokenInvalid = true;
  return body;
}

/**
 * A business failure a handler throws on purpose. Most answer HTTP 200 with a non-zero status;
 * only transport-level conditions (missing bearer 401, unknown path 404) use another HTTP code.
 */
export class ApiError extends Error {
  readonly statusName: StatusName;
  readonly httpCode: number;
  readonly tokenInvalid: boolean;
  /** How long to wait before trying again (a limit was hit): sent as `data` and as Retry-After. */
  readonly retryAfterSeconds: number | undefined;
  /** What the client needs to explain the refusal (a quest's `opensAt`, its unmet conditions…). */
  readonly data: unknown;

  constructor(
    statusName: StatusName,
    options: {
      httpCode?: number;
      tokenInvalid?: boolean;
      cause?: unknown;
      retryAfterSeconds?: number;
      data?: unknown;
    } = {},
  ) {
    super(
      STATUS_MESSAGES[statusName],
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'ApiError';
    this.statusName = statusName;
    this.httpCode = options.httpCode ?? 200;
    this.tokenInvalid = options.tokenInvalid ?? false;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.data = options.data;
  }

  toBody(): EnvelopeBody {
    const { retryAfterSeconds, data } = this;
    return failure(this.statusName, {
      tokenInvalid: this.tokenInvalid,
      ...(retryAfterSeconds === undefined ? {} : { data: { retryAfterSeconds } }),
      ...(data === undefined ? {} : { data }),
    });
  }
}
