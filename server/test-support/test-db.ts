// One database per test file: in-memory PGlite by default, or a fresh schema on the server named by
// TEST_DATABASE_URL, so several files (and several CI runs) can share one PostgreSQL without colliding.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/db.ts';
import { openPgDb, quoteIdent } from '../db/pg-db.ts';
import { openPgliteDb } from '../db/pglite-db.ts';

export type TestDb = {
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the schema, which is also the application_name of every connection to it. */
  schema?: string;
  db: Db;
  /** A second, independent connection to the same data (PostgreSQL only; in-memory PGlite has no "same data"). */
  reopen(): Promise<Db>;
  cleanup(): Promise<void>;
};

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || null;

/** `snapshot`: a PGlite dump to start from (in-memory PGlite only; PostgreSQL starts empty). */
export async function createTestDb(options: { snapshot?: Blob } = {}): Promise<TestDb> {
  if (!TEST_DATABASE_URL) {
    const db = await openPgliteDb(undefined, { loadDataDir: options.snapshot });
    return {
      kind: 'pglite',
      db,
      reopen: () => Promise.reject(new Error('in-memory PGlite cannot be reopened')),
      cleanup: () => db.close(),
    };
  }
  const connectionString = TEST_DATABASE_URL;
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(connectionString, `CREATE SCHEMA ${quoteIdent(schema)}`);
  const opened: Db[] = [];
  const open = () => {
    const db = openPgDb({ connectionString, searchPath: schema, max: 4, applicationName: schema });
    opened.push(db);
    return db;
  };
  return {
    kind: 'postgres',
    schema,
    db: open(),
    reopen: async () => open(),
    async cleanup() {
      await Promise.all(opened.map((db) => db.close()));
      await adminQuery(connectionString, `DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    },
  };
}

/** One statement on its own connection (schemas made and dropped outside any pool). */
export async function adminQuery(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
