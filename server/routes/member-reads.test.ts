// Issue 31 item 3: a member's reads stay fast as the database grows. Each read runs a fixed, small
// number of statements however many rows the member has (no N+1, no separate count or zone
// read, no transaction for a read), and on a database of thousands of other members no plan of
// theirs reads a large table from end to end. `npm run explain` prints the same plans in full.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SCRYPT_PARAMS, passwordHasher } from '../auth/password.ts';
import { prepareDb } from '../db/prepare.ts';
import { DEMO_MEMBER } from '../db/seed-data.ts';
import { askRead, demoBearer, growForReads, READ_ENDPOINTS } from '../test-support/read-load.ts';
import type { StatementLog } from '../test-support/statement-log.ts';
import { loggedApp } from '../test-support/test-app.ts';
import { createTestDb, type TestDb } from '../test-support/test-db.ts';
import { preparedDbSnapshot } from '../test-support/prepared-db.ts';

/** Round trips to the database for one read, the bearer's check included. */
const STATEMENTS: Record<string, number> = {
  MemberInfo: 2, // the bearer; the member with balances and points earned
  Messages: 2, // the bearer; the counts with the page
  MemberInviteList: 2, // the bearer; the count with the page and each invitee's facts
  Tickets: 3, // the bearer; tickets newly earned; the count and zone with the page
  QuestList: 3, // the bearer; the member's level, zone and history; progress and claims
  GameDetail: 4, // the bearer; the member; the game with genres and links; progress and claims
};

/** Tables that grow with members: never read whole by one member's read. */
const LARGE_TABLES = [
  'members',
  'sessions',
  'messages',
  'ledger_entries',
  'balances',
  'condition_progress',
  'quest_claims',
  'member_tickets',
  'invite_rewards',
  'member_favourite_games',
];

/** Other members added: enough that a whole-table read costs more than any index. */
const OTHER_MEMBERS = 2000;

let testDb: TestDb;
let log: StatementLog;
let app: FastifyInstance;
let bearer: string;

beforeAll(async () => {
  const snapshot = await preparedDbSnapshot();
  testDb = await createTestDb(snapshot ? { snapshot } : {});
  await prepareDb(testDb.db, { passwords: passwordHasher(TEST_SCRYPT_PARAMS) });
  await growForReads(testDb.db, OTHER_MEMBERS);
  // As the server's next start would find the bulk-loaded database.
  await prepareDb(testDb.db, { passwords: passwordHasher(TEST_SCRYPT_PARAMS) });
  ({ app, log } = await loggedApp(testDb));
  bearer = await demoBearer(app);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await testDb?.cleanup();
});

/** The statements of one read once its page caches are warm (what nearly every request runs). */
async function statementsOf(name: string) {
  const endpoint = READ_ENDPOINTS.find((e) => e.name === name)!;
  expect(await askRead(app, endpoint, bearer)).toBe(0);
  log.reset();
  expect(await askRead(app, endpoint, bearer)).toBe(0);
  return log.statements();
}

/** Gives the demo member many more rows of everything its reads list. */
async function growDemoMember(): Promise<void> {
  await testDb.db.query(
    `WITH demo AS (SELECT id FROM members WHERE email = $1)
     INSERT INTO messages (member_id, icon, template, params, created_at)
     SELECT demo.id, 'system', 'system.maintenance', '{"minutes":30,"at":"02:00 UTC"}',
            now() - n * interval '1 minute'
       FROM demo, generate_series(1, 40) AS n`,
    [DEMO_MEMBER.email],
  );
  await testDb.db.query(
    `UPDATE members SET invited_by = (SELECT id FROM members WHERE email = $1)
      WHERE id IN (SELECT id FROM members WHERE uid LIKE 'g%-%' AND invited_by IS NULL
                    ORDER BY id LIMIT 25)`,
    [DEMO_MEMBER.email],
  );
  await testDb.db.query(
    `WITH demo AS (SELECT id FROM members WHERE email = $1)
     INSERT INTO ledger_entries (member_id, asset, direction, amount, balance_after, kind, source, created_at)
     SELECT demo.id, 'POINT', 'credit', 1, 1, 'checkIn', 'grown-demo:' || n, now() - n * interval '1 day'
       FROM demo, generate_series(1, 40) AS n`,
    [DEMO_MEMBER.email],
  );
}

// Before the demo member grows below: a page of ten invitees may fairly be joined by hashing a
// small table, which is not what this asks about.
describe(`with ${OTHER_MEMBERS} other members`, () => {
  it('every large table has planner statistics that match its size', async () => {
    for (const table of LARGE_TABLES) {
      const [row] = await testDb.db.query<{ estimated: number; counted: number; pages: number }>(
        `SELECT c.reltuples::float8 AS estimated, c.relpages AS pages,
                (SELECT count(*) FROM ${table})::float8 AS counted
           FROM pg_class c WHERE c.oid = to_regclass(current_schema() || '.' || $1)`,
        [table],
      );
      // Who took the statistics, when a bound fails (autovacuum runs beside the set-up on PostgreSQL).
      const [taken] = await testDb.db.query(
        `SELECT * FROM pg_stat_user_tables WHERE relid = to_regclass(current_schema() || '.' || $1)`,
        [table],
      );
      const seen = `${table}: ${JSON.stringify({ ...row, ...taken })}`;
      // No statistics at all reads -1: the planner then guesses from the file's size alone.
      expect(row!.estimated >= 0.8 * row!.counted, seen).toBe(true);
      expect(row!.estimated <= 1.25 * row!.counted, seen).toBe(true);
    }
  });

  it("no read's plan scans a large table whole", async () => {
    for (const endpoint of READ_ENDPOINTS) {
      for (const statement of await statementsOf(endpoint.name)) {
        if (!/^\s*(WITH|SELECT|INSERT)\b/i.test(statement.sql)) continue;
        const plan = await explain(statement.sql, statement.params);
        const whole = seqScansOf(plan).filter((table) => LARGE_TABLES.includes(table));
        expect([endpoint.name, statement.sql.slice(0, 60), whole]).toEqual([
          endpoint.name,
          statement.sql.slice(0, 60),
          [],
        ]);
      }
    }
  });
});

describe('a member read runs a fixed number of statements', () => {
  for (const endpoint of READ_ENDPOINTS) {
    it(`${endpoint.name}: ${STATEMENTS[endpoint.name]} statements, no transaction`, async () => {
      const statements = await statementsOf(endpoint.name);
      expect(statements.map((s) => s.sql.replace(/\s+/g, ' ').slice(0, 60))).toHaveLength(
        STATEMENTS[endpoint.name]!,
      );
      expect(statements.filter((s) => s.sql === 'BEGIN')).toEqual([]);
    });
  }

  it('as many when the member has many more messages, invitees and check-ins (no N+1)', async () => {
    const before = new Map<string, number>();
    for (const endpoint of READ_ENDPOINTS)
      before.set(endpoint.name, (await statementsOf(endpoint.name)).length);
    await growDemoMember();
    for (const endpoint of READ_ENDPOINTS)
      expect([endpoint.name, (await statementsOf(endpoint.name)).length]).toEqual([
        endpoint.name,
        before.get(endpoint.name),
      ]);
  });
});

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

/** The plan the planner would choose (not run; a write is explained, never made). */
async function explain(sql: string, params: readonly unknown[]): Promise<PlanNode> {
  const [row] = await testDb.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    params,
  );
  const value = row!['QUERY PLAN'];
  const parsed = typeof value === 'string' ? (JSON.parse(value) as [{ Plan: PlanNode }]) : value;
  return parsed[0].Plan;
}

function seqScansOf(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScansOf)];
}
