import { describe, expect, it } from 'vitest';
import { chestNameProblem } from './chest-name';

describe('chest name (docs/product/lootbox.md)', () => {
  it('takes up to 12 Latin letters, digits and symbols, or up to 8 Chinese characters', () => {
    expect(chestNameProblem('ABCDEFGHIJK#')).toBeNull();
    expect(chestNameProblem('My Box 7')).toBeNull();
    expect(chestNameProblem('寶箱寶箱寶箱寶箱')).toBeNull();
    expect(chestNameProblem('ABCDEFGHIJKLM')).toBe('format');
    expect(chestNameProblem('寶箱寶箱寶箱寶箱寶')).toBe('format');
    expect(chestNameProblem('box寶箱')).toBe('format');
    expect(chestNameProblem(' box')).toBe('format');
    expect(chestNameProblem('')).toBe('format');
    expect(chestNameProblem('ｂｏｘ')).toBe('format');
  });

  it('refuses sensitive words in either script, in any case', () => {
    expect(chestNameProblem('SuperADMIN')).toBe('sensitive');
    expect(chestNameProblem('官方寶箱')).toBe('sensitive');
    expect(chestNameProblem('赌博')).toBe('sensitive');
  });
});
