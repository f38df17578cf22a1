// The leaderboard reader's rank snapshot (decision 030): ranks beyond the top 50 compare the
// member's live score with the others' scores as of the last snapshot, retaken once it is older
// than the allowed age by the app's clock, and never placed inside the top 50 served; the top 50
// itself is read at most every two seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import { migrate } from '../../db/migrate.ts';
import { createTestDb, type TestDb } from '../../test-support/test-db.ts';
import { boardMember, earn } from '../../test-support/leaderboard-helpers.ts';
import { leaderboardReader, TOP_MAX_AGE_MS } from './leaderboard.ts';
import { rankIn, snapshotOf } from './rank-snapshot.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
  await migrate(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb?.cleanup();
});

describe('rankIn', () => {
  const snapshot = snapshotOf(
    [
      { points: 50, reachedUs: 1, memberId: 9 },
      { points: 40, reachedUs: 1, memberId: 3 },
      { points: 40, reachedUs: 2, memberId: 1 },
      { points: 10, reachedUs: 5, memberId: 2 },
    ],
    new Date(0),
  );
  it('counts who is ahead: more points, then earlier, then the lower member id', () => {
    expect(rankIn(snapshot, { points: 60, reachedUs: 9, memberId: 5 })).toBe(1);
    expect(rankIn(snapshot, { points: 40, reachedUs: 1, memberId: 2 })).toBe(2);
    expect(rankIn(snapshot, { points: 40, reachedUs: 1, memberId: 4 })).toBe(3);
    expect(rankIn(snapshot, { points: 40, reachedUs: 3, memberId: 0 })).toBe(4);
    expect(rankIn(snapshot, { points: 1, reachedUs: 0, memberId: 0 })).toBe(5);
  });
  it("does not count the member's own entry in the snapshot", () => {
    expect(rankIn(snapshot, { points: 40, reachedUs: 2, memberId: 1 })).toBe(3);
  });
});

describe('leaderboardReader', () => {
  it('ranks beyond the top 50 from a snapshot at most a minute old, with the live own score', async () => {
    const db = testDb.db;
    const clock = manualClock(new Date('2031-09-03T12:00:00Z'));
    const reader = leaderboardReader(db, clock, 60_000);
    const earnedAt = new Date('2031-09-02T08:00:00Z');
    for (let i = 0; i < 52; i += 1) {
      const m = await boardMember(db, `Top${i}`);
      await earn(db, m.id, 1000 + i, earnedAt);
    }
    const me = await boardMember(db, 'Middle');
    const chaser = await boardMember(db, 'Chaser');
    await earn(db, me.id, 100, earnedAt);
    await earn(db, chaser.id, 50, earnedAt);

    const first = await reader.read('week', me.id);
    expect(first.me?.rank).toBe(53);
    expect(first.rankedAt).toBe('2031-09-03T12:00:00.000Z');

    // The chaser passes the member: seen once the snapshot is a minute old, not before. The first
    // read after that still answers from the old one while the new one is taken.
    await earn(db, chaser.id, 100, earnedAt);
    clock.advance(59_000);
    expect((await reader.read('week', me.id)).me?.rank).toBe(53);
    clock.advance(1_000);
    expect((await reader.read('week', me.id)).me?.rank).toBe(53);
    await reader.warm(); // joins the snapshot being taken
    const later = await reader.read('week', me.id);
    expect(later.me?.rank).toBe(54);
    expect(later.rankedAt).toBe('2031-09-03T12:01:00.000Z');

    // The member's own points are always live.
    await earn(db, me.id, 100, earnedAt);
    expect((await reader.read('week', me.id)).me).toMatchObject({ rank: 53, points: '200' });
  });

  it('never ranks a member outside the live top 50 inside it, however old the snapshot', async () => {
    const db = testDb.db;
    const clock = manualClock(new Date('2031-10-01T12:00:00Z'));
    const reader = leaderboardReader(db, clock, 60_000);
    const earnedAt = new Date('2031-09-30T08:00:00Z');
    const me = await boardMember(db, 'Sliding');
    await earn(db, me.id, 500, earnedAt);
    const others = [];
    for (let i = 0; i < 50; i += 1) others.push(await boardMember(db, `Low${i}`));
    for (const [i, m] of others.entries()) await earn(db, m.id, 10 + i, earnedAt);
    expect((await reader.read('week', me.id)).me?.rank).toBe(1);
    // Everyone passes the member; the snapshot still says first, the top 50 does not.
    for (const m of others) await earn(db, m.id, 1000, earnedAt);
    clock.advance(TOP_MAX_AGE_MS);
    expect((await reader.read('week', me.id)).me?.rank).toBe(51);
  });

  it('serves the top 50 for up to two seconds, then reads it again', async () => {
    const db = testDb.db;
    const clock = manualClock(new Date('2031-10-08T12:00:00Z'));
    const reader = leaderboardReader(db, clock, 60_000);
    const earnedAt = new Date('2031-10-07T08:00:00Z');
    const first = await boardMember(db, 'EarlyBird');
    await earn(db, first.id, 10, earnedAt);
    expect((await reader.read('week', null)).rows.map((r) => r.points)).toEqual(['10']);
    const late = await boardMember(db, 'LateComer');
    await earn(db, late.id, 20, earnedAt);
    clock.advance(TOP_MAX_AGE_MS - 1);
    expect((await reader.read('week', null)).rows.map((r) => r.points)).toEqual(['10']);
    clock.advance(1);
    expect((await reader.read('week', null)).rows.map((r) => r.points)).toEqual(['20', '10']);
  });
});
