// The one database seam. PGlite and node-postgres both sit behind it so the same SQL runs on either.

export type Row = Record<string, unknown>;

export interface Queryable {
  /** One parameterised statement ($1, $2 …). Values are never spliced into the SQL text. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** A multi-statement script without parameters: only for trusted migration files. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /**
   * Runs fn in BEGIN … COMMIT; any throw rolls back and is rethrown. Use only `tx` inside fn. On
   * PostgreSQL fn may run again, a bounded number of times, after a deadlock, a serialisation
   * failure or a connection lost before COMMIT (decision 055): keep effects outside the database
   * (mail, calls out) after the transaction, never inside fn.
   */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}
