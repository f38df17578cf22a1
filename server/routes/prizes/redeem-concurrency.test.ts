// Issue 12's concurrency target: the last unit of a prize raced by 50 members at once × 100
// trials → exactly one record and one debit, the other 49 refused (out of stock) with their
// balances untouched. And one member's 50 identical redeems (one key) charge once. Runs on PGlite
// by default and on PostgreSQL when TEST_DATABASE_URL is set, where the requests are split between
// two apps on one database (docs/architecture.md "Scale out"). Decision 071: the stock is taken by
// the transaction's last statement and the limits are read under the member's lock, so a stock of
// 5 raced by 50 members and a member's limit raced by that member's own keys are raced too.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import { ExchangeRecordSchema } from '../../../src/features/prizes/api/schemas/prize.ts';
import { TEST_DATABASE_URL } from '../../test-support/test-db.ts';
import { expectLedgerConsistent, makeMember } from '../../test-support/quest-helpers.ts';
import { givePoints, makePrize, redeemKey } from '../../test-support/prize-helpers.ts';
import { concurrencyApps } from '../../test-support/second-app.ts';
import { appFor, burst } from '../../test-support/burst.ts';

const TRIALS = 100;
const CONCURRENT = 50;
const COST = 40;
const START = 100;

const t = concurrencyApps();
let members: { id: number; accessToken: string }[] = [];

beforeAll(async () => {
  const db = t.testDb.db;
  members = await burst(CONCURRENT, () => makeMember(db));
  // Enough for every trial they could win (TRIALS × COST) on top of the start.
  for (const m of members) await givePoints(db, m.id, START + TRIALS * COST);
}, 120_000);

type Body = { status: number; data: unknown };

function send(app: FastifyInstance, token: string, prizeId: number, key: string) {
  return app
    .inject({
      method: 'POST',
      url: ENDPOINTS.redeemPrize.path,
      payload: { prizeId, redeemKey: key },
      headers: { authorization: `Bearer ${token}` },
    })
    .then((r) => r.json<Body>());
}

describe(`the last unit raced by ${CONCURRENT} members × ${TRIALS} trials (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('one success per trial, the rest PrizeOutOfStock, balances exact', async () => {
    const db = t.testDb.db;
    const apps = t.apps;
    const wins = new Map<number, number>();
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const prizeId = await makePrize(db, { cost: COST, stock: 1 });
      const bodies = await Promise.all(
        members.map((m, i) => send(appFor(apps, i), m.accessToken, prizeId, redeemKey())),
      );
      const winners = bodies.flatMap((b, i) => (b.status === 0 ? [i] : []));
      expect(winners).toHaveLength(1);
      expect(bodies.filter((b) => b.status === STATUS.PrizeOutOfStock.code)).toHaveLength(
        CONCURRENT - 1,
      );
      const winner = members[winners[0]!]!;
      wins.set(winner.id, (wins.get(winner.id) ?? 0) + 1);
      const record = ExchangeRecordSchema.parse(bodies[winners[0]!]!.data);
      const rows = await db.query<{ member_id: number; debit_entry_id: number }>(
        'SELECT member_id, debit_entry_id FROM exchange_records WHERE prize_id = $1',
        [prizeId],
      );
      expect(rows).toEqual([{ member_id: winner.id, debit_entry_id: record.entryId }]);
      const [prize] = await db.query<{ stock: number }>('SELECT stock FROM prizes WHERE id = $1', [
        prizeId,
      ]);
      expect(prize!.stock).toBe(0);
    }
    // Every balance is exactly what it started with, less what that member won; nobody was
    // charged without a record.
    for (const m of members) {
      const won = wins.get(m.id) ?? 0;
      expect(await expectLedgerConsistent(db, m.id)).toBe(
        BigInt(START + TRIALS * COST - won * COST),
      );
      const [counts] = await db.query<{ debits: number; records: number }>(
        `SELECT (SELECT count(*)::int FROM ledger_entries WHERE member_id = $1 AND kind = 'prizeRedeem') AS debits,
                (SELECT count(*)::int FROM exchange_records WHERE member_id = $1) AS records`,
        [m.id],
      );
      expect(counts).toEqual({ debits: won, records: won });
    }
  }, 600_000);

  it('a stock of 5 raced by 50 members: 5 records, 5 debits, stock 0, the rest refused', async () => {
    const db = t.testDb.db;
    const prizeId = await makePrize(db, { cost: COST, stock: 5 });
    const bodies = await Promise.all(
      members.map((m, i) => send(appFor(t.apps, i), m.accessToken, prizeId, redeemKey())),
    );
    expect(bodies.filter((b) => b.status === 0)).toHaveLength(5);
    expect(bodies.filter((b) => b.status === STATUS.PrizeOutOfStock.code)).toHaveLength(45);
    const [after] = await db.query<{ stock: number; records: number; debits: number }>(
      `SELECT p.stock,
              (SELECT count(*)::int FROM exchange_records r WHERE r.prize_id = p.id) AS records,
              (SELECT count(*)::int FROM exchange_records r JOIN ledger_entries e
                 ON e.id = r.debit_entry_id WHERE r.prize_id = p.id) AS debits
         FROM prizes p WHERE p.id = $1`,
      [prizeId],
    );
    expect(after).toEqual({ stock: 0, records: 5, debits: 5 });
  }, 120_000);

  it('one member racing 20 keys against a member limit of 2: 2 records, 2 debits', async () => {
    const db = t.testDb.db;
    const m = await makeMember(db);
    await givePoints(db, m.id, COST * 20);
    const prizeId = await makePrize(db, { cost: COST, stock: 50, memberLimit: 2 });
    const bodies = await burst(20, (i) =>
      send(appFor(t.apps, i), m.accessToken, prizeId, redeemKey()),
    );
    expect(bodies.filter((b) => b.status === 0)).toHaveLength(2);
    expect(bodies.filter((b) => b.status === STATUS.ConversionLimitUsed.code)).toHaveLength(18);
    expect(await expectLedgerConsistent(db, m.id)).toBe(BigInt(COST * 18));
    const [prize] = await db.query<{ stock: number }>('SELECT stock FROM prizes WHERE id = $1', [
      prizeId,
    ]);
    expect(prize!.stock).toBe(48);
  }, 120_000);

  it('one member sending one redeem 50 times at once is charged once, every answer the same', async () => {
    const db = t.testDb.db;
    const apps = t.apps;
    for (let trial = 0; trial < 10; trial += 1) {
      const m = await makeMember(db);
      await givePoints(db, m.id, COST);
      const prizeId = await makePrize(db, { cost: COST, stock: 5 });
      const key = redeemKey();
      const bodies = await burst(CONCURRENT, (i) =>
        send(appFor(apps, i), m.accessToken, prizeId, key),
      );
      expect(bodies[0]!.status).toBe(0);
      for (const body of bodies) expect(body).toEqual(bodies[0]);
      expect(await expectLedgerConsistent(db, m.id)).toBe(0n);
    }
  }, 300_000);
});
