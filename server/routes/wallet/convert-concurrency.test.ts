// Issue 14's concurrency target for converts: one member's 50 converts at once that together exceed
// the balance → exactly those that fit pass, the rest are refused (InsufficientGactBalance) with
// nothing posted; and one quote sent 50 times at once converts once. Runs on PGlite by default and
// on PostgreSQL when TEST_DATABASE_URL is set, split between two apps on one database.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import { ConvertQuoteSchema } from '../../../src/features/wallet/api/schemas/convert.ts';
import { TEST_DATABASE_URL } from '../../test-support/test-db.ts';
import { makeMember } from '../../test-support/quest-helpers.ts';
import { call, expectWalletConsistent, giveAsset } from '../../test-support/convert-helpers.ts';
import { concurrencyApps } from '../../test-support/second-app.ts';
import { appFor, burst } from '../../test-support/burst.ts';

const TRIALS = 5;
const CONCURRENT = 50;
const FIT = 17;
const GACT = 1_000_000n;

const t = concurrencyApps();

async function quotes(token: string, count: number, amount: string) {
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const body = await call(
      t.app,
      ENDPOINTS.convertQuote,
      { from: 'GACT', to: 'USDT', amount },
      token,
    );
    out.push(ConvertQuoteSchema.parse(body.data).quoteId);
  }
  return out;
}

describe(`${CONCURRENT} converts at once (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`that together exceed the balance: exactly ${FIT} pass, the rest refused, balances exact`, async () => {
    const db = t.testDb.db;
    const apps = t.apps;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const m = await makeMember(db);
      await giveAsset(db, m.id, 'GACT', BigInt(FIT) * 3n * GACT + 2n * GACT);
      const ids = await quotes(m.accessToken, CONCURRENT, '3');
      const bodies = await Promise.all(
        ids.map((quoteId, i) =>
          call(appFor(apps, i), ENDPOINTS.convert, { quoteId }, m.accessToken),
        ),
      );
      const passed = bodies.filter((b) => b.status === 0);
      expect(passed).toHaveLength(FIT);
      expect(bodies.filter((b) => b.status === STATUS.InsufficientGactBalance.code)).toHaveLength(
        CONCURRENT - FIT,
      );
      const balances = await expectWalletConsistent(db, m.id);
      expect(balances.GACT).toBe(2n * GACT);
      // 3 GACT less 0.009 fee, at 0.125: 0.373875 USDT each.
      expect(balances.USDT).toBe(BigInt(FIT) * 373_875n);
      const [orders] = await db.query<{ succeed: number; failed: number }>(
        `SELECT count(*) FILTER (WHERE status = 'Succeed')::int AS succeed,
                count(*) FILTER (WHERE status = 'Failed')::int AS failed
           FROM convert_orders WHERE member_id = $1`,
        [m.id],
      );
      expect(orders).toEqual({ succeed: FIT, failed: CONCURRENT - FIT });
    }
  }, 300_000);

  it('one quote sent 50 times at once converts once, every answer the same', async () => {
    const db = t.testDb.db;
    const apps = t.apps;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const m = await makeMember(db);
      await giveAsset(db, m.id, 'GACT', 3n * GACT);
      const [quoteId] = await quotes(m.accessToken, 1, '3');
      const bodies = await burst(CONCURRENT, (i) =>
        call(appFor(apps, i), ENDPOINTS.convert, { quoteId }, m.accessToken),
      );
      expect(bodies[0]!.status).toBe(0);
      for (const body of bodies) expect(body).toEqual(bodies[0]);
      expect(await expectWalletConsistent(db, m.id)).toMatchObject({ GACT: 0n, USDT: 373_875n });
    }
  }, 300_000);
});
