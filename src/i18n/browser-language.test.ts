import { describe, expect, it } from 'vitest';
import { languageFromBrowser } from './browser-language';

describe('languageFromBrowser (issue 28 item 5: a first visit opens in the phone language)', () => {
  it.each([
    [['zh-TW'], 'zh-TW'],
    [['zh-HK'], 'zh-TW'],
    [['zh-MO'], 'zh-TW'],
    [['zh-Hant'], 'zh-TW'],
    [['zh-Hant-HK'], 'zh-TW'],
    [['zh_TW'], 'zh-TW'],
    [['zh-CN'], 'zh-CN'],
    [['zh-SG'], 'zh-CN'],
    [['zh'], 'zh-CN'],
    [['zh-Hans'], 'zh-CN'],
    [['zh-Hans-HK'], 'zh-CN'],
    [['en-GB'], 'en-US'],
    [['en'], 'en-US'],
    [['fr-FR'], 'en-US'],
    [['fr-FR', 'fr', 'zh-HK', 'en-US'], 'zh-TW'],
    [['de-DE', 'en-GB', 'zh-TW'], 'en-US'],
    [[], 'en-US'],
  ] as const)('%j → %s', (tags, expected) => {
    expect(languageFromBrowser(tags)).toBe(expected);
  });
});
