// Issue 12's concurrency target: 50 opens at once (different keys) by a member whose balance pays
// for exactly 3 → exactly 3 opens, 3 debits, 3 inventory items, 47 InsufficientPointBalance; and
// 50 opens with one key → one debit, the same receipt in every answer. PGlite by default,
// PostgreSQL when TEST_DATABASE_URL is set, where the requests are also split between two apps on
// one database (docs/architecture.md "Scale out"). Copied from claim-concurrency.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import { OpenReceiptSchema } from '../../../src/features/lootbox/api/schemas/lootbox.ts';
import { TEST_DATABASE_URL } from '../../test-support/test-db.ts';
import { expectLedgerConsistent, makeMember } from '../../test-support/quest-helpers.ts';
import { boxIdOf, grantPoints, newOpenKey } from '../../test-support/lootbox-helpers.ts';
import { concurrencyApps } from '../../test-support/second-app.ts';
import { appFor, burst } from '../../test-support/burst.ts';

const TRIALS = 20;
const CONCURRENT = 50;
const COST = 100;

const t = concurrencyApps();
let boxId = 0;

beforeAll(async () => {
  boxId = await boxIdOf(t.testDb.db, 'starter-chest');
}, 60_000);

type Body = { status: number; data: unknown };

async function openAll(payloads: object[], accessToken: string): Promise<Body[]> {
  const apps = t.apps;
  const responses = await burst(payloads.length, (i) =>
    appFor(apps, i).inject({
      method: 'POST',
      url: ENDPOINTS.openLootbox.path,
      payload: payloads[i],
      headers: { authorization: `Bearer ${accessToken}` },
    }),
  );
  return responses.map((r) => r.json<Body>());
}

const countOf = async (table: string, memberId: number) => {
  const [row] = await t.testDb.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE member_id = $1`,
    [memberId],
  );
  return row!.n;
};

describe(`${CONCURRENT} opens at once × ${TRIALS} trials (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a balance for exactly 3 opens: exactly 3 opens, the rest InsufficientPointBalance', async () => {
    const db = t.testDb.db;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const member = await makeMember(db);
      await grantPoints(db, member.id, COST * 3 + 42);
      const bodies = await openAll(
        Array.from({ length: CONCURRENT }, () => ({ lootboxId: boxId, openKey: newOpenKey() })),
        member.accessToken,
      );
      const statuses = bodies.map((b) => b.status);
      expect(statuses.filter((s) => s === 0)).toHaveLength(3);
      expect(statuses.filter((s) => s === STATUS.InsufficientPointBalance.code)).toHaveLength(
        CONCURRENT - 3,
      );
      expect(await countOf('lootbox_opens', member.id)).toBe(3);
      expect(await countOf('inventory_items', member.id)).toBe(3);
      const [debits] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_entries WHERE member_id = $1 AND kind = 'lootboxOpen'`,
        [member.id],
      );
      expect(debits!.n).toBe(3);
      expect(await expectLedgerConsistent(db, member.id)).toBe(42n);
    }
  }, 300_000);

  it('one key sent 50 times: one debit, every answer the same receipt', async () => {
    const db = t.testDb.db;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const member = await makeMember(db);
      await grantPoints(db, member.id, COST * 5);
      const openKey = newOpenKey();
      const bodies = await openAll(
        Array.from({ length: CONCURRENT }, () => ({ lootboxId: boxId, openKey })),
        member.accessToken,
      );
      const [first] = bodies;
      expect(first!.status).toBe(0);
      OpenReceiptSchema.parse(first!.data);
      for (const body of bodies) expect(body).toEqual(first);
      expect(await countOf('lootbox_opens', member.id)).toBe(1);
      expect(await expectLedgerConsistent(db, member.id)).toBe(BigInt(COST * 4));
    }
  }, 300_000);
});
