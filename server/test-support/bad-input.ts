// What every bad-input property test (docs/architecture.md "Done means" 5) sends and checks: random input to one
// route, as a GET query (a `{ raw }` input is sent as the query string unencoded) or a JSON body,
// and an answer that is never a 5xx, always a status of the shared catalogue, never ServerError.
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import type { Endpoint } from '../../src/app/endpoints.ts';
import { STATUS } from '../../src/shared/api/status-codes.ts';

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

/** Languages a client may send: the three, an unknown one, none, and a malformed header. */
export const LANGUAGES_TRIED = ['en-US', 'zh-TW', 'zh-CN', 'xx', '', '*;q=0,zh;q=abc'] as const;

/**
 * Random input for routes that read `fields`: any JSON value, or an object of those fields holding
 * numbers, strings, `samples` (values near the valid ones) and arrays, so parsing goes deep; for a
 * GET, a query of those fields or a raw query string.
 */
export function badInputArbitraries(fields: readonly string[], samples: readonly string[]) {
  const scalar = fc.oneof(
    fc.integer({ min: -(2 ** 33), max: 2 ** 33 }),
    fc.double(),
    fc.string({ maxLength: 40 }),
    fc.constantFrom('1', '0', '-1', '1e3', '官方', '', ' ', '9'.repeat(30), ...samples),
    fc.boolean(),
    fc.constant(null),
  );
  return {
    payload: fc.oneof(
      fc.dictionary(
        fc.constantFrom(...fields),
        fc.oneof(scalar, fc.array(scalar, { maxLength: 3 })),
      ),
      fc.jsonValue({ maxDepth: 3 }),
    ),
    query: fc.oneof(
      fc.dictionary(fc.constantFrom(...fields), fc.string({ maxLength: 30 })),
      fc.string({ maxLength: 60 }).map((s) => ({ raw: s })),
    ),
  };
}

export type BadInputRoute = { name: string; endpoint: Endpoint };

/**
 * One property per route: `runs` random inputs, as a visitor and as the member whose bearer
 * `authorization()` gives, in any language: every answer handled (expectHandled).
 */
export function itHandlesBadInput(
  routes: readonly BadInputRoute[],
  options: {
    app: () => FastifyInstance;
    authorization: () => string;
    fields: readonly string[];
    samples: readonly string[];
    runs: number;
  },
): void {
  const arbitraries = badInputArbitraries(options.fields, options.samples);
  for (const route of routes) {
    it(`${route.name}: ${options.runs} random inputs, 0 5xx, every answer a known status`, async () => {
      await fc.assert(
        fc.asyncProperty(
          route.endpoint.method === 'GET' ? arbitraries.query : arbitraries.payload,
          fc.boolean(),
          fc.constantFrom(...LANGUAGES_TRIED),
          async (input, asMember, language) => {
            const authorization = asMember ? options.authorization() : null;
            const response = await sendBadInput(
              options.app(),
              route.endpoint,
              input,
              authorization,
              language,
            );
            expectHandled(response);
          },
        ),
        { numRuns: options.runs },
      );
    }, 120_000);
  }
}
