import { describe, expect, it, vi } from 'vitest';
import { formatDate } from './dates';
import { formatDuration } from './duration';
import { formatNumber } from './format';

describe('formatNumber (US thousands separators in every language)', () => {
  it.each([
    [0, '0'],
    [1234, '1,234'],
    [1234567.891, '1,234,567.891'],
    ['356.25000000', '356.25'],
    [-98765, '-98,765'],
    ['not a number', '0'],
    [Number.NaN, '0'],
  ])('%s → %s', (input, expected) => {
    expect(formatNumber(input)).toBe(expected);
  });
});

describe('formatDate (docs/product/app.md formats)', () => {
  const at = new Date(2026, 10, 22, 9, 5, 7);
  it('formats the three formats', () => {
    expect(formatDate(at)).toBe('2026-11-22');
    expect(formatDate(at, 'DATE_TIME')).toBe('2026-11-22 09:05');
    expect(formatDate(at, 'DATE_TIME_SECONDS')).toBe('2026-11-22 09:05:07');
  });
  it('shows nothing for an unreadable date instead of "Invalid Date"', () => {
    expect(formatDate('yesterday-ish')).toBe('');
  });
});

describe('formatDuration (docs/product/app.md)', () => {
  it('seconds as HH:MM:SS, hours past a day included', () => {
    expect(formatDuration(3_725)).toBe('01:02:05');
    expect(formatDuration(90_061)).toBe('25:01:01');
  });
  it('minutes as the unit', () => {
    expect(formatDuration(90, 'minutes')).toBe('01:30:00');
  });
  it('days, hours and minutes in English, Chinese, zero-padded', () => {
    expect(formatDuration(90_061, 'seconds', 'en')).toBe('1d 1h 1m');
    expect(formatDuration(90_061, 'seconds', 'zh')).toBe('1天1小時1分');
    expect(formatDuration(90_061, 'seconds', 'padded')).toBe('01:01:01');
  });
  it('treats negative, NaN and infinite input as zero', () => {
    expect(formatDuration(-5)).toBe('00:00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('00:00:00');
  });
});

describe('number formatters (issue 30: no ICU loading at import)', () => {
  it('are built on first use, once, not when a screen imports them', async () => {
    vi.resetModules();
    const Real = Intl.NumberFormat;
    const built = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new Real(...args);
    } as unknown as typeof Intl.NumberFormat);
    try {
      const format = await import('./format');
      const amount = await import('../money/amount');
      expect(built).not.toHaveBeenCalled();
      expect(format.formatNumber(1234)).toBe('1,234');
      expect(format.formatNumber(5678)).toBe('5,678');
      expect(amount.formatAmount('1234.5')).toBe('1,234.5');
      expect(amount.formatAmount('99')).toBe('99');
      expect(built).toHaveBeenCalledTimes(2);
    } finally {
      built.mockRestore();
    }
  });
});
