// Migration 028 keeps each major event's quester count beside it (decision 064): filled from the
// progress and claims already made, exactly the count the event lists used to make on each read.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './migrate.ts';
import { seed } from './seed.ts';
import { TEST_SCRYPT_PARAMS, passwordHasher } from '../auth/password.ts';
import { createTestDb, type TestDb } from '../test-support/test-db.ts';
import { eventCounts, miscounted } from '../test-support/event-quester-helpers.ts';

let testDb: TestDb;
beforeEach(async () => {
  testDb = await createTestDb();
});
afterEach(async () => {
  await testDb.cleanup();
});

describe('migration 028', () => {
  it('fills event_questers and quester_count from the demo data already written', async () => {
    const all = await loadMigrations();
    await migrate(
      testDb.db,
      all.filter((m) => m.version < 28),
    );
    // The demo seed's members have made progress on and claimed event quests.
    expect(await seed(testDb.db, passwordHasher(TEST_SCRYPT_PARAMS))).toBe(true);

    expect(await migrate(testDb.db, all)).toContain('028-event-questers.sql');
    expect((await eventCounts(testDb.db)).some((e) => e.counted > 1)).toBe(true);
    expect(await miscounted(testDb.db)).toEqual([]);
    const [pairs] = await testDb.db.query<{ n: number; total: number }>(
      `SELECT count(*)::int AS n, (SELECT sum(quester_count)::int FROM major_events) AS total
         FROM event_questers`,
    );
    expect(pairs!.n).toBe(pairs!.total);
  });
});
