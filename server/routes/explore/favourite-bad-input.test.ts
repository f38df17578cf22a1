// Bad input on the routes of issue 16 item 1 (docs/architecture.md "Done means" 5): fast-check, 1,000 runs each,
// as a visitor, a member and a stale bearer: never a 5xx, always a known status in the envelope.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from '../../../src/app/endpoints.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
import { createTestApp, login, type TestApp } from '../../test-support/test-app.ts';
import { expectHandled, sendBadInput } from '../../test-support/bad-input.ts';

const RUNS = 1000;

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
});
afterAll(async () => {
  await t?.close();
});

const FIELDS = ['gameId', 'favorite', 'id', 'page'] as const;
const scalar = fc.oneof(
  fc.integer({ min: -(2 ** 33), max: 2 ** 33 }),
  fc.integer({ min: 1, max: 40 }),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('1', 'true', 'false', '', '9'.repeat(30)),
  fc.boolean(),
  fc.constant(null),
);
const payloadArb = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }))),
  fc.record({ gameId: fc.integer({ min: -5, max: 60 }), favorite: fc.boolean() }),
  fc.jsonValue({ maxDepth: 3 }),
);
const queryArb = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), fc.string({ maxLength: 30 })),
  fc.string({ maxLength: 60 }).map((s) => ({ raw: s })),
);
const bearerArb = fc.constantFrom<string | null>(null, 'member', 'Bearer stale', 'Basic x', '');

const ROUTES: { name: string; endpoint: Endpoint }[] = [
  { name: 'GameAddToFavorite', endpoint: ENDPOINTS.gameAddToFavorite },
  { name: 'PartneredGames', endpoint: ENDPOINTS.partneredGames },
];

describe('bad input on the favourite routes', () => {
  for (const route of ROUTES) {
    it(`${route.name}: ${RUNS} random inputs, 0 5xx, every answer a known status`, async () => {
      await fc.assert(
        fc.asyncProperty(
          route.endpoint.method === 'GET' ? queryArb : payloadArb,
          bearerArb,
          fc.constantFrom('en-US', 'zh-TW', 'zh-CN', 'xx', '', '*;q=0,zh;q=abc'),
          async (input, bearer, language) => {
            const authorization = bearer === 'member' ? `Bearer ${token}` : bearer;
            expectHandled(
              await sendBadInput(t.app, route.endpoint, input, authorization, language),
            );
          },
        ),
        { numRuns: RUNS },
      );
    }, 120_000);
  }
});
