import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage, loadTextArea } from './i18n';

describe('text areas and language switches', () => {
  it('an area asked for while the language is still loading is loaded too (no race)', async () => {
    const switching = loadLanguage('zh-TW');
    // A route's loader asks for its area while the language's first area is still being fetched.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const area = loadTextArea('account');
    await Promise.all([switching, area]);
    expect(i18n.language).toBe('zh-TW');
    expect(i18n.exists('signIn.heading')).toBe(true);
    expect(i18n.t('signIn.heading')).not.toBe('signIn.heading');
  });

  it('a later switch brings every area asked for so far', async () => {
    await loadTextArea('statuses');
    await loadLanguage('zh-CN');
    expect(i18n.t('errors.status.TokenInvalid')).not.toBe('errors.status.TokenInvalid');
    expect(i18n.t('signIn.heading')).not.toBe('signIn.heading');
    expect(i18n.hasResourceBundle('zh-CN', 'translation')).toBe(true);
  });
});
