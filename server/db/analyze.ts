import type { Queryable } from './db.ts';
import { quoteIdent } from './pg-db.ts';

/**
 * Takes planner statistics (ANALYZE) of every table of the current schema that has none yet or
 * whose size moved by more than a fifth since they were taken; returns the tables analysed.
 *
 * Embedded PGlite runs no autovacuum, so without this no table ever has statistics and the planner
 * guesses every row count and value spread (issue 15's note: the invite list read the whole ledger;
 * issue 31: the reads of a freshly seeded or bulk-loaded database). PostgreSQL's autovacuum would
 * get there in a minute; a start gets there at once. The test is the table's size on disk against
 * the pages counted at its last ANALYZE, which costs nothing to read (the change counters of
 * pg_stat_user_tables are not flushed in PGlite's single session), so a start with nothing new
 * analyses nothing.
 */
export async function analyzeChangedTables(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT c.relname AS name
       FROM pg_class c
      WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace
        AND (CASE WHEN c.reltuples < 0 THEN pg_relation_size(c.oid) > 0
                  ELSE abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages)
                         > c.relpages / 5 END)
      ORDER BY c.relname`,
  );
  for (const { name } of rows) await db.exec(`ANALYZE ${quoteIdent(name)}`);
  return rows.map((r) => r.name);
}
