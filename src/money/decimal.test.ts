// Exact decimals (decision 035): parsing and printing round-trip, sums and products are exact
// (checked against plain bigint arithmetic on the same scaled integers), and half-even rounding
// moves a value by at most half a unit, ties going to the even neighbour.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  decimal,
  multiply,
  parseDecimal,
  roundHalfEven,
  subtract,
  toShortText,
  toText,
  type Decimal,
} from './decimal';

const arbDecimal = fc
  .record({ units: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), scale: fc.nat(12) })
  .map((d): Decimal => d);

describe('decimal', () => {
  it('parses plain decimals only', () => {
    expect(parseDecimal('12.50')).toEqual({ units: 1250n, scale: 2 });
    expect(parseDecimal('-0.001')).toEqual({ units: -1n, scale: 3 });
    for (const bad of ['', '1e5', '1.', '.5', '1,000', ' 1', 'NaN', '--1'])
      expect(parseDecimal(bad)).toBeNull();
  });

  it('prints what it parses', () => {
    fc.assert(
      fc.property(arbDecimal, (d) => {
        expect(decimal(toText(d))).toEqual(d);
        expect(compare(decimal(toShortText(d)), d)).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('adds, subtracts and multiplies exactly', () => {
    fc.assert(
      fc.property(arbDecimal, arbDecimal, (a, b) => {
        const scale = Math.max(a.scale, b.scale);
        const at = (d: Decimal) => d.units * 10n ** BigInt(scale - d.scale);
        expect(add(a, b)).toEqual({ units: at(a) + at(b), scale });
        expect(compare(subtract(add(a, b), b), a)).toBe(0);
        expect(multiply(a, b)).toEqual({ units: a.units * b.units, scale: a.scale + b.scale });
      }),
      { numRuns: 1000 },
    );
  });

  it('rounds half-even, never by more than half a unit', () => {
    fc.assert(
      fc.property(arbDecimal, fc.nat(6), (d, digits) => {
        const r = roundHalfEven(d, digits);
        expect(r.scale).toBe(digits);
        const scale = Math.max(d.scale, digits);
        const diff =
          d.units * 10n ** BigInt(scale - d.scale) - r.units * 10n ** BigInt(scale - digits);
        const half = scale > digits ? 5n * 10n ** BigInt(scale - digits - 1) : 0n;
        const abs = diff < 0n ? -diff : diff;
        expect(abs <= half).toBe(true);
        // An exact tie lands on an even last digit.
        if (abs === half && half > 0n) expect(r.units % 2n).toBe(0n);
      }),
      { numRuns: 1000 },
    );
    expect(toText(roundHalfEven(decimal('2.345'), 2))).toBe('2.34');
    expect(toText(roundHalfEven(decimal('2.355'), 2))).toBe('2.36');
    expect(toText(roundHalfEven(decimal('-2.345'), 2))).toBe('-2.34');
  });
});
