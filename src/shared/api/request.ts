// The one request helper (docs/product/app.md). Every call of the app goes through here, and so does the
// cross-cutting policy: bearer token, DeviceType header, loading flag, danger notice, session expiry.
import type { TextKey } from '../../i18n/text-key';
import { TIMING, DEVICE_TYPE } from '../../config/constants';
import type { Endpoint } from './endpoint';
import { ApiError, type MessageValues } from './errors';
import { EnvelopeSchema, type Envelope } from './schemas/envelope';
import { deviceTimeZone } from '../../i18n/zoned-time';

/** Anything with zod's safeParse: the full and the mini flavour both fit. */
export type Parser<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
};

/** What the composition root plugs in; the helper itself knows no React, router or machine. */
export type RequestPolicy = {
  baseUrl: string;
  getAccessToken(): string | null;
  /**
   * True while a refused login must not end the session (on /reback, which exchanges a code for a
   * new login): the composition root knows the routes, the helper does not.
   */
  isSessionExpiryPaused(): boolean;
  onRequestStart(): void;
  onRequestEnd(): void;
  /** 401/403 or `tokenInvalid`, outside /reback: forget the login and clear the loading flag. */
  onSessionInvalid(): void;
  /** Show a danger notice: the translation of `messageKey`, or the server's own words when null. */
  notify(messageKey: TextKey | null, serverMessage: string, values?: MessageValues): void;
  /** The member's language (docs/product/app.md `lang`), sent as Accept-Language: the platform mails in it. */
  getLanguage?(): string;
  /** The visitor's zone, sent as Time-Zone; the device's when not given (the server's render names one). */
  getTimeZone?(): string | null;
  /** True when the browser knows it has no connection: a call without an answer then says so. */
  isOffline?(): boolean;
  /**
   * Each successful answer's time (its Date header, in ms): offline, the service worker's kept
   * answers carry the time they were first given, which the offline notice shows.
   */
  onAnswer?(answeredAtMs: number): void;
  /**
   * Told of each call as it goes out; what it returns is handed the answer before it is read. The
   * composition root holds a first visit's answers there for the service worker (decision 054).
   */
  watchAnswer?(
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ): ((answer: Response) => void) | undefined;
  /**
   * Sends the call; the browser's fetch by default. The server's renderer answers in-process
   * through the API's own routes (decision 060).
   */
  fetch?: typeof fetch;
  /** The app's lifetime: once aborted (the app is torn down), calls in flight end as cancelled. */
  signal?: AbortSignal;
};

let policy: RequestPolicy | null = null;

export function configureRequests(next: RequestPolicy): void {
  policy = next;
}

/** Calls started and not yet settled (their loading flag not yet reported back). */
const inFlight = new Set<Promise<unknown>>();

/** Resolves once every call started so far has settled: a teardown waits for this. */
export async function requestsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

export type RequestOptions = {
  /** Don't show the danger notice; the caller shows the error where it belongs (a form, say). */
  suppressNotice?: boolean;
  signal?: AbortSignal;
  /** Overrides the endpoint's default: message polling shows no loading bar, a page's first load does. */
  tracksLoading?: boolean;
  /** No notice when no answer came at all (offline, connection failed): the caller copes (logout). */
  quietWhenUnreachable?: boolean;
  /**
   * Sends this bearer instead of the session's, and a refusal does not end the session: a `_token`
   * from the address is checked this way before it is used.
   */
  accessToken?: string;
};

export async function request<T>(
  endpoint: Endpoint,
  payload: Record<string, unknown> | undefined,
  schema: Parser<T>,
  options: RequestOptions = {},
): Promise<T> {
  const { data } = await requestWithTotal(endpoint, payload, schema, options);
  return data;
}

/** For list calls whose envelope carries `total` (messages, invite list) and `unread` (messages). */
export async function requestWithTotal<T>(
  endpoint: Endpoint,
  payload: Record<string, unknown> | undefined,
  schema: Parser<T>,
  options: RequestOptions = {},
): Promise<Listed<T>> {
  const call = tracked(endpoint, payload, schema, options);
  inFlight.add(call);
  const settle = () => void inFlight.delete(call);
  call.then(settle, settle);
  return call;
}

type Listed<T> = { data: T; total: number; unread?: number };

async function tracked<T>(
  endpoint: Endpoint,
  payload: Record<string, unknown> | undefined,
  schema: Parser<T>,
  options: RequestOptions,
): Promise<Listed<T>> {
  const active = requirePolicy();
  const tracks = options.tracksLoading ?? endpoint.tracksLoading;
  if (tracks) active.onRequestStart();
  try {
    const { envelope, answeredAtMs } = await send(active, endpoint, payload, options);
    if (envelope.status !== 0) {
      throw new ApiError('status', envelope.status, envelope.message, envelope.data);
    }
    const parsed = schema.safeParse(envelope.data);
    if (!parsed.success) throw new ApiError('schema', -1, 'Response did not match its schema');
    if (!Number.isNaN(answeredAtMs)) active.onAnswer?.(answeredAtMs);
    return { data: parsed.data, total: envelope.total ?? 0, unread: envelope.unread };
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError('network', -1, String(error));
    // Of the calls that want a notice, only one the caller itself cancelled stays quiet (an
    // answer that arrived, a session expiry say, is reported even if the cache cancelled the query
    // while handling it), and one that got no answer if the caller copes with that itself.
    const unreachable = apiError.kind === 'offline' || apiError.kind === 'network';
    const quiet =
      options.suppressNotice ||
      apiError.kind === 'cancelled' ||
      (options.quietWhenUnreachable === true && unreachable);
    if (!quiet) active.notify(apiError.messageKey, apiError.message, apiError.messageValues);
    throw apiError;
  } finally {
    if (tracks) active.onRequestEnd();
  }
}

async function send(
  active: RequestPolicy,
  endpoint: Endpoint,
  payload: Record<string, unknown> | undefined,
  { signal: callerSignal, accessToken }: RequestOptions,
): Promise<{ envelope: Envelope; answeredAtMs: number }> {
  const headers: Record<string, string> = { DeviceType: DEVICE_TYPE, Accept: 'application/json' };
  const token = endpoint.auth ? (accessToken ?? active.getAccessToken()) : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const language = active.getLanguage?.();
  if (language) headers['Accept-Language'] = language;
  // A visitor has no stored zone: the server reads their calendar and times on this one instead.
  const zone = active.getTimeZone ? active.getTimeZone() : deviceTimeZone();
  if (zone) headers['Time-Zone'] = zone;

  let url = active.baseUrl + endpoint.path;
  let body: string | undefined;
  if (endpoint.method === 'GET') {
    const query = toQuery(payload);
    if (query) url += `?${query}`;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload ?? {});
  }

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), TIMING.REQUEST_TIMEOUT_MS);
  // One controller for both reasons to give up: the caller's (React Query cancels) and the time-out.
  callerSignal?.addEventListener('abort', () => timeout.abort(), { once: true });
  // And the app's: a call of an app being torn down is cancelled, not reported.
  const appSignal = active.signal;
  if (appSignal?.aborted) timeout.abort();
  appSignal?.addEventListener('abort', () => timeout.abort(), { once: true });
  const signal = timeout.signal;
  const init = { method: endpoint.method, headers, body };
  const watch = active.watchAnswer?.(url, init);
  let response: Response;
  try {
    response = await (active.fetch ?? fetch)(url, { ...init, credentials: 'include', signal });
    watch?.(response);
  } catch (error) {
    if (callerSignal?.aborted || appSignal?.aborted)
      throw new ApiError('cancelled', -1, 'Request cancelled');
    if (timeout.signal.aborted) throw new ApiError('timeout', -1, 'Request timed out');
    // Offline, nothing is queued for later: the call fails now and changes nothing.
    throw new ApiError(active.isOffline?.() ? 'offline' : 'network', -1, String(error));
  } finally {
    clearTimeout(timer);
  }

  // Only the session's own token ends the session; neither /reback nor a token being checked does.
  const keepsSession = accessToken !== undefined || active.isSessionExpiryPaused();
  if (response.status === 401 || response.status === 403) {
    if (!keepsSession) active.onSessionInvalid();
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(response.ok ? 'schema' : 'http', response.status, `HTTP ${response.status}`);
  }
  const envelope = EnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    throw new ApiError(response.ok ? 'schema' : 'http', response.status, `HTTP ${response.status}`);
  }
  if (
    envelope.data.tokenInvalid &&
    !keepsSession &&
    response.status !== 401 &&
    response.status !== 403
  ) {
    active.onSessionInvalid();
  }
  return { envelope: envelope.data, answeredAtMs: Date.parse(response.headers.get('Date') ?? '') };
}

function toQuery(payload: Record<string, unknown> | undefined): string {
  if (!payload) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  return params.toString();
}

function requirePolicy(): RequestPolicy {
  if (!policy) throw new Error('configureRequests() must run before the first request');
  return policy;
}
