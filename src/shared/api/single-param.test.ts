// Every screen that reads its address leans on these two rules, so they are pinned here once.
import { describe, expect, it } from 'vitest';
import { idOfText, singleIdParam, singleParam } from './single-param';

describe('singleParam', () => {
  it('reads a value given once, from a search string or from parsed params', () => {
    expect(singleParam('?id=7&x=1', 'id')).toBe('7');
    expect(singleParam(new URLSearchParams('checkIn=1'), 'checkIn')).toBe('1');
  });

  it('reads a missing or repeated value as absent', () => {
    expect(singleParam('?x=1', 'id')).toBeNull();
    expect(singleParam('?id=1&id=1', 'id')).toBeNull();
  });
});

describe('idOfText and singleIdParam', () => {
  it('accept only the plain decimal spelling of a positive 32-bit id', () => {
    expect(idOfText('2147483647')).toBe(2_147_483_647);
    for (const text of [null, '', '0', '01', '-1', '+1', '1e3', '1.0', ' 1', '2147483648']) {
      expect(idOfText(text)).toBeNull();
    }
  });

  it('read an id given once, and nothing else', () => {
    expect(singleIdParam('?id=42', 'id')).toBe(42);
    expect(singleIdParam('?id=42&id=42', 'id')).toBeNull();
    expect(singleIdParam('?claim=abc', 'claim')).toBeNull();
  });
});
