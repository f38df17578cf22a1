import { describe, expect, it } from 'vitest';
import { timeTicks } from './price-chart';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('the chart time axis', () => {
  it('reads hours in the language and zone of the screen, not uPlot English', () => {
    const splits = [at('2026-11-28T22:00:00Z'), at('2026-11-29T04:00:00Z')];
    expect(timeTicks('en-US', 'UTC')(splits)).toEqual(['10 PM', '4 AM']);
    // Taipei is 8 hours ahead: 06:00 and 12:00 there.
    const taipei = timeTicks('zh-TW', 'Asia/Taipei')(splits);
    expect(taipei[0]).toBe('上午6時');
    expect(taipei[1]).toMatch(/^.午12時$/);
    expect(taipei.join('')).not.toMatch(/[a-z]/i);
  });

  it('reads days over a month and months over a year', () => {
    const month = [at('2026-11-01T12:00:00Z'), at('2026-11-29T12:00:00Z')];
    expect(timeTicks('zh-CN', 'UTC')(month)).toEqual(['11/1', '11/29']);
    const year = [at('2026-01-15T00:00:00Z'), at('2026-11-15T00:00:00Z')];
    expect(timeTicks('zh-TW', 'UTC')(year)).toEqual(['2026/1', '2026/11']);
  });
});
