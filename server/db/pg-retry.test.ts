// Decision 055: a transaction PostgreSQL aborts to break a deadlock (40P01) runs again, so neither
// caller sees the abort. Two transactions lock two rows in opposite orders on purpose; the server
// picks one to abort after its deadlock_timeout, and the retry finishes behind the other.
// PostgreSQL only: PGlite runs one transaction at a time and cannot deadlock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, TEST_DATABASE_URL, type TestDb } from '../test-support/test-db.ts';
import type { Queryable } from './db.ts';

let testDb: TestDb | null = null;

beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  testDb = await createTestDb();
  await testDb.db.exec(
    `CREATE TABLE pair (id int PRIMARY KEY, n int NOT NULL); INSERT INTO pair VALUES (1, 0), (2, 0);`,
  );
}, 60_000);

afterAll(async () => {
  await testDb?.cleanup();
});

describe.skipIf(!TEST_DATABASE_URL)('a deadlocked transaction on PostgreSQL', () => {
  it('is run again, and both callers get their result', async () => {
    const db = testDb!.db;
    let attempts = 0;
    let arrived = 0;
    let release: () => void = () => {};
    const bothHoldOne = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bump = (tx: Queryable, id: number) =>
      tx.query('UPDATE pair SET n = n + 1 WHERE id = $1', [id]);
    const crossing = (first: number, second: number) =>
      db.transaction(async (tx) => {
        attempts += 1;
        await bump(tx, first);
        arrived += 1;
        if (arrived === 2) release();
        await bothHoldOne;
        await bump(tx, second);
        return `${first}→${second}`;
      });
    expect(await Promise.all([crossing(1, 2), crossing(2, 1)])).toEqual(['1→2', '2→1']);
    expect(attempts).toBe(3);
    expect(await db.query('SELECT id, n FROM pair ORDER BY id')).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  }, 30_000);
});
