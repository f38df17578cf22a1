// What every bad-input property test (DESIGN "Done means" 5) sends and checks: random input to one
// route, as a GET query (a `{ raw }` input is sent as the query string unencoded) or a JSON body,
// and an answer that is never a 5xx, always a status of the shared catalogue, never ServerError.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Endpoint } from '../../src/api/endpoints.ts';
import { STATUS } from '../../src/api/status-codes.ts';

const KNOWN = new Set<number>(Object.values(STATUS).map((s) => s.code));

/** Sends `input` to `endpoint` with an Authorization header (or none) and an Accept-Language. */
export function sendBadInput(
  app: FastifyInstance,
  endpoint: Endpoint,
  input: unknown,
  authorization: string | null,
  language: string,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'accept-language': language };
  if (authorization !== null) headers.authorization = authorization;
  if (endpoint.method === 'GET') {
    const query = input as Record<string, string>;
    const search = 'raw' in query ? String(query.raw) : new URLSearchParams(query).toString();
    return app.inject({ method: 'GET', url: `${endpoint.path}?${search}`, headers });
  }
  return app.inject({
    method: 'POST',
    url: endpoint.path,
    payload: JSON.stringify(input),
    headers: { ...headers, 'content-type': 'application/json' },
  });
}

/** The answer to bad input: handled, in the envelope, with a status the client knows. */
export function expectHandled(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBeLessThan(500);
  const body = response.json<{ status: number }>();
  expect(KNOWN.has(body.status)).toBe(true);
  expect(body.status).not.toBe(STATUS.ServerError.code);
}
