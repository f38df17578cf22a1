import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskName } from './mask-name.ts';

describe('maskName', () => {
  it('keeps the first two and the last character of longer names', () => {
    expect(maskName('LunaByte')).toBe('Lu***e');
    expect(maskName('Luna')).toBe('L***a');
    expect(maskName('Kai')).toBe('K***i');
    expect(maskName('Al')).toBe('A***');
    expect(maskName('X')).toBe('X***');
    expect(maskName('   ')).toBe('***');
  });

  it('counts characters, not UTF-16 units (Chinese names, emoji)', () => {
    expect(maskName('小明')).toBe('小***');
    expect(maskName('王小明')).toBe('王***明');
    expect(maskName('歐陽小明子')).toBe('歐陽***子');
    expect(maskName('😀😀😀😀😀')).toBe('😀😀***😀');
  });

  it('never shows a name of three or more characters whole, nor more than three of its characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 3, maxLength: 30 }), (name) => {
        const masked = maskName(name);
        expect(masked).toContain('***');
        if (name.trim().length > 0) expect(masked).not.toBe(name.trim());
        expect(Array.from(masked.replace('***', '')).length).toBeLessThanOrEqual(3);
      }),
      { numRuns: 1000 },
    );
  });
});
