// The convert arithmetic (decision 036): exact splits and roundings that favour the platform by
// less than one minor unit, for any amount, fee rate and rate.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMath, formatRate, parseRate } from './convert-math.ts';
import { feeOf } from './fees.ts';

describe('convertMath', () => {
  it('sent = fee + net; the fee is the exact fee rounded up by < 1 unit; receive rounds down', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 18n }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        (amount, bps, rate) => {
          const m = convertMath(amount, bps, rate, 'GACT', 'USDT');
          expect(m.fee + m.net).toBe(amount);
          // fee × 10,000 is within [amount × bps, amount × bps + 10,000).
          expect(m.fee * 10_000n >= amount * BigInt(bps)).toBe(true);
          expect(m.fee * 10_000n < amount * BigInt(bps) + 10_000n).toBe(true);
          // receive × 10^12 ≤ net × rate < (receive + 1) × 10^12 (both assets have 6 digits).
          expect(m.receive * 10n ** 12n <= m.net * rate).toBe(true);
          expect(m.net * rate < (m.receive + 1n) * 10n ** 12n).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('points to GACT scales by the digits: 990 points at 0.01 → 9.9 GACT', () => {
    expect(convertMath(1000n, 100, parseRate('0.01')!, 'POINT', 'GACT')).toEqual({
      amount: 1000n,
      fee: 10n,
      net: 990n,
      receive: 9_900_000n,
    });
    expect(feeOf(1n, 1)).toBe(1n);
    expect(feeOf(0n, 30)).toBe(0n);
  });

  it('reads and writes rates exactly', () => {
    expect(parseRate('0.125000000000')).toBe(125_000_000_000n);
    expect(formatRate(parseRate('7.9')!)).toBe('7.9');
    expect(parseRate('0.0000000000001')).toBeNull();
    expect(parseRate('-1')).toBeNull();
  });
});
