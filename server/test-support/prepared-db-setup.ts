// Once per `vitest --project model` run: one migrated, seeded database, dumped to a file. Each model
// test file's live API starts from a copy of it (live-api.ts) instead of creating and preparing
// its own cluster, the largest part of a file's start.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDb } from '../../../server/db/pglite-db';
import { TEST_SCRYPT_PARAMS, passwordHasher } from '../../../server/auth/password';
import { prepareDb } from '../../../server/db/prepare';
import { TEST_DATABASE_URL } from '../../../server/test-support/test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding `PGlite.dumpDataDir()` of a prepared database; '' on PostgreSQL. */
    modelDbSnapshot: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  // On PostgreSQL (TEST_DATABASE_URL) each file gets its own fresh schema instead.
  if (TEST_DATABASE_URL) return void project.provide('modelDbSnapshot', '');
  const dir = await mkdtemp(path.join(tmpdir(), 'model-db-'));
  const file = path.join(dir, 'prepared.tar');
  const pg = await PGlite.create();
  const db = pgliteDb(pg);
  // The live API checks passwords at the test cost (createTestApp); the seed hashes at it too.
  await prepareDb(db, { passwords: passwordHasher(TEST_SCRYPT_PARAMS) });
  const dump = await pg.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('modelDbSnapshot', file);
  return () => rm(dir, { recursive: true, force: true });
}
