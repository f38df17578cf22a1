import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { openPgliteDb } from './pglite-db.ts';
import { prepareDb } from './prepare.ts';
import { TEST_SCRYPT_PARAMS, passwordHasher } from '../auth/password.ts';
import { DEMO_MEMBER } from './seed-data.ts';
import { createTestDb, TEST_DATABASE_URL } from '../test-support/test-db.ts';

/** The demo members hashed at the test cost: this file is about seeding, not scrypt. */
const passwords = passwordHasher(TEST_SCRYPT_PARAMS);

async function writeThenCheck(open: () => Promise<Db>) {
  const first = await open();
  expect((await prepareDb(first, { passwords })).seeded).toBe(true);
  await first.query('UPDATE members SET nickname = $2 WHERE email = $1', [
    DEMO_MEMBER.email,
    'Persisted4242',
  ]);
  await first.close();

  const second = await open();
  try {
    // A restart applies nothing, seeds nothing, and sees the earlier write.
    expect(await prepareDb(second, { passwords })).toMatchObject({ applied: [], seeded: false });
    const rows = await second.query<{ nickname: string }>(
      'SELECT nickname FROM members WHERE email = $1',
      [DEMO_MEMBER.email],
    );
    expect(rows).toEqual([{ nickname: 'Persisted4242' }]);
  } finally {
    await second.close();
  }
}

// PGlite's own data folder: the PostgreSQL run of this project (.ci/run) has nothing to add here.
describe.skipIf(TEST_DATABASE_URL)('PGlite on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pglite-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps data across close and reopen', async () => {
    await writeThenCheck(() => openPgliteDb(path.join(dir, 'data')));
  });
});

describe.runIf(TEST_DATABASE_URL)('PostgreSQL server', () => {
  it('keeps data across pool close and reopen', async () => {
    const testDb = await createTestDb();
    try {
      let firstOpen = true;
      await writeThenCheck(async () => {
        if (firstOpen) {
          firstOpen = false;
          return testDb.db;
        }
        return testDb.reopen();
      });
    } finally {
      await testDb.cleanup();
    }
  });
});
