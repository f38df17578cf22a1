// Once per vitest run of the server and model projects: one migrated, seeded database, dumped to a
// file. Each test app starts from a copy of it (prepared-db.ts) instead of creating and preparing
// its own cluster: about 0.5 s instead of 2 s per app, the largest part of most files' start. An
// app seeded otherwise (its own clock) starts from the migrated database before the seed.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDb } from '../db/pglite-db.ts';
import { TEST_SCRYPT_PARAMS, passwordHasher } from '../auth/password.ts';
import { loadMigrations, migrate } from '../db/migrate.ts';
import { prepareDb } from '../db/prepare.ts';
import { TEST_DATABASE_URL } from './test-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding `PGlite.dumpDataDir()` of a prepared database; '' on PostgreSQL. */
    preparedDbSnapshot: string;
    /** The same of a migrated database with no data, for apps seeded otherwise; '' on PostgreSQL. */
    migratedDbSnapshot: string;
  }
}

/**
 * A cluster with the schema and no data, kept between runs: creating a cluster (initdb) is most of
 * the setup (about 2 s of 3 on a quiet machine, 7 s under load), and loading a dump takes a fraction
 * of it. The schema depends only on the migrations, the code that applies them and PGlite, so those
 * name the file; the seed, whose times are relative to now, is never kept.
 */
const DAY_MS = 86_400_000;

async function migratedCluster(): Promise<Blob> {
  // Its package.json is not exported: read it beside the entry point (<package>/dist/…).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageJson = path.join(
    entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)),
    'package.json',
  );
  const pglite = JSON.parse(await readFile(packageJson, 'utf8')) as { version: string };
  const key = createHash('sha1')
    .update(`pglite ${pglite.version}\n`)
    .update(await readFile(new URL('../db/migrate.ts', import.meta.url)))
    .update(JSON.stringify(await loadMigrations()))
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(tmpdir(), 'gamerhub-migrated-cluster');
  const file = path.join(dir, `${key}.tar`);
  // Another run may prune it between the two calls: then it is built again.
  if (existsSync(file)) {
    const bytes = await readFile(file).catch(() => undefined);
    if (bytes) return new Blob([bytes]);
  }
  const pg = await PGlite.create();
  await migrate(pgliteDb(pg));
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  await mkdir(dir, { recursive: true });
  // Schemas nobody used for a day go; a parallel run writing the same file renames over it whole.
  for (const name of await readdir(dir)) {
    const other = path.join(dir, name);
    const unused = await stat(other).then(
      (s) => Date.now() - s.atimeMs > DAY_MS,
      () => false,
    );
    if (name.endsWith('.tar') && unused) await rm(other, { force: true });
  }
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  // On PostgreSQL (TEST_DATABASE_URL) each app gets its own fresh schema instead.
  if (TEST_DATABASE_URL) {
    project.provide('preparedDbSnapshot', '');
    return void project.provide('migratedDbSnapshot', '');
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'prepared-db-'));
  const file = path.join(dir, 'prepared.tar');
  const migrated = await migratedCluster();
  // A copy of the run's own: another run may prune the kept one (above) while this one reads it.
  const migratedFile = path.join(dir, 'migrated.tar');
  await writeFile(migratedFile, Buffer.from(await migrated.arrayBuffer()));
  const pg = await PGlite.create({ loadDataDir: migrated });
  const db = pgliteDb(pg);
  // Test apps check passwords at the test cost (createTestApp); the seed hashes at it too.
  await prepareDb(db, { passwords: passwordHasher(TEST_SCRYPT_PARAMS) });
  const dump = await pg.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('preparedDbSnapshot', file);
  project.provide('migratedDbSnapshot', migratedFile);
  return () => rm(dir, { recursive: true, force: true });
}
