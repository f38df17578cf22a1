// What Fastify does below the routes: how long a client may take to send a request, and what it
// answers when a request cannot even be routed. Node's defaults hold a half-sent request for 300 s
// (and check only every 30 s), and Fastify's own error bodies echo the request path; both go.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { failure } from './envelope.ts';
import { setSecurityHeaders } from './security-headers.ts';

export const HTTP_TIMEOUTS_MS = {
  /** From the first byte until the last header line. */
  headers: 10_000,
  /** From the first byte until the whole body: a 64 KiB body needs far less on any network. */
  request: 30_000,
  /** An idle kept-alive socket. Longer than the 60 s idle timeout of common reverse proxies, so the proxy closes first and never sends into a socket being closed. */
  keepAlive: 65_000,
  /** How often Node looks for sockets past `headers` or `request`; its default, 30 s, would double them. */
  check: 1_000,
} as const;

export type HttpTimeoutsMs = { [K in keyof typeof HTTP_TIMEOUTS_MS]: number };

export function transportOptions(
  timeouts: HttpTimeoutsMs = HTTP_TIMEOUTS_MS,
): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'keepAliveTimeout' | 'frameworkErrors' | 'clientErrorHandler'
> & { http: http.ServerOptions } {
  return {
    requestTimeout: timeouts.request,
    keepAliveTimeout: timeouts.keepAlive,
    http: { headersTimeout: timeouts.headers, connectionsCheckingInterval: timeouts.check },
    // A URL that does not decode, a parameter too long: bad input, without the URL repeated back.
    frameworkErrors: (_error, request, reply) => {
      setSecurityHeaders(request as FastifyRequest, reply as FastifyReply);
      void (reply as FastifyReply).code(400).send(failure('ParameterError'));
    },
    clientErrorHandler: answerClientError,
  };
}

/**
 * A request Node's parser refused or timed out (never reaches Fastify): answered on the raw socket,
 * in the envelope, with the HTTP code Node would use.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset or already closed connection: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const httpCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const body = JSON.stringify(failure('ParameterError'));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${httpCode} ${http.STATUS_CODES[httpCode]}\r\nConnection: close\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
