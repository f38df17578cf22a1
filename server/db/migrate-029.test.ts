// Migration 029 moves each quest's claim count from quests.claim_count to per-shard counter rows
// (decision 071): filled from the claims already made, then kept exact by the same trigger.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './migrate.ts';
import { seed } from './seed.ts';
import { TEST_SCRYPT_PARAMS, passwordHasher } from '../auth/password.ts';
import { createTestDb, type TestDb } from '../test-support/test-db.ts';

let testDb: TestDb;
beforeEach(async () => {
  testDb = await createTestDb();
});
afterEach(async () => {
  await testDb.cleanup();
});

/** Quests whose kept count differs from their claims counted. */
const MISCOUNTED = `SELECT q.id FROM quests q
  WHERE (SELECT coalesce(sum(n), 0) FROM quest_claim_counts cc WHERE cc.quest_id = q.id)
     <> (SELECT count(*) FROM quest_claims c WHERE c.quest_id = q.id)`;

/** The schema before migration 029, with the demo seed's claims (four of a limited quest's five winners). */
async function seededBefore029() {
  const all = await loadMigrations();
  await migrate(
    testDb.db,
    all.filter((m) => m.version < 29),
  );
  expect(await seed(testDb.db, passwordHasher(TEST_SCRYPT_PARAMS))).toBe(true);
  return all;
}

describe('migration 029', () => {
  it('fills the count shards from the claims already made; the trigger keeps them exact', async () => {
    const all = await seededBefore029();
    const [old] = await testDb.db.query<{ n: number }>(
      'SELECT sum(claim_count)::int AS n FROM quests',
    );
    expect(old!.n).toBeGreaterThan(4);

    expect(await migrate(testDb.db, all)).toContain('029-quest-claim-count-shards.sql');
    const [moved] = await testDb.db.query<{ n: number; shards: number }>(
      'SELECT sum(n)::int AS n, count(DISTINCT shard)::int AS shards FROM quest_claim_counts',
    );
    expect(moved!.n).toBe(old!.n);
    expect(moved!.shards).toBeGreaterThan(1);
    expect(await testDb.db.query(MISCOUNTED)).toEqual([]);

    // One claim removed and written again: the count follows both.
    const [claim] = await testDb.db.query<Record<string, unknown>>(
      'SELECT member_id, quest_id, period_key, ledger_entry_id, claimed_at FROM quest_claims LIMIT 1',
    );
    await testDb.db.query('DELETE FROM quest_claims WHERE ledger_entry_id = $1', [
      claim!.ledger_entry_id,
    ]);
    expect(await testDb.db.query(MISCOUNTED)).toEqual([]);
    await testDb.db.query(
      `INSERT INTO quest_claims (member_id, quest_id, period_key, ledger_entry_id, claimed_at)
       VALUES ($1, $2, $3, $4, $5)`,
      Object.values(claim!),
    );
    expect(await testDb.db.query(MISCOUNTED)).toEqual([]);
  });
});
