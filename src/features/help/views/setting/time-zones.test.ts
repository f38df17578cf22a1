// Time zones on a Chinese screen read by their Chinese names (issue 28: no Latin word on a zh-TW
// screen), are found by them, and English keeps the IANA id.
import { describe, expect, it } from 'vitest';
import { zoneLabel, zoneName } from '../../../../i18n/zoned-time';
import { matchZones } from './time-zones';

const latinWords = (text: string) => (text.replace(/GMT/g, '').match(/[A-Za-z]{2,}/g) ?? []).length;

describe('time zone names', () => {
  it('names a zone in Chinese and labels it with its offset', () => {
    expect(zoneName('Asia/Taipei', 'zh-TW')).toBe('台北標準時間');
    expect(zoneLabel('Asia/Taipei', 'zh-TW')).toBe('台北標準時間 GMT+8');
    expect(zoneLabel('UTC', 'zh-TW')).toBe('世界標準時間 GMT+0');
    for (const zone of [
      'Asia/Taipei',
      'UTC',
      'Pacific/Honolulu',
      'America/New_York',
      'Europe/London',
    ])
      for (const language of ['zh-TW', 'zh-CN'])
        expect(latinWords(zoneLabel(zone, language))).toBe(0);
  });

  it('keeps the IANA id in English', () => {
    expect(zoneName('Asia/Taipei', 'en-US')).toBeNull();
    expect(zoneLabel('Asia/Taipei')).toBe('Asia/Taipei (GMT+8)');
  });

  it('finds a zone by its Chinese name on a Chinese screen, and by its id everywhere', () => {
    const zones = ['UTC', 'Asia/Taipei', 'Asia/Tokyo', 'Europe/Paris'];
    expect(matchZones('台北', zones, 'zh-TW')).toEqual(['Asia/Taipei']);
    expect(matchZones('日本', zones, 'zh-TW')).toEqual(['Asia/Tokyo']);
    expect(matchZones('taipei', zones, 'zh-TW')).toEqual(['Asia/Taipei']);
    expect(matchZones('台北', zones, 'en-US')).toEqual([]);
  });
});
