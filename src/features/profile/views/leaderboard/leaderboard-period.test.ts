import { describe, expect, it } from 'vitest';
import { periodFrom } from './leaderboard-period';

describe('periodFrom', () => {
  it('reads ?period=all as all time and anything else as this week', () => {
    expect(periodFrom(new URLSearchParams('period=all'))).toBe('all');
    for (const search of ['', 'period=week', 'period=ALL', 'period=month', 'period=all&period=x'])
      expect(periodFrom(new URLSearchParams(search))).toBe(
        search.startsWith('period=all') ? 'all' : 'week',
      );
  });
});
