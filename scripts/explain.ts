// The plans of a member's slow reads (issue 31 item 3): `npm run explain [-- --database-url <url>]
// [--members <n>] [--only GameDetail,Tickets] [--sql]`.
// Prepares a database as a start does (an in-memory PGlite, or a fresh schema on --database-url's
// PostgreSQL, dropped after), grows it with --members other members who each have what the demo
// member has (sessions, messages, invites, tickets, quest progress and claims, favourites, a
// ledger), then asks each endpoint as the demo member through the real app, notes every statement
// it runs, and prints each statement's `EXPLAIN (ANALYZE, BUFFERS)` (writes are rolled back). Ends
// with a line per endpoint: its statements and any sequential scan on a table of more than
// SEQ_SCAN_ROWS rows. Not a test: plans and times are for reading.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { TEST_SCRYPT_PARAMS, passwordHasher } from '../server/auth/password.ts';
import type { Db } from '../server/db/db.ts';
import { openPgDb, quoteIdent } from '../server/db/pg-db.ts';
import { openPgliteDb } from '../server/db/pglite-db.ts';
import { prepareDb } from '../server/db/prepare.ts';
import {
  askRead,
  demoBearer,
  growForReads,
  READ_ENDPOINTS,
} from '../server/test-support/read-load.ts';
import { statementLog } from '../server/test-support/statement-log.ts';

/** Thrown to roll back a statement run only to be explained. */
class Rollback extends Error {
  constructor(readonly lines: string[]) {
    super('rollback');
  }
}

/** A sequential scan over fewer rows than this is cheaper than any index: not reported. */
const SEQ_SCAN_ROWS = 1000;

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    members: { type: 'string', default: '20000' },
    only: { type: 'string' },
    sql: { type: 'boolean', default: false },
    // The first call's statements instead: what a cold process (or an expired page cache) reads.
    cold: { type: 'boolean', default: false },
  },
});
const members = Number(values.members);
const only = values.only?.split(',').map((s) => s.trim());
const url = values['database-url']?.trim();

async function adminQuery(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const schema = url ? `explain_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}` : null;
if (url && schema) await adminQuery(url, `CREATE SCHEMA ${quoteIdent(schema)}`);
const db: Db =
  url && schema
    ? openPgDb({ connectionString: url, searchPath: schema, max: 2 })
    : await openPgliteDb();
try {
  const started = Date.now();
  await prepareDb(db, { passwords: passwordHasher(TEST_SCRYPT_PARAMS) });
  await growForReads(db, members);
  // As the server's next start finds it (prepareDb takes the statistics a bulk load needs).
  await prepareDb(db, { passwords: passwordHasher(TEST_SCRYPT_PARAMS) });
  console.log(
    `${url ? 'PostgreSQL' : 'PGlite'}: prepared and grown by ${members} members in ${Date.now() - started} ms`,
  );
  const log = statementLog(db);
  const app = await buildApp({
    db: log.db,
    logger: false,
    log: () => {},
    scryptParams: TEST_SCRYPT_PARAMS,
  });
  const summary: string[] = [];
  try {
    const bearer = await demoBearer(app);
    for (const endpoint of READ_ENDPOINTS) {
      if (only && !only.includes(endpoint.name)) continue;
      // The first call may write what it finds newly earned (tickets): the second is the steady read.
      if (!values.cold) await askRead(app, endpoint, bearer);
      log.reset();
      const ms = Date.now();
      const status = await askRead(app, endpoint, bearer);
      const took = Date.now() - ms;
      const statements = log.statements();
      console.log(
        `\n=== ${endpoint.name}: ${statements.length} statements, status ${status}, ${took} ms ===`,
      );
      const seqScans = new Set<string>();
      for (const [index, statement] of statements.entries()) {
        const oneLine = statement.sql.replace(/\s+/g, ' ').trim();
        console.log(`\n-- ${index + 1}. ${values.sql ? oneLine : oneLine.slice(0, 160)}`);
        if (!/^\s*(WITH|SELECT|INSERT|UPDATE|DELETE)\b/i.test(statement.sql)) continue;
        const plan = await db
          .transaction(async (tx) => {
            const rows = await tx.query<{ 'QUERY PLAN': string }>(
              `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
              statement.params,
            );
            // Never keep a write made only to be measured.
            throw new Rollback(rows.map((r) => r['QUERY PLAN']));
          })
          .catch((error: unknown) => {
            if (error instanceof Rollback) return error.lines;
            return [`(not explained: ${(error as Error).message})`];
          });
        for (const line of plan) console.log(`   ${line}`);
        for (const line of plan) {
          const seq = /Seq Scan on (\w+).*rows=(\d+) loops=(\d+)/.exec(line);
          const scanned = seq ? rowsRemovedNear(plan, line) + Number(seq[2]) : 0;
          if (seq && scanned > SEQ_SCAN_ROWS) seqScans.add(`${seq[1]} (${scanned} rows read)`);
        }
      }
      summary.push(
        `${endpoint.name.padEnd(18)} ${String(statements.length).padStart(2)} statements  ${String(took).padStart(4)} ms  ` +
          (seqScans.size
            ? `Seq Scan: ${[...seqScans].join(', ')}`
            : 'no Seq Scan over large tables'),
      );
    }
  } finally {
    await app.close();
  }
  console.log(`\nSummary (${url ? 'PostgreSQL' : 'PGlite'}, ${members} more members)`);
  for (const line of summary) console.log(line);
} finally {
  await db.close();
  if (url && schema) await adminQuery(url, `DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
}

/** The "Rows Removed by Filter" printed under a scan line: rows it read and threw away. */
function rowsRemovedNear(plan: string[], line: string): number {
  const at = plan.indexOf(line);
  for (const next of plan.slice(at + 1, at + 4)) {
    const removed = /Rows Removed by Filter: (\d+)/.exec(next);
    if (removed) return Number(removed[1]);
    if (/->/.test(next)) break;
  }
  return 0;
}
