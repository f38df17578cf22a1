import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './db.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';

/**
 * Embedded PostgreSQL. `dataDir` persists across restarts; omit it for a throwaway in-memory database.
 * A data folder is locked for as long as it is open: another process opening it gets
 * DataDirLockedError (naming this one's pid) before touching any file of the database. A caller
 * that already holds the folder's lock passes it, and closing the database releases it.
 * `loadDataDir` starts from a dump (`dumpDataDir()`) instead of an empty cluster: tests share one.
 */
export async function openPgliteDb(
  dataDir?: string,
  options: { lock?: DataDirLock; loadDataDir?: Blob } = {},
): Promise<Db> {
  let lock: DataDirLock | null = null;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    lock = options.lock ?? (await lockDataDir(dataDir));
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  return pgliteDb(pg, lock);
}

/** The seam over an open PGlite (one that a caller also dumps, say); closing releases `lock`. */
export function pgliteDb(pg: PGlite, lock: DataDirLock | null = null): Db {
  let closed = false;
  return {
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      // Closing twice would throw; shutdown paths may race (signal + test teardown).
      if (closed) return;
      closed = true;
      try {
        await pg.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}
