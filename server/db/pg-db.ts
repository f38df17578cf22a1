import pg from 'pg';
import type { Db, Queryable, Row } from './db.ts';
import { dbFailureOf } from './db-errors.ts';

export type PgDbOptions = {
  connectionString: string;
  /** Pins every pooled connection to one schema: how tests share a server without colliding. */
  searchPath?: string;
  max?: number;
  /** Names the pool's sessions in pg_stat_activity (a test ends exactly its own connections). */
  applicationName?: string;
};

/** A PostgreSQL server through a node-postgres pool. */
export function openPgDb(options: PgDbOptions): Db {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
    ...(options.searchPath ? { options: `-c search_path=${quoteIdent(options.searchPath)}` } : {}),
  });
  // An idle client losing its server must not crash the process; the pool drops it and the next
  // query reconnects. (A checked-out client has its own listener: see runOnce.)
  pool.on('error', () => {});
  // And every client keeps one listener of its own for its whole life. The pool's listener is off
  // while a client is checked out, and node-postgres' own `pool.query` listens only `once`: a
  // backend ended at such a moment (pg_terminate_backend mid-burst) still reached the process as
  // an unhandled 'error' event. The query in flight fails through its own callback either way.
  pool.on('connect', (client) => client.on('error', () => {}));
  let closed = false;
  const pooled = wrap(pool);
  return {
    // One statement on its own is a transaction too: a deadlock rolled it back, so it runs again.
    query: (sql, params) => withRetry(() => pooled.query(sql, params)),
    exec: (sql) => withRetry(() => pooled.exec(sql)),
    async transaction(fn) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await runOnce(pool, fn);
        } catch (error) {
          if (attempt >= MAX_ATTEMPTS || !(error instanceof NotCommitted)) throw unwrap(error);
          await sleep(backoffMs(attempt));
        }
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** How many times a transaction runs before its last failure is answered (decision 055). */
const MAX_ATTEMPTS = 5;

/** 10, 20, 40, 80 ms, each ±50 %: racers that collided once do not collide again in step. */
const backoffMs = (attempt: number) => 10 * 2 ** (attempt - 1) * (0.5 + Math.random());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure after which the transaction certainly did not commit, so running it again is safe. */
class NotCommitted extends Error {
  constructor(readonly original: unknown) {
    super('transaction rolled back', { cause: original });
  }
}

const unwrap = (error: unknown) => (error instanceof NotCommitted ? error.original : error);

async function withRetry<R>(run: () => Promise<R>): Promise<R> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || dbFailureOf(error) !== 'busy') throw error;
      await sleep(backoffMs(attempt));
    }
  }
}

/**
 * One BEGIN … COMMIT on a client of its own. A deadlock or serialisation failure (the server rolled
 * it back), or a connection lost before COMMIT was sent (the server rolls back what the session left
 * open), is thrown as NotCommitted; a connection lost during COMMIT is not: whether it committed is
 * unknown, and the caller's key makes its own retry safe.
 */
async function runOnce<R>(pool: pg.Pool, fn: (tx: Queryable) => Promise<R>): Promise<R> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw dbFailureOf(error) === 'unavailable' ? new NotCommitted(error) : error;
  }
  // Checked out, a client has no listener of the pool's: without one, a backend ended between two
  // statements (pg_terminate_backend, a restart) is an unhandled 'error' event and ends the process.
  let lost: Error | undefined;
  const onError = (error: Error) => {
    lost = error;
  };
  client.on('error', onError);
  let committing = false;
  try {
    await client.query('BEGIN');
    const result = await fn(wrap(client));
    committing = true;
    await client.query('COMMIT');
    return result;
  } catch (error) {
    const failure = dbFailureOf(error);
    if (failure === 'unavailable') lost ??= error as Error;
    if (!lost) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        lost = rollbackError;
      });
    }
    if (failure === 'busy' || (failure === 'unavailable' && !committing))
      throw new NotCommitted(error);
    throw error;
  } finally {
    client.removeListener('error', onError);
    // A client that lost its connection is destroyed, not returned to the pool.
    client.release(lost);
  }
}

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe identifier: ${name}`);
  return `"${name}"`;
}
