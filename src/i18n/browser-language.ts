// The language a first visit opens in (issue 28 item 5): the first of the browser's languages the
// app has texts for. Chinese is told apart by script first (zh-Hant-HK is Traditional), then by
// region: Hong Kong and Macau read Traditional like Taiwan, Singapore and a bare `zh` Simplified.
// The desktop page (pc/pc.ts) keeps a copy: it shares no code with the app (see there).
import { DEFAULT_LANGUAGE, type Language } from '../config/constants';

const TRADITIONAL_REGIONS = ['tw', 'hk', 'mo'];

/** The app's language for one BCP 47 tag, or null when the app has no texts for it. */
function languageOfTag(tag: string): Language | null {
  const [primary, ...rest] = tag.toLowerCase().split(/[-_]/);
  if (primary === 'en') return 'en-US';
  if (primary !== 'zh') return null;
  if (rest.includes('hant')) return 'zh-TW';
  if (rest.includes('hans')) return 'zh-CN';
  return rest.some((part) => TRADITIONAL_REGIONS.includes(part)) ? 'zh-TW' : 'zh-CN';
}

/** The first supported language in the browser's order (navigator.languages), else English. */
export function languageFromBrowser(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
