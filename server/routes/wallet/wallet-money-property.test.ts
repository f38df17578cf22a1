// Issue 14's money property across the whole wallet: any interleaving of converts (every pair),
// GACT withdrawals and their reviews (first pass, admin pass, reject with its refund) keeps every
// balance exact — what a bigint model of the receipts predicts — and ≥ 0, each balance equal to the
// sum of its ledger, and for every order fees + received = sent to the last minor unit. The convert
// and withdraw property tests check each flow alone; this one checks they share balances safely.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import {
  ConvertQuoteSchema,
  ConvertReceiptSchema,
} from '../../../src/features/wallet/api/schemas/convert.ts';
import {
  WithdrawQuoteSchema,
  WithdrawalSchema,
} from '../../../src/features/wallet/api/schemas/withdraw.ts';
import { toMinor } from '../../../src/money/amount.ts';
import { systemClock } from '../../clock.ts';
import { MINOR_UNIT_DIGITS, formatMinor, type Asset } from '../../domain/shared/ledger.ts';
import { reviewWithdrawal } from '../../domain/wallet/withdrawals.ts';
import { ApiError } from '../../http/envelope.ts';
import { call, expectWalletConsistent, giveAsset } from '../../test-support/convert-helpers.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { ADDRESS, makeWithdrawer, plantTransferCode } from '../../test-support/withdraw-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const minor = (text: string, asset: Asset) => toMinor(text, MINOR_UNIT_DIGITS[asset])!;

type Op =
  | { kind: 'convert'; from: Asset; to: Asset; amount: bigint }
  | { kind: 'withdraw'; amount: bigint }
  | { kind: 'review'; pick: number; decision: 'CustomerServicePass' | 'AdminPass' | 'Reject' };

const PAIRS = [
  ['GACT', 'USDT'],
  ['USDT', 'GACT'],
  ['POINT', 'GACT'],
] as const;

const op: fc.Arbitrary<Op> = fc.oneof(
  fc
    .record({
      kind: fc.constant('convert' as const),
      pair: fc.constantFrom(...PAIRS),
      amount: fc.bigInt({ min: 1n, max: 60_000_000n }),
    })
    .map(({ pair, amount }) => ({
      kind: 'convert' as const,
      from: pair[0],
      to: pair[1],
      // Points have no decimals: the same random size, read as whole points.
      amount: pair[0] === 'POINT' ? amount / 1_000n + 1n : amount,
    })),
  fc.record({
    kind: fc.constant('withdraw' as const),
    amount: fc.bigInt({ min: 1n, max: 60_000_000n }),
  }),
  fc.record({
    kind: fc.constant('review' as const),
    pick: fc.nat({ max: 20 }),
    decision: fc.constantFrom(
      'CustomerServicePass' as const,
      'AdminPass' as const,
      'Reject' as const,
    ),
  }),
);

const NEXT: Record<string, readonly string[]> = {
  CustomerServicePass: ['NoApprove'],
  AdminPass: ['CustomerServicePass'],
  Reject: ['NoApprove', 'CustomerServicePass'],
};

describe('converts, withdrawals and reviews interleaved', () => {
  it('keep every balance exact and ≥ 0; fees + received = sent for every order', async () => {
    const db = t.testDb.db;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        const m = await makeWithdrawer(db, { gact: 60_000_000n });
        await giveAsset(db, m.id, 'USDT', 40_000_000n);
        await giveAsset(db, m.id, 'POINT', 20_000n);
        const model: Record<Asset, bigint> = {
          POINT: 20_000n,
          GACT: 60_000_000n,
          USDT: 40_000_000n,
        };
        const made: { id: number; status: string; total: bigint }[] = [];
        for (const o of ops) {
          if (o.kind === 'convert') {
            const amount = formatMinor(o.amount, o.from);
            const quoted = await call(
              t.app,
              ENDPOINTS.convertQuote,
              { from: o.from, to: o.to, amount },
              m.accessToken,
            );
            if (quoted.status !== 0) continue; // too small, over a limit or over the balance
            const q = ConvertQuoteSchema.parse(quoted.data);
            const done = await call(
              t.app,
              ENDPOINTS.convert,
              { quoteId: q.quoteId },
              m.accessToken,
            );
            if (done.status !== 0) {
              // The balance moved since the quote (a withdrawal held it): refused, nothing moved.
              expect(o.amount > model[o.from]).toBe(true);
              continue;
            }
            const r = ConvertReceiptSchema.parse(done.data);
            const fees = r.fees.reduce((sum, f) => sum + minor(f.amount, o.from), 0n);
            const out = minor(r.entries[0]!.amount, o.from);
            expect(out + fees).toBe(o.amount);
            model[o.from] -= o.amount;
            model[o.to] += minor(r.receive, o.to);
          } else if (o.kind === 'withdraw') {
            const quoted = await call(
              t.app,
              ENDPOINTS.withdrawQuote,
              { address: ADDRESS, amount: formatMinor(o.amount, 'GACT') },
              m.accessToken,
            );
            if (quoted.status !== 0) continue;
            const q = WithdrawQuoteSchema.parse(quoted.data);
            const total = minor(q.total, 'GACT');
            expect(minor(q.amount, 'GACT') + minor(q.fee, 'GACT') + minor(q.gas, 'GACT')).toBe(
              total,
            );
            await plantTransferCode(db, m.email, '246810');
            const done = await call(
              t.app,
              ENDPOINTS.withdraw,
              { quoteId: q.quoteId, code: '246810' },
              m.accessToken,
            );
            if (done.status !== 0) {
              expect(total > model.GACT).toBe(true);
              continue;
            }
            const w = WithdrawalSchema.parse(done.data);
            model.GACT -= total;
            made.push({ id: w.id, status: 'NoApprove', total });
          } else if (made.length > 0) {
            const w = made[o.pick % made.length]!;
            const allowed = NEXT[o.decision]!.includes(w.status);
            try {
              await reviewWithdrawal(db, systemClock, w.id, o.decision);
              expect(allowed).toBe(true);
              w.status = o.decision;
              if (o.decision === 'Reject') model.GACT += w.total;
            } catch (error) {
              expect(allowed).toBe(false);
              expect(error instanceof ApiError && error.statusName).toBe(
                'OrderProcessedRepeatedly',
              );
            }
          }
          expect(await expectWalletConsistent(db, m.id)).toEqual(model);
        }
        // A rejected withdrawal was given back exactly once, whatever came after it.
        const [refunds] = await db.query<{ n: number; distinct: number }>(
          `SELECT count(*)::int AS n, count(DISTINCT source)::int AS distinct FROM ledger_entries
            WHERE member_id = $1 AND kind = 'withdrawRefund'`,
          [m.id],
        );
        expect(refunds!.n).toBe(made.filter((w) => w.status === 'Reject').length);
        expect(refunds!.distinct).toBe(refunds!.n);
      }),
      { numRuns: 40 },
    );
  }, 300_000);
});
