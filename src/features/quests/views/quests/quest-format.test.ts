import { describe, expect, it } from 'vitest';
import { myResult, progressShare, timing } from './quest-format';
import { formatCount, formatPoints } from '../../../../i18n/points';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

describe('formatPoints', () => {
  it('groups whole points without float arithmetic, past 2^53', () => {
    expect(formatPoints('0', 'en-US')).toBe('0');
    expect(formatPoints('1500', 'en-US')).toBe('1,500');
    expect(formatPoints('123456789012345678', 'en-US')).toBe('123,456,789,012,345,678');
    expect(formatPoints('1500', 'zh-TW')).toBe('1,500');
    expect(formatPoints('1500', 'zh-CN')).toBe('1,500');
  });
  it('shows anything that is not whole points as it came', () => {
    expect(formatPoints('1.5', 'en-US')).toBe('1.5');
    expect(formatPoints('', 'en-US')).toBe('');
  });
  it('an unknown language falls back to en-US', () => {
    expect(formatPoints('2000', 'not a locale!')).toBe('2,000');
  });
  it('counts', () => {
    expect(formatCount(12345, 'en-US')).toBe('12,345');
    expect(formatCount(Number.NaN, 'en-US')).toBe('0');
  });
});

describe('timing', () => {
  it('not started yet: starts at', () => {
    expect(timing(iso(NOW + HOUR), null, NOW)).toEqual({ kind: 'startsAt', at: iso(NOW + HOUR) });
  });
  it('no end: open', () => {
    expect(timing(iso(NOW - HOUR), null, NOW)).toEqual({ kind: 'open' });
  });
  it('ended', () => {
    expect(timing(iso(NOW - 2 * HOUR), iso(NOW - HOUR), NOW).kind).toBe('endedAt');
    expect(timing(iso(NOW - 2 * HOUR), iso(NOW), NOW).kind).toBe('endedAt');
  });
  it('far off: the date; within a week: days, hours, then minutes', () => {
    const start = iso(NOW - HOUR);
    expect(timing(start, iso(NOW + 8 * 24 * HOUR), NOW).kind).toBe('endsAt');
    expect(timing(start, iso(NOW + 3 * 24 * HOUR + 5 * HOUR), NOW)).toEqual({
      kind: 'endsIn',
      unit: 'days',
      count: 3,
    });
    expect(timing(start, iso(NOW + 5 * HOUR + 59 * 60_000), NOW)).toEqual({
      kind: 'endsIn',
      unit: 'hours',
      count: 5,
    });
    expect(timing(start, iso(NOW + 30_000), NOW)).toEqual({
      kind: 'endsIn',
      unit: 'minutes',
      count: 1,
    });
  });
  it('an unreadable end is treated as open', () => {
    expect(timing(iso(NOW - HOUR), 'not a date', NOW)).toEqual({ kind: 'open' });
  });
});

describe('myResult', () => {
  it('a rank is a rank, whatever the state', () => {
    expect(myResult({ rank: 3, state: 'claimed' })).toEqual({ kind: 'rank', rank: 3 });
  });
  it('no rank: not claimed yet while the member still can, otherwise not a winner', () => {
    for (const state of ['locked', 'available', 'inProgress', 'claimable'] as const)
      expect(myResult({ rank: null, state })).toEqual({ kind: 'notClaimed' });
    for (const state of ['claimed', 'expired'] as const)
      expect(myResult({ rank: null, state })).toEqual({ kind: 'notWinner' });
  });
  it('an event with some of its quests claimed is under way, not unclaimed', () => {
    expect(myResult({ rank: null, state: 'inProgress' }, true)).toEqual({
      kind: 'eventUnfinished',
    });
    expect(myResult({ rank: null, state: 'available' }, true)).toEqual({ kind: 'notClaimed' });
    expect(myResult({ rank: 2, state: 'inProgress' }, true)).toEqual({ kind: 'rank', rank: 2 });
  });
});

describe('progressShare', () => {
  it('is between 0 and 1, and 0 for 0 of 0', () => {
    expect(progressShare(1, 2)).toBe(0.5);
    expect(progressShare(0, 0)).toBe(0);
    expect(progressShare(5, 2)).toBe(1);
    expect(progressShare(-1, 2)).toBe(0);
  });
});
