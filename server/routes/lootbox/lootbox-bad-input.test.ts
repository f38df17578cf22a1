// Bad input on every route of issue 12 (docs/architecture.md "Done means" 5): fast-check, 1,000 runs each, as a
// visitor and as a member: never a 5xx, always a known status. Copied from mission-bad-input.test.ts.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
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

/** Any JSON value, with the field names the routes read mixed in so that parsing goes deep. */
const FIELDS = [
  'page',
  'size',
  'status',
  'lootboxId',
  'openKey',
  'chestName',
  'inventoryId',
] as const;
const scalar = fc.oneof(
  fc.integer({ min: -(2 ** 33), max: 2 ** 33 }),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '1e3',
    'Available',
    'Frozen',
    'abcdefgh-1234',
    '官方',
    '',
    ' ',
    '9'.repeat(30),
  ),
  fc.boolean(),
  fc.constant(null),
);
const payloadArb = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }))),
  fc.jsonValue({ maxDepth: 3 }),
);
const queryArb = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), fc.string({ maxLength: 30 })),
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

const ROUTES: { name: string; endpoint: Endpoint; callers: Caller[] }[] = [
  { name: 'LootboxList', endpoint: ENDPOINTS.lootboxList, callers: ['visitor', 'member'] },
  { name: 'OpenLootbox', endpoint: ENDPOINTS.openLootbox, callers: ['visitor', 'member'] },
  { name: 'LootboxHistory', endpoint: ENDPOINTS.lootboxHistory, callers: ['visitor', 'member'] },
  { name: 'Inventory', endpoint: ENDPOINTS.inventory, callers: ['visitor', 'member'] },
  { name: 'UseItem', endpoint: ENDPOINTS.useItem, callers: ['visitor', 'member'] },
];

describe('bad input on the lootbox and inventory routes', () => {
  for (const route of ROUTES) {
    it(`${route.name}: ${RUNS} random inputs, 0 5xx, every answer a known status`, async () => {
      await fc.assert(
        fc.asyncProperty(
          route.endpoint.method === 'GET' ? queryArb : payloadArb,
          fc.constantFrom(...route.callers),
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
