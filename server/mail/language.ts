// Which language a mail is written in: the first one of the request's Accept-Language that the
// platform writes (the app sends the member's `lang`). Traditional Chinese tags (zh-TW, zh-Hant,
// zh-HK, zh-MO) → zh-TW; other Chinese → zh-CN; anything else → English.
export const MAIL_LANGUAGES = ['en-US', 'zh-TW', 'zh-CN'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

function languageOfTag(tag: string): MailLanguage | null {
  const t = tag.trim().toLowerCase();
  if (t === 'zh' || t.startsWith('zh-')) {
    return /^zh-(tw|hk|mo|hant)\b/.test(t) ? 'zh-TW' : 'zh-CN';
  }
  if (t === 'en' || t.startsWith('en-')) return 'en-US';
  return null;
}

export function mailLanguageOf(header: string | string[] | undefined): MailLanguage {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  // At most a few tags, read in the order of their q weights (the header's own order on ties).
  const tags = value
    .split(',')
    .slice(0, 16)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = Number(/q=([0-9.]+)/.exec(params.join(';'))?.[1] ?? '1');
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return 'en-US';
}
