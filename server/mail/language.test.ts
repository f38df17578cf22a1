import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAIL_LANGUAGES, mailLanguageOf } from './language.ts';

describe('mailLanguageOf', () => {
  it.each([
    ['zh-TW', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-HK,en;q=0.8', 'zh-TW'],
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    ['en-US', 'en-US'],
    ['fr-FR, zh-TW;q=0.5', 'zh-TW'],
    ['en;q=0.2, zh-CN;q=0.9', 'zh-CN'],
    ['zh-TW;q=0, en', 'en-US'],
    ['', 'en-US'],
    [undefined, 'en-US'],
    ['*', 'en-US'],
  ] as const)('%s → %s', (header, language) => {
    expect(mailLanguageOf(header)).toBe(language);
  });

  it('never throws and always answers a language it writes (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (header) => {
        expect(MAIL_LANGUAGES).toContain(mailLanguageOf(header));
      }),
      { numRuns: 1000 },
    );
  });
});
