import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ONCE, dayKey, periodOf, safeTimeZone, weekKey } from './periods.ts';

describe('periods', () => {
  const now = new Date('2026-11-25T20:30:00Z'); // Wednesday in UTC, Thursday in Taipei

  it('counts a day in the member zone, and the next one starts at their midnight', () => {
    expect(periodOf('daily', now, 'UTC')).toEqual({
      key: '2026-11-25',
      startsAt: new Date('2026-11-25T00:00:00Z'),
      endsAt: new Date('2026-11-26T00:00:00Z'),
    });
    expect(periodOf('daily', now, 'Asia/Taipei')).toEqual({
      key: '2026-11-26',
      startsAt: new Date('2026-11-25T16:00:00Z'),
      endsAt: new Date('2026-11-26T16:00:00Z'),
    });
  });

  it('counts ISO weeks from Monday, also across a year end', () => {
    expect(periodOf('weekly', now, 'America/New_York')).toEqual({
      key: '2026-W48',
      startsAt: new Date('2026-11-23T05:00:00Z'),
      endsAt: new Date('2026-11-30T05:00:00Z'),
    });
    expect(weekKey(new Date('2026-12-31T12:00:00Z'), 'UTC')).toBe('2026-W53');
    expect(weekKey(new Date('2027-01-04T12:00:00Z'), 'UTC')).toBe('2027-W01');
    expect(weekKey(new Date('2025-12-29T12:00:00Z'), 'UTC')).toBe('2026-W01');
  });

  it('has 23-hour and 25-hour days where clocks change', () => {
    const spring = periodOf('daily', new Date('2026-03-08T12:00:00Z'), 'America/New_York');
    expect(spring.endsAt!.getTime() - spring.startsAt!.getTime()).toBe(23 * 3_600_000);
    const autumn = periodOf('daily', new Date('2026-11-01T12:00:00Z'), 'America/New_York');
    expect(autumn.endsAt!.getTime() - autumn.startsAt!.getTime()).toBe(25 * 3_600_000);
  });

  it('claims one-time and event quests once, and falls back to UTC for an unknown zone', () => {
    expect(periodOf('oneTime', now, 'UTC')).toEqual({ key: ONCE, startsAt: null, endsAt: null });
    expect(periodOf('event', now, 'Asia/Taipei').key).toBe(ONCE);
    expect(safeTimeZone('Not/AZone')).toBe('UTC');
    expect(periodOf('daily', now, 'Not/AZone').key).toBe('2026-11-25');
  });

  it('always puts now inside its period, and the period key is the key of its start', () => {
    const zones = [
      'UTC',
      'Asia/Taipei',
      'America/New_York',
      'Europe/London',
      'Asia/Kathmandu',
      'Pacific/Chatham',
    ];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        fc.constantFrom('daily' as const, 'weekly' as const),
        (date, zone, kind) => {
          const period = periodOf(kind, date, zone);
          expect(period.startsAt!.getTime()).toBeLessThanOrEqual(date.getTime());
          expect(period.endsAt!.getTime()).toBeGreaterThan(date.getTime());
          const key =
            kind === 'daily' ? dayKey(period.startsAt!, zone) : weekKey(period.startsAt!, zone);
          expect(key).toBe(period.key);
          expect(periodOf(kind, period.endsAt!, zone).key).not.toBe(period.key);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
