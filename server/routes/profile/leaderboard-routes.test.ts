// The leaderboard route (issue 13, decision 030) on the seeded database: ranking by points earned,
// ties by who reached the score first, masked names, the member's own rank outside the top 50, the
// one weekly boundary (Monday 00:00 UTC) read with the injected clock, spending that never lowers a
// score. Each test plays in its own week, far from the seed's, so the weekly boards do not mix.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';
import { NOT_EARNED_KINDS } from '../../domain/shared/ledger.ts';
import { maskName } from '../../domain/shared/mask-name.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { boardMember, earn, readBoard, spend } from '../../test-support/leaderboard-helpers.ts';

const clock = manualClock(new Date('2026-11-25T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, leaderboardRankMaxAgeMs: 0 });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const at = (iso: string) => new Date(iso);

describe('POST /api/Member/Leaderboard', () => {
  it('ranks by points earned, then by who reached them first, then by member id; names of others are masked', async () => {
    const db = t.testDb.db;
    clock.set(at('2031-03-05T12:00:00Z'));
    const a = await boardMember(db, 'AlphaWolf');
    const b = await boardMember(db, 'BetaRay');
    const c = await boardMember(db, 'CharlieFox');
    const d = await boardMember(db, 'DeltaNine');
    await earn(db, a.id, 300, at('2031-03-04T10:00:00Z'));
    await earn(db, c.id, 100, at('2031-03-03T09:00:00Z'));
    await earn(db, b.id, 200, at('2031-03-04T10:00:00Z'));
    await earn(db, d.id, 200, at('2031-03-04T10:00:00Z'));
    // c reaches 200 last: behind b and d, who reached it earlier.
    await earn(db, c.id, 100, at('2031-03-04T11:00:00Z'));

    const { status, data } = await readBoard(t.app, 'week', c.accessToken);
    expect(status).toBe(0);
    expect(data.rows.map((r) => [r.rank, r.name, r.points, r.isMe])).toEqual([
      [1, maskName('AlphaWolf'), '300', false],
      [2, maskName('BetaRay'), '200', false],
      [3, maskName('DeltaNine'), '200', false],
      [4, 'CharlieFox', '200', true],
    ]);
    expect(data.me).toMatchObject({ rank: 4, name: 'CharlieFox', points: '200', isMe: true });
    expect(data.weekStartsAt).toBe('2031-03-03T00:00:00.000Z');
    expect(data.weekEndsAt).toBe('2031-03-10T00:00:00.000Z');

    const visitor = await readBoard(t.app, 'week');
    expect(visitor.data.me).toBeNull();
    expect(visitor.data.timeZone).toBe('UTC');
    expect(visitor.data.rows.every((r) => !r.isMe && r.name.includes('***'))).toBe(true);
  });

  it("shows the member's own rank when it is outside the top 50, and the top 50 without them", async () => {
    const db = t.testDb.db;
    clock.set(at('2031-04-09T12:00:00Z'));
    for (let i = 0; i < 55; i += 1) {
      const m = await boardMember(db, `Ahead${i}`);
      await earn(db, m.id, 1000 + i, at('2031-04-08T08:00:00Z'));
    }
    const me = await boardMember(db, 'TailEnder', { timeZone: 'Asia/Taipei' });
    await earn(db, me.id, 10, at('2031-04-08T09:00:00Z'));

    const { data } = await readBoard(t.app, 'week', me.accessToken);
    expect(data.rows).toHaveLength(50);
    expect(data.rows[0]!.points).toBe('1054');
    expect(data.rows.some((r) => r.isMe)).toBe(false);
    expect(data.me).toMatchObject({ rank: 56, name: 'TailEnder', points: '10', isMe: true });
    expect(data.timeZone).toBe('Asia/Taipei');

    // Earning live moves the member's own rank at once: 1040 ties with Ahead40, who got there first.
    await earn(db, me.id, 1030, at('2031-04-09T11:00:00Z'));
    const after = await readBoard(t.app, 'week', me.accessToken);
    expect(after.data.me).toMatchObject({ rank: 16, points: '1040' });
    expect(after.data.rows[15]).toMatchObject({ name: 'TailEnder', isMe: true });
  });

  it('starts every week at Monday 00:00 UTC for everyone, whatever the member’s zone', async () => {
    const db = t.testDb.db;
    const me = await boardMember(db, 'ZoneWalker', { timeZone: 'America/Los_Angeles' });
    await earn(db, me.id, 70, at('2031-05-11T23:59:59.999Z'));
    await earn(db, me.id, 5, at('2031-05-12T00:00:00Z'));

    clock.set(at('2031-05-11T23:59:59.999Z'));
    const sunday = await readBoard(t.app, 'week', me.accessToken);
    expect(sunday.data.weekStartsAt).toBe('2031-05-05T00:00:00.000Z');
    expect(sunday.data.me?.points).toBe('70');

    clock.set(at('2031-05-12T00:00:00Z'));
    const monday = await readBoard(t.app, 'week', me.accessToken);
    expect(monday.data.weekStartsAt).toBe('2031-05-12T00:00:00.000Z');
    expect(monday.data.weekEndsAt).toBe('2031-05-19T00:00:00.000Z');
    expect(monday.data.timeZone).toBe('America/Los_Angeles');
    expect(monday.data.me).toMatchObject({ rank: 1, points: '5' });

    const all = await readBoard(t.app, 'all', me.accessToken);
    expect(all.data.me?.points).toBe('75');
  });

  it('counts points earned, so spending never lowers a score and a refund never raises it', async () => {
    const db = t.testDb.db;
    clock.set(at('2031-06-04T12:00:00Z'));
    const spender = await boardMember(db, 'BigSpender');
    const saver = await boardMember(db, 'PennySaver');
    await earn(db, spender.id, 500, at('2031-06-03T08:00:00Z'));
    await earn(db, saver.id, 400, at('2031-06-03T08:00:00Z'));
    await spend(db, spender.id, 450, at('2031-06-03T09:00:00Z'));
    await earn(db, saver.id, 300, at('2031-06-03T10:00:00Z'), 'prizeRefund');

    const { data } = await readBoard(t.app, 'week', spender.accessToken);
    expect(data.rows.map((r) => r.points)).toEqual(['500', '400']);
    expect(data.me).toMatchObject({ rank: 1, points: '500' });
  });

  it('leaves out members who are not active, and answers a member with no points this week with no row', async () => {
    const db = t.testDb.db;
    clock.set(at('2031-07-02T12:00:00Z'));
    const closed = await boardMember(db, 'GoneAway', { status: 'Close' });
    const active = await boardMember(db, 'StillHere');
    const idle = await boardMember(db, 'IdleHands');
    await earn(db, closed.id, 900, at('2031-07-01T08:00:00Z'));
    await earn(db, active.id, 100, at('2031-07-01T08:00:00Z'));

    const { data } = await readBoard(t.app, 'week', active.accessToken);
    expect(data.rows.map((r) => r.name)).toEqual(['StillHere']);
    expect(data.me?.rank).toBe(1);
    expect((await readBoard(t.app, 'week', idle.accessToken)).data.me).toBeNull();
  });

  it('keeps scores right when many postings race (each one is counted once)', async () => {
    const db = t.testDb.db;
    clock.set(at('2031-08-06T12:00:00Z'));
    const members = await Promise.all(
      ['RaceOne', 'RaceTwo', 'RaceThree'].map((n) => boardMember(db, n)),
    );
    await Promise.all(
      members.flatMap((m, i) =>
        Array.from({ length: 10 }, () => earn(db, m.id, i + 1, at('2031-08-05T08:00:00Z'))),
      ),
    );
    const { data } = await readBoard(t.app, 'week');
    expect(data.rows.map((r) => r.points)).toEqual(['30', '20', '10']);
  });

  it('refuses a period it does not know as ParameterError', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Member/Leaderboard',
      payload: { period: 'month' },
    });
    expect(response.json<{ status: number }>().status).toBe(1001);
  });

  it('leaves out of the scores exactly the kinds the ledger does not count as earned', async () => {
    const sql = await readFile(path.join(MIGRATIONS_DIR, '010-leaderboard-scores.sql'), 'utf8');
    const list = `NOT IN (${NOT_EARNED_KINDS.map((k) => `'${k}'`).join(', ')})`;
    expect(sql.split(list).length - 1).toBe(2);
  });
});
