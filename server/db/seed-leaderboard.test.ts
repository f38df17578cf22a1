// The demo leaderboard (issue 13): the seeded rivals put the demo member in the middle of this
// week's and the all-time board, tie with them once this week (and rank after them, having got
// there later), and all rank above KaiRunner, whose own row is therefore pinned beyond the top 50.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import { createTestApp, login, type TestApp } from '../test-support/test-app.ts';
import { readBoard } from '../test-support/leaderboard-helpers.ts';
import { DEMO_MEMBER, SEED_MEMBERS } from './seed-data.ts';
import { SEED_BOARD_NICKNAMES } from './seed-leaderboard-data.ts';

const KAI = SEED_MEMBERS.find((m) => m.nickname === 'KaiRunner')!;

const middle = SEED_BOARD_NICKNAMES.length / 2;

describe('the seeded leaderboard on a Wednesday', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clock: manualClock(new Date('2026-11-25T12:00:00Z')),
      leaderboardRankMaxAgeMs: 0,
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('puts the demo member in the middle of both boards, tied this week with a later rival', async () => {
    const { access_token } = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    for (const period of ['week', 'all'] as const) {
      const { data } = await readBoard(t.app, period, access_token);
      expect(data.me?.name).toBe(DEMO_MEMBER.nickname);
      expect(Math.abs(data.me!.rank - middle), `${period} rank ${data.me!.rank}`).toBeLessThan(8);
    }
    const week = (await readBoard(t.app, 'week', access_token)).data;
    expect(week.rows[week.me!.rank]!.points).toBe(week.me!.points);
  });

  it('ranks KaiRunner beyond the top 50 on both boards', async () => {
    const { access_token } = await login(t.app, KAI.email, KAI.password);
    for (const period of ['week', 'all'] as const) {
      const { data } = await readBoard(t.app, period, access_token);
      expect(data.rows).toHaveLength(50);
      expect(data.me?.rank).toBeGreaterThan(50);
      expect(data.rows.some((r) => r.isMe)).toBe(false);
    }
  });
});

describe('the seeded leaderboard early on a Monday', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clock: manualClock(new Date('2026-11-23T00:30:00Z')),
      leaderboardRankMaxAgeMs: 0,
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("shows this week's rivals, the demo member in the middle of all time and not yet on the week", async () => {
    const { access_token } = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const week = (await readBoard(t.app, 'week', access_token)).data;
    expect(week.rows).toHaveLength(50);
    expect(week.me).toBeNull();
    const all = (await readBoard(t.app, 'all', access_token)).data;
    expect(Math.abs(all.me!.rank - middle)).toBeLessThan(8);
  });
});
