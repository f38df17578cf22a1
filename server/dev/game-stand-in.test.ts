import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/app/endpoints.ts';
import { QuestDetailSchema } from '../../src/features/quests/api/schemas/quest.ts';
import { DEMO_MEMBER } from '../db/seed-data.ts';
import {
  createTestApp,
  envelopeOf,
  get,
  login,
  post,
  type TestApp,
} from '../test-support/test-app.ts';
import { conditionIdsOf, questIdOf } from '../test-support/quest-helpers.ts';
import { buildApp } from '../app.ts';
import { manualClock } from '../clock.ts';
import { GAME_PAGE_PATH } from './game-stand-in.ts';

let t: TestApp;
let token = '';
beforeAll(async () => {
  // Midday in the demo member's zone (Asia/Taipei), seeded and read on one clock: the seed's daily
  // progress (half an hour old) is today's whatever the hour of the run; on the wall clock it was
  // yesterday's for the first half hour of each Taipei day (16:00–16:30 UTC), and the test failed.
  t = await createTestApp({ clock: manualClock(new Date('2026-11-25T04:00:00Z')) });
  token = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
});
afterAll(async () => {
  await t?.close();
});

const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

describe('/dev/game (the partnered game stand-in)', () => {
  it('lists the open game conditions of a member, escaped, under a strict CSP', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${GAME_PAGE_PATH}?uid=${DEMO_MEMBER.uid}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toMatch(
      /default-src 'none'; style-src 'sha256-/,
    );
    expect(response.body).not.toMatch(/<script/i);
    expect(response.body).toContain('Ember Realms: 5 rounds a day');
    expect(response.body).toContain('2 / 5');
    const hostile = await t.app.inject({
      method: 'GET',
      url: `${GAME_PAGE_PATH}?uid=%3Cscript%3E`,
    });
    expect(hostile.body).not.toContain('<script>');
  });

  it('"Play a round" reports progress through ReportProgress; "Finish" returns to the app with an assessment', async () => {
    const questId = await questIdOf(t.testDb.db, 'ember-daily');
    const [conditionId] = await conditionIdsOf(t.testDb.db, questId);
    const fields = { uid: DEMO_MEMBER.uid, conditionId: String(conditionId) };
    const played = await form(`${GAME_PAGE_PATH}/play`, fields);
    expect(played.statusCode).toBe(303);
    expect(played.headers.location).toBe(`${GAME_PAGE_PATH}?uid=${DEMO_MEMBER.uid}`);
    const detail = QuestDetailSchema.parse(
      envelopeOf(await get(t.app, `${ENDPOINTS.quest.path}?id=${questId}`, token)).data,
    );
    expect(detail.conditions[0]!.progress).toBe(3);

    const finished = await form(`${GAME_PAGE_PATH}/finish`, fields);
    expect(finished.statusCode).toBe(303);
    const back = new URL(String(finished.headers.location), 'http://app.test');
    expect(back.pathname).toBe('/');
    const state = /^Login_x_(\d+)_(\d+)$/.exec(back.searchParams.get('state') ?? '');
    expect(state?.[1]).toBe(String(questId));
    const redeemed = envelopeOf(
      await post(
        t.app,
        ENDPOINTS.redeemAssessment.path,
        { questId, missionAssessId: state![2], code: back.searchParams.get('code') },
        token,
      ),
    );
    expect(redeemed).toMatchObject({ status: 0, data: { done: true, progress: 5 } });
  });

  it('refuses a form posted from another site and unknown conditions', async () => {
    const questId = await questIdOf(t.testDb.db, 'ember-daily');
    const [conditionId] = await conditionIdsOf(t.testDb.db, questId);
    const fields = { uid: DEMO_MEMBER.uid, conditionId: String(conditionId) };
    expect(
      (await form(`${GAME_PAGE_PATH}/play`, fields, { 'sec-fetch-site': 'cross-site' })).statusCode,
    ).toBe(400);
    expect(
      (await form(`${GAME_PAGE_PATH}/play`, fields, { origin: 'https://evil.example' })).statusCode,
    ).toBe(400);
    expect(
      (await form(`${GAME_PAGE_PATH}/play`, { ...fields, conditionId: '999999' })).statusCode,
    ).toBe(400);
  });

  it('is not served where the outbox is not', async () => {
    const app = await buildApp({ db: t.testDb.db, config: { serveOutbox: false } });
    try {
      expect((await app.inject({ method: 'GET', url: GAME_PAGE_PATH })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
