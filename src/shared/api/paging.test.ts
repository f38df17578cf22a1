// The next-page rule every paged list shares: ask again only while fewer rows are loaded than the
// total the last answer gave.
import { describe, expect, it } from 'vitest';
import { nextPage } from './paging';

const page = (rows: number) => ({ data: Array.from({ length: rows }, (_, i) => i) });

describe('nextPage', () => {
  it('counts the rows each answer carries', () => {
    expect(nextPage([page(10)], 15, (p) => p.data)).toBe(2);
    expect(nextPage([page(10), page(5)], 15, (p) => p.data)).toBeUndefined();
    expect(nextPage([page(0)], 0, (p) => p.data)).toBeUndefined();
  });

  it('counts full pages of a size when the answers carry no rows to count', () => {
    expect(nextPage([{}], 21, 20)).toBe(2);
    expect(nextPage([{}, {}], 40, 20)).toBeUndefined();
  });
});
