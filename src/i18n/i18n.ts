// i18next with only the active language loaded (DESIGN "Performance": bundling all three costs 22 KiB).
import i18next from 'i18next';
import type { Language } from '../config/constants';

type Resources = Record<string, unknown>;

const loaders: Record<Language, () => Promise<{ default: Resources }>> = {
  'en-US': () => import('./locales/en-US.json'),
  'zh-TW': () => import('./locales/zh-TW.json'),
  'zh-CN': () => import('./locales/zh-CN.json'),
};

export const i18n = i18next.createInstance();

let ready: Promise<unknown> | null = null;

/** Idempotent; the app calls it before rendering so views work even if no language could load. */
export function initI18n(): Promise<unknown> {
  ready ??= i18n.init({
    lng: undefined,
    resources: {},
    fallbackLng: false,
    interpolation: { escapeValue: false }, // React escapes; server text is never rendered as HTML.
    returnNull: false,
    // Texts are loaded before the first render (preferences machine); never suspend on them.
    react: { useSuspense: false },
  });
  return ready;
}

/** Loads one language's texts (once) and switches to it. */
export async function loadLanguage(lang: Language): Promise<void> {
  await initI18n();
  if (!i18n.hasResourceBundle(lang, 'translation')) {
    const module = await loaders[lang]();
    i18n.addResourceBundle(lang, 'translation', module.default, true, true);
  }
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}
