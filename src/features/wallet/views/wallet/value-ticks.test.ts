import { describe, expect, it } from 'vitest';
import { valueTicks } from './value-ticks';

const decimalsOf = (label: string) => /[.](\d+)/.exec(label)?.[1]?.length ?? 0;

describe('valueTicks', () => {
  it('gives every label of one axis the same number of decimals', () => {
    const labels = valueTicks([1.2, 1.25, 1.3, 1.35], 'en-US', 'USD');
    expect(labels).toEqual(['$1.20', '$1.25', '$1.30', '$1.35']);
    expect(new Set(labels.map(decimalsOf)).size).toBe(1);
  });

  it('uses no decimals when whole numbers tell the ticks apart, and compact for large values', () => {
    expect(valueTicks([100, 200, 300], 'en-US', 'USD')).toEqual(['$100', '$200', '$300']);
    const large = valueTicks([12_000, 12_500, 13_000], 'en-US', 'USD');
    expect(large).toEqual(['$12.0K', '$12.5K', '$13.0K']);
  });

  it('reads in the screen’s language and currency', () => {
    const labels = valueTicks([0.0012, 0.0014, 0.0016], 'zh-TW', 'JPY');
    expect(new Set(labels.map(decimalsOf)).size).toBe(1);
    expect(new Set(labels).size).toBe(3);
  });
});
