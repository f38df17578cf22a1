// What a database failure means for the request that met it (decision 055). PostgreSQL's SQLSTATE
// classes, and node-postgres's own errors for a connection that went away without one.

/** The server aborted the transaction to break a deadlock, or could not serialise it: run it again. */
const BUSY_CODES = new Set(['40P01', '40001']);

/**
 * The connection is gone or refused: an administrator or a restart ended the backend (57P01–57P03),
 * class 08 (connection exception), or the socket closed under node-postgres.
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

export type DbFailure = 'busy' | 'unavailable';

export function dbFailureOf(error: unknown): DbFailure | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (BUSY_CODES.has(code)) return 'busy';
    if (/^57P0[123]$/.test(code) || /^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_ERRNOS.has(code))
      return 'unavailable';
  }
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m)))
    return 'unavailable';
  return null;
}
