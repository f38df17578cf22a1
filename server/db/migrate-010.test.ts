// Migration 010 (decision 030): points earned before it are filed under 'all' and under their
// Monday-UTC week, refunds and spending left out; after it, the ledger's trigger keeps the scores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './migrate.ts';
import { createTestDb, type TestDb } from '../test-support/test-db.ts';

let testDb: TestDb;
let memberId = 0;

const entry = (kind: string, direction: string, amount: number, after: number, at: string) =>
  testDb.db.query(
    `INSERT INTO ledger_entries (member_id, asset, direction, amount, balance_after, kind, source, created_at)
     VALUES ($1, 'POINT', $2, $3, $4, $5, $6, $7)`,
    [memberId, direction, amount, after, kind, `${kind}:${at}`, at],
  );

beforeAll(async () => {
  testDb = await createTestDb();
  const all = await loadMigrations();
  await migrate(
    testDb.db,
    all.filter((m) => m.version < 10),
  );
  const [member] = await testDb.db.query<{ id: number }>(
    `INSERT INTO members (uid, email, password_hash, nickname, invite_code, status)
     VALUES ('m10', 'm10@gamerhub.test', 'x', 'm10', 'M10', 'Actived') RETURNING id`,
  );
  memberId = member!.id;
  await entry('questClaim', 'credit', 100, 100, '2026-11-22T23:59:59Z');
  await entry('questClaim', 'credit', 50, 150, '2026-11-23T00:00:00Z');
  await entry('lootboxOpen', 'debit', 120, 30, '2026-11-23T01:00:00Z');
  await entry('prizeRefund', 'credit', 120, 150, '2026-11-23T02:00:00Z');
  await migrate(testDb.db, all);
}, 60_000);
afterAll(async () => {
  await testDb?.cleanup();
});

describe('migration 010', () => {
  it('files what was earned before it under all time and its week', async () => {
    const rows = await testDb.db.query<{ period: string; points: string; reached_at: Date }>(
      `SELECT period, points::text AS points, reached_at FROM leaderboard_scores
        WHERE member_id = $1 ORDER BY period`,
      [memberId],
    );
    expect(rows.map((r) => [r.period, r.points, r.reached_at.toISOString()])).toEqual([
      ['2026-11-16', '100', '2026-11-22T23:59:59.000Z'],
      ['2026-11-23', '50', '2026-11-23T00:00:00.000Z'],
      ['all', '150', '2026-11-23T00:00:00.000Z'],
    ]);
  });

  it('adds each later earning through the trigger, and nothing for a debit or a refund', async () => {
    await entry('checkIn', 'credit', 7, 157, '2026-11-24T08:00:00Z');
    await entry('lootboxOpen', 'debit', 100, 57, '2026-11-24T09:00:00Z');
    await entry('prizeRefund', 'credit', 100, 157, '2026-11-24T10:00:00Z');
    const rows = await testDb.db.query<{ period: string; points: string }>(
      `SELECT period, points::text AS points FROM leaderboard_scores
        WHERE member_id = $1 AND period IN ('2026-11-23', 'all') ORDER BY period`,
      [memberId],
    );
    expect(rows).toEqual([
      { period: '2026-11-23', points: '57' },
      { period: 'all', points: '157' },
    ]);
  });
});
