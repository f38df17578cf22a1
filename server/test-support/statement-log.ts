// Every statement a Db is asked to run, in order, with its parameters: how a test counts the
// statements of one request (no N+1 reads) and how `npm run explain` finds what to EXPLAIN.
import type { Db, Queryable } from '../db/db.ts';

export type LoggedStatement = { sql: string; params: readonly unknown[]; inTransaction: boolean };

export type StatementLog = {
  /** The Db to hand to the app: the same database, each statement noted before it runs. */
  db: Db;
  /** Starts a fresh record (before the request to count). */
  reset(): void;
  /** What ran since the last reset. */
  statements(): LoggedStatement[];
};

export function statementLog(inner: Db): StatementLog {
  let log: LoggedStatement[] = [];
  const noting = (target: Queryable, inTransaction: boolean): Queryable => ({
    query(sql, params = []) {
      log.push({ sql, params, inTransaction });
      return target.query(sql, params);
    },
    exec(sql) {
      log.push({ sql, params: [], inTransaction });
      return target.exec(sql);
    },
  });
  return {
    db: {
      ...noting(inner, false),
      // BEGIN and COMMIT are round trips too: a transaction is noted as both around its statements.
      transaction: async (fn) => {
        log.push({ sql: 'BEGIN', params: [], inTransaction: true });
        const result = await inner.transaction((tx) => fn(noting(tx, true)));
        log.push({ sql: 'COMMIT', params: [], inTransaction: true });
        return result;
      },
      close: () => inner.close(),
    },
    reset: () => {
      log = [];
    },
    statements: () => [...log],
  };
}
