// Issue 14's property target for converts: any sequence of quotes, converts, replays and expired
// quotes keeps every balance exact (what the test's own bigint model predicts) and ≥ 0, the ledger
// equal to the balances, and for every order fee + converted = sent to the last minor unit, with
// what arrived = converted × rate rounded down.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import {
  ConvertQuoteSchema,
  ConvertReceiptSchema,
} from '../../../src/features/wallet/api/schemas/convert.ts';
import { manualClock } from '../../clock.ts';
import { MINOR_UNIT_DIGITS, type Asset } from '../../domain/shared/ledger.ts';
import { parseAmount } from '../../domain/wallet/convert-math.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { makeMember } from '../../test-support/quest-helpers.ts';
import { call, expectWalletConsistent, giveAsset } from '../../test-support/convert-helpers.ts';

const clock = manualClock(new Date('2026-11-26T08:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

const PAIRS = [
  ['GACT', 'USDT'],
  ['USDT', 'GACT'],
  ['POINT', 'GACT'],
] as const;

const minor = (text: string, asset: Asset) => parseAmount(text, asset)!;
const decimal = (value: bigint, asset: Asset) => {
  const digits = MINOR_UNIT_DIGITS[asset];
  if (digits === 0) return value.toString();
  const unit = 10n ** BigInt(digits);
  return `${value / unit}.${(value % unit).toString().padStart(digits, '0')}`;
};

const step = fc.record({
  pair: fc.constantFrom(...PAIRS),
  // Up to 60 whole units in minor units: some fit, some do not, some are below the minimum.
  amount: fc.bigInt({ min: 1n, max: 60_000_000n }),
  then: fc.constantFrom('convert', 'convertTwice', 'expire', 'abandon'),
});

describe('any sequence of quotes and converts', () => {
  it('keeps balances exact and ≥ 0, and fee + converted = sent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const db = t.testDb.db;
        const m = await makeMember(db);
        const model: Record<Asset, bigint> = {
          POINT: 20_000n,
          GACT: 40_000_000n,
          USDT: 30_000_000n,
        };
        for (const asset of ['POINT', 'GACT', 'USDT'] as const)
          await giveAsset(db, m.id, asset, model[asset]);
        for (const s of steps) {
          const [from, to] = s.pair;
          // Points have no decimals: the same random size, read as whole points.
          const amount = from === 'POINT' ? s.amount / 1_000n + 1n : s.amount;
          const body = await call(
            t.app,
            ENDPOINTS.convertQuote,
            { from, to, amount: decimal(amount, from) },
            m.accessToken,
          );
          if (body.status !== 0) {
            expect(amount > model[from] || body.status === 9320 || body.status === 6013).toBe(true);
            continue;
          }
          const q = ConvertQuoteSchema.parse(body.data);
          if (s.then === 'abandon') continue;
          if (s.then === 'expire') clock.advance(q.validForMs);
          const sent = await call(t.app, ENDPOINTS.convert, { quoteId: q.quoteId }, m.accessToken);
          if (s.then === 'convertTwice') {
            const again = await call(
              t.app,
              ENDPOINTS.convert,
              { quoteId: q.quoteId },
              m.accessToken,
            );
            expect(again).toEqual(sent);
          }
          if (s.then === 'expire') {
            expect(sent.status).toBe(1007);
            continue;
          }
          expect(sent.status).toBe(0);
          const r = ConvertReceiptSchema.parse(sent.data);
          const fee = r.fees.reduce((sum, f) => sum + minor(f.amount, from), 0n);
          const out = minor(r.entries[0]!.amount, from);
          expect(out + fee).toBe(amount);
          const rate = minor(r.rate, 'GACT'); // the demo's rates have ≤ 6 decimals
          const exact =
            (out * rate * 10n ** BigInt(MINOR_UNIT_DIGITS[to])) /
            (10n ** 6n * 10n ** BigInt(MINOR_UNIT_DIGITS[from]));
          expect(minor(r.receive, to)).toBe(exact);
          model[from] -= amount;
          model[to] += exact;
        }
        expect(await expectWalletConsistent(db, m.id)).toEqual(model);
      }),
      { numRuns: 60 },
    );
  }, 300_000);
});
