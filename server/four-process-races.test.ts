// Issue 31's acceptance: the money races across four API processes on one PostgreSQL. The other
// concurrency tests race two apps inside one test process; here four real `server/main.ts`
// processes, each with its own pool, serve the same schema, and every burst is dealt out to them in
// turn over HTTP, so each of the four takes a quarter of every race. What must hold is what holds
// for one process: an idempotency key pays once whoever serves its copies, and a balance that pays
// for three opens pays for three, not one per process. PostgreSQL only (TEST_DATABASE_URL), as CI
// runs the server tests.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../src/app/endpoints.ts';
import { STATUS } from '../src/shared/api/status-codes.ts';
import type { Db } from './db/db.ts';
import { openPgDb, quoteIdent } from './db/pg-db.ts';
import { burst } from './test-support/burst.ts';
import { boxIdOf, grantPoints, newOpenKey } from './test-support/lootbox-helpers.ts';
import { makePrize, redeemKey } from './test-support/prize-helpers.ts';
import { expectLedgerConsistent, makeMember } from './test-support/quest-helpers.ts';
import { startServer, stopServer, type ServerProcess } from './test-support/server-process.ts';
import { adminQuery, TEST_DATABASE_URL } from './test-support/test-db.ts';

const PROCESSES = 4;
/** 12 copies of every request per process. */
const CONCURRENT = 48;
const TRIALS = 8;
/** The starter chest's price (server/db/seed-data.ts). */
const OPEN_COST = 100;

const admin = (sql: string) => adminQuery(TEST_DATABASE_URL!, sql);

const schema = `races4_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
const servers: ServerProcess[] = [];
let bases: string[] = [];
let db: Db;
let boxId = 0;

/** DATABASE_URL of the schema; `name` labels the process's sessions in pg_stat_activity. */
function urlFor(name: string): string {
  const url = new URL(TEST_DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  url.searchParams.set('application_name', name);
  return url.toString();
}

function startOne(i: number): ServerProcess {
  // WORKERS=1: each process serves by itself (no node:cluster primary), with a small pool, as one
  // of four machines behind a load balancer would.
  const server = startServer({
    DATABASE_URL: urlFor(`${schema}-p${i}`),
    WORKERS: '1',
    DB_POOL_SIZE: '4',
  });
  servers.push(server);
  return server;
}

describe.runIf(TEST_DATABASE_URL)(
  `the money races across ${PROCESSES} API processes on one PostgreSQL`,
  { timeout: 60_000 },
  () => {
    beforeAll(async () => {
      await admin(`CREATE SCHEMA ${quoteIdent(schema)}`);
      // The first prepares the schema; the others then start together on the prepared one.
      const first = await startOne(0).ready;
      const rest = await Promise.all(
        Array.from({ length: PROCESSES - 1 }, (_, i) => startOne(i + 1).ready),
      );
      bases = [first, ...rest];
      db = openPgDb({ connectionString: TEST_DATABASE_URL!, searchPath: schema, max: 4 });
      boxId = await boxIdOf(db, 'starter-chest');
    }, 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => stopServer(server)));
      await db?.close();
      await admin(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    }, 60_000);

    type Body = { status: number; data: unknown };

    /** Request i of a burst goes to process i mod 4. */
    function post(i: number, path: string, token: string, payload: object): Promise<Body> {
      return fetch(bases[i % PROCESSES]! + path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      }).then((response) => response.json() as Promise<Body>);
    }

    const countOf = async (sql: string, memberId: number) => {
      const [row] = await db.query<{ n: number }>(sql, [memberId]);
      return row!.n;
    };

    it('one key sent 48 times, 12 to each process: one open and one redeem paid, every answer the first', async () => {
      const prizeId = await makePrize(db, { cost: 40, stock: 1000 });
      for (let trial = 0; trial < TRIALS; trial += 1) {
        const member = await makeMember(db);
        await grantPoints(db, member.id, OPEN_COST * 5 + 40 * 5);
        const openKey = newOpenKey();
        const opens = await burst(CONCURRENT, (i) =>
          post(i, ENDPOINTS.openLootbox.path, member.accessToken, { lootboxId: boxId, openKey }),
        );
        const key = redeemKey();
        const redeems = await burst(CONCURRENT, (i) =>
          post(i, ENDPOINTS.redeemPrize.path, member.accessToken, { prizeId, redeemKey: key }),
        );
        for (const answers of [opens, redeems]) {
          expect(answers[0]!.status).toBe(STATUS.Success.code);
          expect(answers.filter((a) => JSON.stringify(a) !== JSON.stringify(answers[0]))).toEqual(
            [],
          );
        }
        expect(
          await countOf(
            'SELECT count(*)::int AS n FROM lootbox_opens WHERE member_id = $1',
            member.id,
          ),
        ).toBe(1);
        expect(
          await countOf(
            'SELECT count(*)::int AS n FROM exchange_records WHERE member_id = $1',
            member.id,
          ),
        ).toBe(1);
        expect(await expectLedgerConsistent(db, member.id)).toBe(BigInt(OPEN_COST * 4 + 40 * 4));
      }
    });

    it('48 opens with their own keys against a balance for exactly 3: 3 paid, 45 InsufficientPointBalance', async () => {
      for (let trial = 0; trial < TRIALS; trial += 1) {
        const member = await makeMember(db);
        await grantPoints(db, member.id, OPEN_COST * 3 + 42);
        const answers = await burst(CONCURRENT, (i) =>
          post(i, ENDPOINTS.openLootbox.path, member.accessToken, {
            lootboxId: boxId,
            openKey: newOpenKey(),
          }),
        );
        const statuses = answers.map((a) => a.status);
        expect(statuses.filter((s) => s === STATUS.Success.code)).toHaveLength(3);
        expect(statuses.filter((s) => s === STATUS.InsufficientPointBalance.code)).toHaveLength(
          CONCURRENT - 3,
        );
        expect(
          await countOf(
            'SELECT count(*)::int AS n FROM lootbox_opens WHERE member_id = $1',
            member.id,
          ),
        ).toBe(3);
        expect(
          await countOf(
            'SELECT count(*)::int AS n FROM inventory_items WHERE member_id = $1',
            member.id,
          ),
        ).toBe(3);
        expect(await expectLedgerConsistent(db, member.id)).toBe(42n);
      }
      // Every process did database work of its own: four pools, four names in pg_stat_activity.
      const names = await db.query<{ application_name: string }>(
        `SELECT DISTINCT application_name FROM pg_stat_activity
          WHERE application_name LIKE $1 ORDER BY application_name`,
        [`${schema}-p%`],
      );
      expect(names.map((n) => n.application_name)).toEqual(
        Array.from({ length: PROCESSES }, (_, i) => `${schema}-p${i}`),
      );
    });
  },
);
