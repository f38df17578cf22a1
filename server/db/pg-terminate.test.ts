// Issue 31, "Survive the database": every connection of two apps ended by the database
// (pg_terminate_backend, what a restart or a failover does) in the middle of a burst of redeems.
// A client checked out in a transaction had no 'error' listener, so the process died of an
// unhandled 'error' event (57P01). Now the requests that met the loss fail alone (503 ServerError)
// or run again, every app keeps serving, Status says the database is back, and nothing is half
// paid. PostgreSQL only: PGlite has no connections to lose.
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/app/endpoints.ts';
import { STATUS } from '../../src/shared/api/status-codes.ts';
import { PlatformStatusSchema } from '../../src/features/account/api/schemas/account.ts';
import { TEST_DATABASE_URL } from '../test-support/test-db.ts';
import { expectLedgerConsistent, makeMember } from '../test-support/quest-helpers.ts';
import { givePoints, makePrize, redeemKey } from '../test-support/prize-helpers.ts';
import { concurrencyApps } from '../test-support/second-app.ts';
import { appFor, burst } from '../test-support/burst.ts';
import type { Db } from './db.ts';

const TRIALS = 5;
const CONCURRENT = 40;
const COST = 10;

const t = concurrencyApps();
let admin: Db | null = null;

beforeAll(async () => {
  if (t.testDb.kind === 'postgres') admin = await t.testDb.reopen();
}, 60_000);

/** Ends every session of this file's apps but the one asking; how many it ended. */
async function terminateAll(): Promise<number> {
  const rows = await admin!.query<{ ended: boolean }>(
    `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
      WHERE application_name = $1 AND pid <> pg_backend_pid()`,
    [t.testDb.schema],
  );
  return rows.filter((r) => r.ended).length;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!TEST_DATABASE_URL)(
  `pg_terminate_backend on every connection during ${CONCURRENT} redeems × ${TRIALS}`,
  () => {
    it('every app keeps serving; a request fails alone or succeeds; the ledger exact', async () => {
      const db = t.testDb.db;
      const apps = t.apps;
      const member = await makeMember(db);
      await givePoints(db, member.id, CONCURRENT * TRIALS * COST * 2);
      const prizeId = await makePrize(db, { cost: COST, stock: 100_000 });
      const headers = { authorization: `Bearer ${member.accessToken}` };
      let ended = 0;
      const outcomes: [number, number][] = [];
      for (let trial = 0; trial < TRIALS; trial += 1) {
        const answers = burst(CONCURRENT, (i) =>
          appFor(apps, i).inject({
            method: 'POST',
            url: ENDPOINTS.redeemPrize.path,
            payload: { prizeId, redeemKey: redeemKey() },
            headers,
          }),
        );
        for (let k = 0; k < 4; k += 1) {
          await pause(5);
          ended += await terminateAll();
        }
        for (const response of await answers)
          outcomes.push([response.statusCode, response.json<{ status: number }>().status]);
      }
      expect(ended).toBeGreaterThan(0);
      for (const app of apps) {
        const status = await app.inject({ method: 'GET', url: ENDPOINTS.platformStatus.path });
        expect(status.statusCode).toBe(200);
        expect(PlatformStatusSchema.parse(status.json<{ data: unknown }>().data).database).toBe(
          'ok',
        );
        const redeemed = await app.inject({
          method: 'POST',
          url: ENDPOINTS.redeemPrize.path,
          payload: { prizeId, redeemKey: redeemKey() },
          headers,
        });
        expect(redeemed.json<{ status: number }>().status).toBe(0);
      }
      // Each request that met the loss failed alone, as unavailable; the others were served.
      const failed = outcomes.filter(([http, status]) => http !== 200 || status !== 0);
      for (const outcome of failed) expect(outcome).toEqual([503, STATUS.ServerError.code]);
      // Nothing half paid: every debit has its record and the balance is its ledger.
      await expectLedgerConsistent(db, member.id);
      const [counts] = await db.query<{ debits: number; records: number }>(
        `SELECT (SELECT count(*)::int FROM ledger_entries
                  WHERE member_id = $1 AND direction = 'debit') AS debits,
                (SELECT count(*)::int FROM exchange_records WHERE member_id = $1) AS records`,
        [member.id],
      );
      expect(counts!.debits).toBe(counts!.records);
    }, 120_000);
  },
);
