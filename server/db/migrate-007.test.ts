// Migration 007 keeps each quest's claim count beside it (quests.claim_count): filled from the
// claims already made, then kept exact by a trigger on quest_claims. Migration 029 moves the count
// to per-shard rows (migrate-029.test.ts), so this runs the migrations up to 007 only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './migrate.ts';
import { createTestDb, type TestDb } from '../test-support/test-db.ts';

let testDb: TestDb;
beforeEach(async () => {
  testDb = await createTestDb();
});
afterEach(async () => {
  await testDb.cleanup();
});

const COUNTS = `SELECT q.id, q.claim_count AS kept,
                       (SELECT count(*)::int FROM quest_claims c WHERE c.quest_id = q.id) AS counted
                  FROM quests q ORDER BY q.id`;

describe('migration 007', () => {
  it('fills claim_count from the claims already made, and the trigger keeps it exact', async () => {
    const all = await loadMigrations();
    await migrate(
      testDb.db,
      all.filter((m) => m.version < 7),
    );
    // Claims made before the migration: two quests, three members, one quest claimed twice.
    await testDb.db.exec(`
      INSERT INTO members (uid, email, password_hash, nickname, invite_code, status)
      SELECT 'm' || n, 'm' || n || '@gamerhub.test', 'x', 'M' || n, 'I' || n, 'Actived'
        FROM generate_series(1, 3) AS n;
      INSERT INTO quests (kind, title, description, image, reward_points, starts_at, sort_order)
      SELECT 'oneTime', '{"en-US":"Q"}', '{"en-US":"Q"}', 'quests/follow-x.svg', 10, now(), n
        FROM generate_series(1, 2) AS n;
      INSERT INTO ledger_entries (member_id, asset, direction, amount, balance_after, kind, source, created_at)
      SELECT m.id, 'POINT', 'credit', 10, 10, 'questClaim', 'quest:' || q.id || ':once', now()
        FROM members m, quests q WHERE q.sort_order = 1 OR m.uid = 'm1';
      INSERT INTO quest_claims (member_id, quest_id, period_key, ledger_entry_id, claimed_at)
      SELECT e.member_id, split_part(e.source, ':', 2)::int, 'once', e.id, now() FROM ledger_entries e;
    `);
    const [before] = await testDb.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM quest_claims',
    );
    expect(before!.n).toBeGreaterThan(0);

    expect(
      await migrate(
        testDb.db,
        all.filter((m) => m.version <= 7),
      ),
    ).toContain('007-quest-claim-count.sql');
    const filled = await testDb.db.query<{ id: number; kept: number; counted: number }>(COUNTS);
    expect(filled.some((q) => q.counted > 0)).toBe(true);
    for (const q of filled) expect(q.kept).toBe(q.counted);

    // A claim removed and made again: the count follows both.
    const [claim] = await testDb.db.query<{
      id: number;
      member_id: number;
      quest_id: number;
      period_key: string;
      ledger_entry_id: number;
      claimed_at: Date;
    }>('SELECT * FROM quest_claims ORDER BY id LIMIT 1');
    const exact = async () => {
      for (const q of await testDb.db.query<{ id: number; kept: number; counted: number }>(COUNTS))
        expect(q.kept).toBe(q.counted);
    };
    await testDb.db.query('DELETE FROM quest_claims WHERE id = $1', [claim!.id]);
    await exact();
    await testDb.db.query(
      `INSERT INTO quest_claims (member_id, quest_id, period_key, ledger_entry_id, claimed_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        claim!.member_id,
        claim!.quest_id,
        claim!.period_key,
        claim!.ledger_entry_id,
        claim!.claimed_at,
      ],
    );
    await exact();
  });
});
