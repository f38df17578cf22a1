import { describe, expect, it } from 'vitest';
import { achievementQueries } from './achievement-queries';

const member = { uid: '10000001', lang: 'en-US' };

describe('achievement query keys', () => {
  it('name the member and the language, since both answers are per member and translated', () => {
    const other = { uid: '10000002', lang: 'en-US' };
    const chinese = { uid: '10000001', lang: 'zh-TW' };
    for (const make of [achievementQueries.badges, achievementQueries.tickets]) {
      expect(make(member).queryKey).not.toEqual(make(other).queryKey);
      expect(make(member).queryKey).not.toEqual(make(chinese).queryKey);
    }
  });

  it('the summary count has its own key under the same prefix, and nothing is served stale', () => {
    const prefix = achievementQueries.all();
    const keys = [
      achievementQueries.badges(member).queryKey,
      achievementQueries.tickets(member).queryKey,
      achievementQueries.validTickets(member).queryKey,
    ];
    for (const key of keys) expect(key.slice(0, prefix.length)).toEqual([...prefix]);
    expect(new Set(keys.map((k) => JSON.stringify(k))).size).toBe(3);
    expect(achievementQueries.badges(member).staleTime).toBe(0);
    expect(achievementQueries.validTickets(member).staleTime).toBe(0);
  });

  it('asks for the next ticket page only while the platform has more', () => {
    const next = achievementQueries.tickets(member).getNextPageParam;
    const page = (n: number, total: number) => ({
      data: { items: Array.from({ length: n }, () => ({}) as never), timeZone: 'UTC' },
      total,
    });
    expect(next(page(10, 15), [page(10, 15)], 1, [1])).toBe(2);
    expect(next(page(5, 15), [page(10, 15), page(5, 15)], 2, [1, 2])).toBeUndefined();
  });
});
