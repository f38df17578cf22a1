import { describe, expect, it } from 'vitest';
import { formatAmount } from './vault-format';

describe('formatAmount', () => {
  it('groups the whole part and keeps every digit', () => {
    expect(formatAmount('0')).toBe('0');
    expect(formatAmount('12500.5')).toBe('12,500.5');
    expect(formatAmount('999')).toBe('999');
    expect(formatAmount('1000')).toBe('1,000');
    expect(formatAmount('12345678901234567890.1234')).toBe('12,345,678,901,234,567,890.1234');
    expect(formatAmount('007')).toBe('7');
  });
});
