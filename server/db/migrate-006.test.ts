// Migration 006 moves members.points and members.gact into opening ledger entries and balances,
// exactly, then drops the columns (decision 024).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMigrations, migrate, type Migration } from './migrate.ts';
import { createTestDb, type TestDb } from '../test-support/test-db.ts';

let testDb: TestDb;
let all: Migration[];
beforeEach(async () => {
  testDb = await createTestDb();
  all = await loadMigrations();
  await migrate(
    testDb.db,
    all.filter((m) => m.version < 6),
  );
});
afterEach(async () => {
  await testDb.cleanup();
});

const MEMBERS = [
  { uid: 'm1', points: 1280, gact: '356.25' },
  { uid: 'm2', points: 0, gact: '3.14159' },
  { uid: 'm3', points: 7, gact: '0' },
  { uid: 'm4', points: 2_000_000_000, gact: '123456789012.000001' },
  { uid: 'm5', points: 0, gact: '0' },
];

async function insertMembers(rows: { uid: string; points: number; gact: string }[]) {
  for (const m of rows)
    await testDb.db.query(
      `INSERT INTO members (uid, email, password_hash, nickname, invite_code, status, points, gact)
       VALUES ($1, $1 || '@gamerhub.test', 'x', $1, $1, 'Actived', $2, $3::numeric)`,
      [m.uid, m.points, m.gact],
    );
}

describe('migration 006', () => {
  it('moves points and GACT into opening entries and balances, exactly, and drops the columns', async () => {
    await insertMembers(MEMBERS);
    expect(await migrate(testDb.db, all)).toContain('006-points-ledger-and-quests.sql');
    const rows = await testDb.db.query<{
      uid: string;
      point: string;
      gact: string;
      point_ledger: string;
      gact_ledger: string;
      entries: number;
    }>(
      `SELECT m.uid,
              (SELECT amount::text FROM balances WHERE member_id = m.id AND asset = 'POINT') AS point,
              (SELECT amount::text FROM balances WHERE member_id = m.id AND asset = 'GACT') AS gact,
              (SELECT coalesce(sum(amount), 0)::text FROM ledger_entries
                WHERE member_id = m.id AND asset = 'POINT' AND kind = 'opening') AS point_ledger,
              (SELECT coalesce(sum(amount), 0)::text FROM ledger_entries
                WHERE member_id = m.id AND asset = 'GACT' AND kind = 'opening') AS gact_ledger,
              (SELECT count(*)::int FROM ledger_entries WHERE member_id = m.id) AS entries
         FROM members m ORDER BY m.uid`,
    );
    const micro = (gact: string) => {
      const [whole = '0', fraction = ''] = gact.split('.');
      return (BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'))).toString();
    };
    expect(rows).toEqual(
      MEMBERS.map((m) => ({
        uid: m.uid,
        point: String(m.points),
        gact: micro(m.gact),
        point_ledger: String(m.points),
        gact_ledger: micro(m.gact),
        entries: (m.points > 0 ? 1 : 0) + (m.gact !== '0' ? 1 : 0),
      })),
    );
    const columns = await testDb.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'members'
          AND column_name IN ('points', 'gact', 'time_zone')`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['time_zone']);
  });

  it('refuses to run, changing nothing, when GACT holds dust finer than 10^-6', async () => {
    await insertMembers([{ uid: 'dust', points: 5, gact: '0.0000001' }]);
    await expect(migrate(testDb.db, all)).rejects.toThrow(/finer than 0.000001/);
    const [row] = await testDb.db.query<{ points: number }>(
      `SELECT points FROM members WHERE uid = 'dust'`,
    );
    expect(row?.points).toBe(5);
  });
});
