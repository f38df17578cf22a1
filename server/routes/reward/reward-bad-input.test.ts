// Bad input on the routes of issue 12 (docs/architecture.md "Done means" 5): fast-check, 1,000 runs each, as a
// visitor and as a member: never a 5xx, always a known status, never ServerError.
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

const FIELDS = ['month', 'date', 'day'] as const;
/** Near-miss days and months as well as noise, so that parsing and the calendar maths are reached. */
const dayLike = fc
  .tuple(
    fc.integer({ min: 1990, max: 2110 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  )
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const monthLike = fc
  .tuple(fc.integer({ min: 1990, max: 2110 }), fc.integer({ min: 0, max: 13 }))
  .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);
const scalar = fc.oneof(
  dayLike,
  monthLike,
  fc.integer({ min: -(2 ** 33), max: 2 ** 33 }),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('2026-02-29', '2028-02-29', '2099-12-31', '2000-01-01', '', ' ', '9'.repeat(30)),
  fc.boolean(),
  fc.constant(null),
);
const payloadArb = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }))),
  fc.jsonValue({ maxDepth: 3 }),
);

const ROUTES: { name: string; endpoint: Endpoint; callers: ('visitor' | 'member')[] }[] = [
  { name: 'RewardCalendar', endpoint: ENDPOINTS.rewardCalendar, callers: ['visitor', 'member'] },
  {
    name: 'QueryMissionByDate',
    endpoint: ENDPOINTS.missionsByDate,
    callers: ['visitor', 'member'],
  },
  { name: 'CheckIn', endpoint: ENDPOINTS.checkIn, callers: ['member', 'visitor'] },
];

describe('bad input on the reward routes', () => {
  for (const route of ROUTES) {
    it(`${route.name}: ${RUNS} random inputs, 0 5xx, every answer a known status`, async () => {
      await fc.assert(
        fc.asyncProperty(
          payloadArb,
          fc.constantFrom(...route.callers),
          fc.constantFrom('en-US', 'zh-TW', 'zh-CN', 'xx', ''),
          async (input, caller, language) => {
            const response = await sendBadInput(
              t.app,
              route.endpoint,
              input,
              caller === 'member' ? `Bearer ${token}` : null,
              language,
            );
            expectHandled(response);
          },
        ),
        { numRuns: RUNS },
      );
    }, 120_000);
  }
});
