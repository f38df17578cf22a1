// The message catalogue (decision 041): every template reads in en-US, zh-TW and zh-CN with the
// same placeholders, Chinese is really translated, and rendering fills every placeholder.
import { describe, expect, it } from 'vitest';
import { MAIL_LANGUAGES } from '../../mail/language.ts';
import { MESSAGE_CATALOGUE, renderMessage } from './message-catalogue.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  for (const [key, template] of Object.entries(MESSAGE_CATALOGUE)) {
    it(`${key}: three languages, the same placeholders, translated`, () => {
      const english = template['en-US'];
      for (const language of MAIL_LANGUAGES) {
        const words = template[language];
        expect(words.title.trim(), language).not.toBe('');
        expect(placeholders(words.title)).toEqual(placeholders(english.title));
        expect(placeholders(words.content)).toEqual(placeholders(english.content));
        if (language !== 'en-US' && key !== 'plain')
          expect(words.title, `${key} ${language}`).not.toBe(english.title);
      }
    });
  }

  it('fills numbers, names and words per language; a missing language falls back to English', () => {
    const params = { points: 200, item: { 'en-US': 'a seed pack', 'zh-TW': '種子包' } };
    expect(renderMessage('wallet.pointsExchanged', params, 'zh-TW').content).toBe(
      '你用 200 積分兌換了種子包。',
    );
    expect(renderMessage('wallet.pointsExchanged', params, 'zh-CN').content).toBe(
      '你用 200 积分兑换了a seed pack。',
    );
  });

  it("never reads a parameter's own text as a placeholder, and an unknown template as its key", () => {
    const plain = renderMessage('plain', { title: '{{content}}', content: 'x' }, 'en-US');
    expect(plain).toEqual({ title: '{{content}}', content: 'x' });
    expect(renderMessage('gone.template', {}, 'zh-CN')).toEqual({
      title: 'gone.template',
      content: '',
    });
  });
});
