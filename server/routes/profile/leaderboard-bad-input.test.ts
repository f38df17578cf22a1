// Bad input on the leaderboard route (docs/architecture.md "Done means" 5): fast-check, 1,000 runs, as a visitor,
// as a member and with a bearer that is not a session: never a 5xx, always a known status, and
// anything but { period: 'week' | 'all' } is ParameterError.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
import { createTestApp, login, type TestApp } from '../../test-support/test-app.ts';
import { expectHandled, sendBadInput } from '../../test-support/bad-input.ts';

const RUNS = 1000;

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const scalar = fc.oneof(
  fc.integer({ min: -(2 ** 33), max: 2 ** 33 }),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('week', 'all', 'WEEK', 'month', ' week', '', '9'.repeat(30)),
  fc.boolean(),
  fc.constant(null),
);
const payloadArb = fc.oneof(
  fc.dictionary(
    fc.constantFrom('period', 'page', 'size', 'uid'),
    fc.oneof(scalar, fc.array(scalar, { maxLength: 3 })),
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

describe('bad input on the leaderboard route', () => {
  it(`Leaderboard: ${RUNS} random inputs, 0 5xx, every answer a known status`, async () => {
    await fc.assert(
      fc.asyncProperty(
        payloadArb,
        fc.constantFrom(`Bearer ${token}`, null, 'Bearer not-a-token'),
        fc.constantFrom('en-US', 'zh-TW', 'zh-CN', 'xx', '', '*;q=0,zh;q=abc'),
        async (input, authorization, language) => {
          const response = await sendBadInput(
            t.app,
            ENDPOINTS.leaderboard,
            input,
            authorization,
            language,
          );
          expectHandled(response);
          const { status } = response.json<{ status: number }>();
          const valid =
            typeof input === 'object' &&
            input !== null &&
            !Array.isArray(input) &&
            ((input as { period?: unknown }).period === 'week' ||
              (input as { period?: unknown }).period === 'all');
          if (authorization === null || authorization === `Bearer ${token}`)
            expect(status === 0).toBe(valid);
        },
      ),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('a bearer that is no longer good is refused before the input is read', async () => {
    const response = await sendBadInput(
      t.app,
      ENDPOINTS.leaderboard,
      { period: 'week' },
      'Bearer not-a-token',
      'en-US',
    );
    expect(response.json<{ status: number }>().status).not.toBe(STATUS.Success.code);
  });
});
