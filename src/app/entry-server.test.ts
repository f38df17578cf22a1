import { describe, expect, it } from 'vitest';
import { pageLanguage } from './entry-server';

describe('pageLanguage', () => {
  it('takes the lang cookie, a mirror of the stored choice, over the request’s languages', () => {
    expect(pageLanguage('a=1; lang=zh-CN; tz=Asia/Taipei', 'en-US')).toBe('zh-CN');
    expect(pageLanguage('lang=zh-TW', 'zh-CN')).toBe('zh-TW');
  });

  it('falls back to the Accept-Language reading without a cookie or with one it does not know', () => {
    expect(pageLanguage(undefined, 'zh-TW')).toBe('zh-TW');
    expect(pageLanguage('lang=fr-FR', 'zh-CN')).toBe('zh-CN');
    expect(pageLanguage('xlang=zh-CN', 'en-US')).toBe('en-US');
    expect(pageLanguage('lang=', 'en-US')).toBe('en-US');
  });
});
