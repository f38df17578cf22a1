// Bad input on every route of issue 12 (docs/architecture.md "Done means" 5): fast-check, 1,000 runs each, as a
// visitor and as a member: never a 5xx, always an envelope with a known status.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from '../../../src/app/endpoints.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { expectHandled, sendBadInput } from '../../test-support/bad-input.ts';
import { makeMember } from '../../test-support/quest-helpers.ts';
import { givePoints } from '../../test-support/prize-helpers.ts';

const RUNS = 1000;

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  // A member of their own with few points, so random redeems that pass do not drain the demo.
  const m = await makeMember(t.testDb.db);
  await givePoints(t.testDb.db, m.id, 500);
  token = m.accessToken;
});
afterAll(async () => {
  await t?.close();
});

/** Any JSON value, with the field names the routes read mixed in so that parsing goes deep. */
const FIELDS = ['page', 'size', 'id', 'prizeId', 'redeemKey', 'delivery', 'outcome'] as const;
const DELIVERY_FIELDS = ['name', 'phone', 'address'] as const;
const scalar = fc.oneof(
  fc.integer({ min: -(2 ** 33), max: 2 ** 33 }),
  fc.integer({ min: 1, max: 12 }),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '1e3',
    'abcdefgh-1234',
    '',
    ' ',
    '9'.repeat(30),
    '+886 912 345 678',
    'success',
    'fail',
  ),
  fc.boolean(),
  fc.constant(null),
);
const delivery = fc.dictionary(fc.constantFrom(...DELIVERY_FIELDS), scalar);
const payloadArb = fc.oneof(
  fc.dictionary(
    fc.constantFrom(...FIELDS),
    fc.oneof(scalar, delivery, fc.array(scalar, { maxLength: 3 })),
  ),
  fc.jsonValue({ maxDepth: 3 }),
);
const queryArb = fc.oneof(
  fc.dictionary(
    fc.constantFrom(...FIELDS),
    fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String)),
  ),
  fc.string({ maxLength: 60 }).map((s) => ({ raw: s })),
);

type Caller = 'visitor' | 'member';

function send(
  app: FastifyInstance,
  endpoint: Endpoint,
  input: unknown,
  caller: Caller,
  language: string,
) {
  return sendBadInput(
    app,
    endpoint,
    input,
    caller === 'member' ? `Bearer ${token}` : null,
    language,
  );
}

const ROUTES: { name: string; endpoint: Endpoint }[] = [
  { name: 'PrizeList', endpoint: ENDPOINTS.prizeList },
  { name: 'RedeemPrize', endpoint: ENDPOINTS.redeemPrize },
  { name: 'ExchangePrizeRecord', endpoint: ENDPOINTS.exchangePrizeRecord },
  { name: 'ExchangeRecordDetail', endpoint: ENDPOINTS.exchangeRecordDetail },
  { name: 'ConfirmExchange', endpoint: ENDPOINTS.confirmExchange },
  { name: 'FulfilExchange (demo)', endpoint: ENDPOINTS.devFulfilExchange },
];

describe('bad input on the prize routes', () => {
  for (const route of ROUTES) {
    it(`${route.name}: ${RUNS} random inputs, 0 5xx, every answer a known status`, async () => {
      await fc.assert(
        fc.asyncProperty(
          route.endpoint.method === 'GET' ? queryArb : payloadArb,
          fc.constantFrom<Caller>('visitor', 'member'),
          fc.constantFrom('en-US', 'zh-TW', 'zh-CN', 'xx', '', '*;q=0,zh;q=abc'),
          async (input, caller, language) => {
            const response = await send(t.app, route.endpoint, input, caller, language);
            expectHandled(response);
          },
        ),
        { numRuns: RUNS },
      );
    }, 120_000);
  }
});
