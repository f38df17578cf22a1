// Issue 14's money property for withdrawals: any sequence of withdrawals, first passes, admin passes
// and rejections (with their refunds) keeps the GACT balance exact (equal to a model and to the
// ledger's sum) and never below zero, and for every withdrawal fee + gas + received = sent to the
// last minor unit.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../http/envelope.ts';
import { codeHasher, codeKey } from '../../auth/codes.ts';
import { systemClock } from '../../clock.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  ADDRESS,
  gactLedgerOf,
  makeWithdrawer,
  plantTransferCode,
} from '../../test-support/withdraw-helpers.ts';
import { quoteWithdrawal, reviewWithdrawal, withdraw, type WithdrawDeps } from './withdrawals.ts';
import { feeOf } from './fees.ts';

let t: TestApp;
let deps: WithdrawDeps;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.testDb.db;
  deps = { db, clock: systemClock, hasher: codeHasher(await codeKey(db, null)) };
});
afterAll(async () => {
  await t?.close();
});

const GAS = 1_500_000n;
const MIN = 10_000_000n;

type Op =
  | { kind: 'withdraw'; amount: bigint }
  | { kind: 'review'; pick: number; decision: 'CustomerServicePass' | 'AdminPass' | 'Reject' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('withdraw' as const),
    amount: fc.bigInt({ min: 1n, max: 400_000_000n }),
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

const statusOf = (error: unknown) => (error instanceof ApiError ? error.statusName : 'thrown');

describe('withdrawals, rejections and refunds in any order', () => {
  it('keep every balance exact and ≥ 0; fee + gas + received = sent', async () => {
    const db = t.testDb.db;
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 0n, max: 1_000_000_000n }),
        fc.array(op, { maxLength: 10 }),
        async (start, ops) => {
          const m = await makeWithdrawer(db, { gact: start });
          let model = start;
          const made: { id: number; status: string; total: bigint }[] = [];
          for (const o of ops) {
            if (o.kind === 'withdraw') {
              const fee = feeOf(o.amount, 50);
              const total = o.amount + fee + GAS;
              try {
                const q = await quoteWithdrawal(deps, m.id, { address: ADDRESS, amount: o.amount });
                expect(o.amount >= MIN && total <= model).toBe(true);
                await plantTransferCode(db, m.email, '135790');
                const w = await withdraw(
                  deps,
                  { memberId: m.id, email: m.email },
                  { quoteId: q.quoteId, code: '135790' },
                );
                model -= total;
                made.push({ id: w.id, status: 'NoApprove', total });
                // Sent = received + fee + gas, to the minor unit, as the member saw in the quote.
                const [sent] = await db.query<{ s: string }>(
                  `SELECT sum(amount)::text AS s FROM ledger_entries WHERE member_id = $1 AND source = $2 AND direction = 'debit'`,
                  [m.id, `withdraw:${w.id}`],
                );
                expect(BigInt(sent!.s)).toBe(total);
              } catch (error) {
                const expected = o.amount < MIN ? 'WithdrawalTooSmall' : 'InsufficientGactBalance';
                expect(statusOf(error)).toBe(expected);
                if (expected === 'InsufficientGactBalance') expect(total > model).toBe(true);
              }
            } else if (made.length > 0) {
              const w = made[o.pick % made.length]!;
              const allowed =
                (o.decision === 'CustomerServicePass' && w.status === 'NoApprove') ||
                (o.decision === 'AdminPass' && w.status === 'CustomerServicePass') ||
                (o.decision === 'Reject' &&
                  ['NoApprove', 'CustomerServicePass'].includes(w.status));
              try {
                await reviewWithdrawal(db, systemClock, w.id, o.decision);
                expect(allowed).toBe(true);
                w.status = o.decision;
                if (o.decision === 'Reject') model += w.total;
              } catch (error) {
                expect(allowed).toBe(false);
                expect(statusOf(error)).toBe('OrderProcessedRepeatedly');
              }
            }
            expect(await gactLedgerOf(db, m.id)).toBe(model);
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 240_000);
});
