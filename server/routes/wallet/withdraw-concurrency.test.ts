// Issue 14's concurrency target: 50 withdrawals at once that together exceed the balance → only
// those that fit pass, the balance never goes below zero and equals the ledger's sum. Runs on
// PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set, where the requests are split
// between two apps on one database (docs/architecture.md "Scale out").
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import { WithdrawQuoteSchema } from '../../../src/features/wallet/api/schemas/withdraw.ts';
import { TEST_DATABASE_URL } from '../../test-support/test-db.ts';
import {
  gactLedgerOf,
  makeWithdrawer,
  plantTransferCode,
  quoteOf,
  type Body,
} from '../../test-support/withdraw-helpers.ts';
import { concurrencyApps } from '../../test-support/second-app.ts';
import { appFor } from '../../test-support/burst.ts';

const CONCURRENT = 50;
const TRIALS = 3;

const t = concurrencyApps();

describe(`${CONCURRENT} withdrawals at once over the balance (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('only those that fit pass; the balance is exact and never below zero', async () => {
    const db = t.testDb.db;
    const apps = t.apps;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      // 1,000 GACT; each withdrawal takes 50 + 0.25 fee + 1.5 gas = 51.75: 19 fit (983.25).
      const m = await makeWithdrawer(db, { gact: 1_000_000_000n });
      const quotes = [];
      for (let i = 0; i < CONCURRENT; i += 1) {
        const body = await quoteOf(t.app, m.accessToken, '50');
        expect(body.status).toBe(0);
        quotes.push(WithdrawQuoteSchema.parse(body.data).quoteId);
        // One live code per withdrawal (a mailbox would be the bottleneck, not what is tested).
        await plantTransferCode(db, m.email, '246810');
      }
      const bodies = await Promise.all(
        quotes.map(async (quoteId, i) =>
          (
            await appFor(apps, i).inject({
              method: 'POST',
              url: ENDPOINTS.withdraw.path,
              payload: { quoteId, code: '246810' },
              headers: { authorization: `Bearer ${m.accessToken}` },
            })
          ).json<Body>(),
        ),
      );
      const statuses = bodies.map((b) => b.status);
      expect(statuses.filter((s) => s === 0)).toHaveLength(19);
      expect(statuses.filter((s) => s === STATUS.InsufficientGactBalance.code)).toHaveLength(31);
      expect(await gactLedgerOf(db, m.id)).toBe(1_000_000_000n - 19n * 51_750_000n);
      const [count] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1',
        [m.id],
      );
      expect(count!.n).toBe(19);
    }
  }, 120_000);
});
