import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAmount, formatAmount, fromMinor, sanitizeAmountInput, toMinor } from './amount';

const RUNS = { numRuns: 1000 };

describe('toMinor and fromMinor', () => {
  it.each([
    ['1.5', 6, 1_500_000n],
    ['1.', 6, 1_000_000n],
    ['0.000001', 6, 1n],
    ['007', 0, 7n],
    ['-2.25', 6, -2_250_000n],
    ['1.500000000', 6, 1_500_000n],
  ])('%s with %i digits is %s', (text, digits, minor) => {
    expect(toMinor(text, digits)).toBe(minor);
  });

  it.each([[''], ['.'], ['1e3'], ['1.0000001'], ['1,000'], ['--1'], ['1.2.3'], ['NaN']])(
    'refuses %j',
    (text) => {
      expect(toMinor(text, 6)).toBeNull();
    },
  );

  it('round-trips every amount exactly, whatever its size', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.nat(8),
        (minor, digits) => {
          expect(toMinor(fromMinor(minor, digits), digits)).toBe(minor);
        },
      ),
      RUNS,
    );
  });
});

describe('sanitizeAmountInput (docs/product/app.md number input)', () => {
  it.each([
    ['1a2.3.4', { digits: 6 }, '12.34'],
    [' 12 345.6789999 ', { digits: 6 }, '12345.678999'],
    ['-5.5', { digits: 6 }, '5.5'],
    ['-5.5', { digits: 6, allowNegative: true }, '-5.5'],
    ['5-5', { digits: 6, allowNegative: true }, '55'],
    ['10.7', { digits: 0 }, '107'],
    ['１２', { digits: 6 }, ''],
    ['3。5', { digits: 6 }, '3.5'],
  ])('%j with %o keeps %j', (raw, rule, kept) => {
    expect(sanitizeAmountInput(raw, rule)).toBe(kept);
  });

  it('keeps only digits, one point and a leading minus, never past the decimals, idempotently', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.nat(8), fc.boolean(), (raw, digits, neg) => {
        const rule = { digits, allowNegative: neg };
        const kept = sanitizeAmountInput(raw, rule);
        expect(kept).toMatch(neg ? /^-?\d*(\.\d*)?$/ : /^\d*(\.\d*)?$/);
        expect((kept.split('.')[1] ?? '').length).toBeLessThanOrEqual(digits);
        if (digits === 0) expect(kept).not.toContain('.');
        expect(sanitizeAmountInput(kept, rule)).toBe(kept);
      }),
      RUNS,
    );
  });
});

describe('checkAmount', () => {
  it('accepts an amount > 0 within the decimals and says why it refuses others', () => {
    expect(checkAmount('0.5', 6)).toEqual({ ok: true, minor: 500_000n });
    expect(checkAmount('0', 6)).toEqual({ ok: false, reason: 'notPositive' });
    expect(checkAmount('-1', 6)).toEqual({ ok: false, reason: 'notPositive' });
    expect(checkAmount('0.1234567', 6)).toEqual({ ok: false, reason: 'tooManyDecimals' });
    expect(checkAmount('abc', 6)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('formatAmount', () => {
  it('groups with US separators and keeps every decimal', () => {
    expect(formatAmount('1234567.123456')).toBe('1,234,567.123456');
    expect(formatAmount('99999999999999999.000001')).toBe('99,999,999,999,999,999.000001');
    expect(formatAmount('0')).toBe('0');
  });
});
