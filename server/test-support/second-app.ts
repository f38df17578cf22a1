// The apps a concurrency test splits its bursts between (docs/architecture.md "Scale out"): on PostgreSQL a second
// app on its own connection to the same database stands in for a second process, so a race between
// two pools is tried too; PGlite cannot be opened twice, so there the test app serves alone.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { TEST_SCRYPT_PARAMS } from '../auth/password.ts';
import type { Db } from '../db/db.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export type SecondApp = { app: FastifyInstance; db: Db };

/** The test app, plus the second app when there is one and every app serving the database. */
export type ConcurrencyApps = TestApp & {
  readonly second: SecondApp | null;
  readonly apps: FastifyInstance[];
};

async function secondAppOn(t: TestApp, options: TestAppOptions): Promise<SecondApp | null> {
  if (t.testDb.kind !== 'postgres') return null;
  const db = await t.testDb.reopen();
  const app = await buildApp({
    db,
    logger: false,
    log: () => {},
    ...(options.clock ? { clock: options.clock } : {}),
    scryptParams: TEST_SCRYPT_PARAMS,
  });
  return { db, app };
}

/**
 * The file's apps, started before its tests (and before its own `beforeAll` seeding, registered
 * after this) and closed after them. Read as a TestApp (`t.app`, `t.testDb`) inside tests.
 */
export function concurrencyApps(options: TestAppOptions = {}): ConcurrencyApps {
  let t: TestApp | undefined;
  let second: SecondApp | null = null;
  beforeAll(async () => {
    t = await createTestApp(options);
    second = await secondAppOn(t, options);
  }, 120_000);
  afterAll(async () => {
    await second?.app.close();
    await t?.close();
  });
  const started = () => {
    if (!t) throw new Error('the apps start in beforeAll');
    return t;
  };
  return {
    get app() {
      return started().app;
    },
    get testDb() {
      return started().testDb;
    },
    close: () => started().close(),
    get second() {
      return second;
    },
    get apps() {
      return second ? [started().app, second.app] : [started().app];
    },
  };
}
