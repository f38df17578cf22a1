// Bad input on every route of issue 11 (docs/architecture.md "Done means" 5): fast-check, 1,000 runs each, as a
// visitor and as a member (and as a game with its secret): never a 5xx, always an envelope, and
// input that breaks the contract is ParameterError.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
import { createTestApp, login, type TestApp } from '../../test-support/test-app.ts';
import { expectHandled, sendBadInput } from '../../test-support/bad-input.ts';
import { gameIdOf, gameSecretHeader } from '../../test-support/quest-helpers.ts';

const RUNS = 1000;

let t: TestApp;
let token = '';
let gameSecret = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
  gameSecret = gameSecretHeader(await gameIdOf(t.testDb.db, 'ember-realms'), 'ember-realms');
});
afterAll(async () => {
  await t?.close();
});

/** Any JSON value, with the field names the routes read mixed in so that parsing goes deep. */
const FIELDS = [
  'page',
  'size',
  'gameId',
  'kind',
  'id',
  'questId',
  'eventId',
  'missionAssessId',
  'code',
  'conditionId',
  'uid',
  'progress',
] as const;
const scalar = fc.oneof(
  fc.integer({ min: -(2 ** 33), max: 2 ** 33 }),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('1', '0', '-1', '1e3', '10000001', 'daily', 'event', '', ' ', '9'.repeat(30)),
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

type Caller = 'visitor' | 'member' | 'game';

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
    caller === 'member' ? `Bearer ${token}` : caller === 'game' ? gameSecret : null,
    language,
  );
}

const ROUTES: { name: string; endpoint: Endpoint; callers: Caller[] }[] = [
  { name: 'QuestList', endpoint: ENDPOINTS.questList, callers: ['visitor', 'member'] },
  { name: 'Quest', endpoint: ENDPOINTS.quest, callers: ['visitor', 'member'] },
  { name: 'Claim', endpoint: ENDPOINTS.claim, callers: ['member'] },
  { name: 'MajorEventList', endpoint: ENDPOINTS.majorEventList, callers: ['visitor', 'member'] },
  { name: 'MajorEvent', endpoint: ENDPOINTS.majorEvent, callers: ['visitor', 'member'] },
  { name: 'ClaimMission', endpoint: ENDPOINTS.claimMission, callers: ['member'] },
  { name: 'TrendingEvents', endpoint: ENDPOINTS.trendingEvents, callers: ['visitor', 'member'] },
  { name: 'Quester', endpoint: ENDPOINTS.questers, callers: ['visitor', 'member'] },
  { name: 'Winner', endpoint: ENDPOINTS.winners, callers: ['visitor', 'member'] },
  { name: 'RedeemAssessment', endpoint: ENDPOINTS.redeemAssessment, callers: ['member'] },
  { name: 'Interactive', endpoint: ENDPOINTS.interactive, callers: ['member'] },
  { name: 'QuestProgress', endpoint: ENDPOINTS.questProgress, callers: ['member'] },
  { name: 'ReportProgress', endpoint: ENDPOINTS.gameReportProgress, callers: ['game', 'visitor'] },
  {
    name: 'IssueAssessment',
    endpoint: ENDPOINTS.gameIssueAssessment,
    callers: ['game', 'visitor'],
  },
];

describe('bad input on the quest routes', () => {
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

  it('game routes check the secret before the input: a wrong secret with bad input is refused as such', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.gameReportProgress.path,
      payload: { nonsense: true },
      headers: { authorization: 'GameSecret 1:wrong' },
    });
    expect(response.json<{ status: number }>().status).toBe(
      STATUS.SecurityCertificationFailed.code,
    );
  });
});
