import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './db.ts';

/**
 * Embedded PostgreSQL. `dataDir` persists across restarts; omit it for a throwaway in-memory database.
 * `loadDataDir` starts from a dump (`dumpDataDir()`) instead of an empty cluster: tests share one.
 */
export async function openPgliteDb(
  dataDir?: string,
  options: { loadDataDir?: Blob } = {},
): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return pgliteDb(await PGlite.create({ dataDir, loadDataDir: options.loadDataDir }));
}

/** The seam over an open PGlite (one that a caller also dumps, say). */
export function pgliteDb(pg: PGlite): Db {
  let closed = false;
  return {
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      // Closing twice would throw; shutdown paths may race (signal + test teardown).
      if (closed) return;
      closed = true;
      await pg.close();
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
