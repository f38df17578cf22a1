// The pure parts of the badge criteria (decision 031): counts, streak runs and level crossings.
import { describe, expect, it } from 'vitest';
import { countStanding, levelStanding, streakStanding } from './achievement-facts.ts';

const at = (day: string) => new Date(`${day}T05:00:00.000Z`);
const checkIns = (days: string[]) => new Map(days.map((d) => [d, at(d)]));

describe('countStanding', () => {
  it('meets a target at the target-th time', () => {
    const s = countStanding([at('2026-01-01'), at('2026-01-05'), at('2026-01-09')]);
    expect(s.progress).toBe(3);
    expect(s.metAt(1)).toEqual(at('2026-01-01'));
    expect(s.metAt(3)).toEqual(at('2026-01-09'));
    expect(s.metAt(4)).toBeNull();
  });
});

describe('streakStanding', () => {
  it('counts the run ending today, or yesterday while today is open', () => {
    const days = checkIns(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(streakStanding(days, '2026-03-03').progress).toBe(3);
    expect(streakStanding(days, '2026-03-04').progress).toBe(3);
    expect(streakStanding(days, '2026-03-05').progress).toBe(0);
  });

  it('meets a length at the day the first run of that length reached it, across months', () => {
    const days = checkIns(['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-05']);
    const s = streakStanding(days, '2026-03-10');
    expect(s.progress).toBe(0);
    expect(s.metAt(4)).toEqual(at('2026-03-01'));
    expect(s.metAt(1)).toEqual(at('2026-02-26'));
    expect(s.metAt(5)).toBeNull();
  });

  it('a gap restarts the run', () => {
    const s = streakStanding(checkIns(['2026-03-01', '2026-03-03', '2026-03-04']), '2026-03-04');
    expect(s.progress).toBe(2);
    expect(s.metAt(3)).toBeNull();
  });
});

describe('levelStanding', () => {
  it('meets a level at the credit that crossed its threshold', () => {
    const credits = [
      { amount: 200n, at: at('2026-01-01') },
      { amount: 150n, at: at('2026-01-02') },
      { amount: 700n, at: at('2026-01-03') },
    ];
    const s = levelStanding(0, credits);
    expect(s.progress).toBe(2);
    expect(s.metAt(1)).toEqual(at('2026-01-02'));
    expect(s.metAt(2)).toEqual(at('2026-01-03'));
    expect(s.metAt(3)).toBeNull();
  });

  it('a stored level counts, with no known time', () => {
    const s = levelStanding(3, []);
    expect(s.progress).toBe(3);
    expect(s.metAt(3)).toBeNull();
  });
});
