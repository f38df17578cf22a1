// i18next with only the active language loaded, one area at a time (docs/architecture.md "Performance": bundling
// every language costs 22 KiB; text-areas.ts says which areas exist).
import i18next from 'i18next';
import type { Language } from '../config/constants';
import { LANG_COOKIE, ZONE_COOKIE } from '../config/storage-keys';
import type { TextArea } from './text-areas';
import { deviceTimeZone } from './zoned-time';

export type Texts = Record<string, unknown>;

type Load = () => Promise<{ default: Texts }>;

// One lazy chunk per language and area. Written out (not import.meta.glob) so the machine tools
// that run under plain Node (`npm run machines`) can import this module too.
const files: Record<Language, Record<TextArea, Load>> = {
  'en-US': {
    common: () => import('./locales/en-US/common.json'),
    account: () => import('./locales/en-US/account.json'),
    statuses: () => import('./locales/en-US/statuses.json'),
    quests: () => import('./locales/en-US/quests.json'),
    reward: () => import('./locales/en-US/reward.json'),
    lootbox: () => import('./locales/en-US/lootbox.json'),
    prizes: () => import('./locales/en-US/prizes.json'),
    profile: () => import('./locales/en-US/profile.json'),
    wallet: () => import('./locales/en-US/wallet.json'),
    help: () => import('./locales/en-US/help.json'),
    explore: () => import('./locales/en-US/explore.json'),
    tour: () => import('./locales/en-US/tour.json'),
  },
  'zh-TW': {
    common: () => import('./locales/zh-TW/common.json'),
    account: () => import('./locales/zh-TW/account.json'),
    statuses: () => import('./locales/zh-TW/statuses.json'),
    quests: () => import('./locales/zh-TW/quests.json'),
    reward: () => import('./locales/zh-TW/reward.json'),
    lootbox: () => import('./locales/zh-TW/lootbox.json'),
    prizes: () => import('./locales/zh-TW/prizes.json'),
    profile: () => import('./locales/zh-TW/profile.json'),
    wallet: () => import('./locales/zh-TW/wallet.json'),
    help: () => import('./locales/zh-TW/help.json'),
    explore: () => import('./locales/zh-TW/explore.json'),
    tour: () => import('./locales/zh-TW/tour.json'),
  },
  'zh-CN': {
    common: () => import('./locales/zh-CN/common.json'),
    account: () => import('./locales/zh-CN/account.json'),
    statuses: () => import('./locales/zh-CN/statuses.json'),
    quests: () => import('./locales/zh-CN/quests.json'),
    reward: () => import('./locales/zh-CN/reward.json'),
    lootbox: () => import('./locales/zh-CN/lootbox.json'),
    prizes: () => import('./locales/zh-CN/prizes.json'),
    profile: () => import('./locales/zh-CN/profile.json'),
    wallet: () => import('./locales/zh-CN/wallet.json'),
    help: () => import('./locales/zh-CN/help.json'),
    explore: () => import('./locales/zh-CN/explore.json'),
    tour: () => import('./locales/zh-CN/tour.json'),
  },
};

export const i18n = i18next.createInstance();

export { LANG_COOKIE, ZONE_COOKIE } from '../config/storage-keys';

/** The texts of some areas in one language, area by area: the server renders with them and sends them. */
export async function readTexts(
  lang: Language,
  areas: readonly TextArea[],
): Promise<Partial<Record<TextArea, Texts>>> {
  const loadedAreas = await Promise.all(
    areas.map(async (area) => [area, (await files[lang][area]()).default] as const),
  );
  return Object.fromEntries(loadedAreas);
}

/**
 * An area's texts, loaded: from its chunk, or carried by the page (the server's, decision 060), so
 * that neither the first render nor a language switch waits for that chunk. i18next is set up.
 */
export function addTexts(lang: Language, area: TextArea, texts: Texts): void {
  // Deep-merged into the one namespace: no two areas hold the same key (locales.test.ts).
  i18n.addResourceBundle(lang, 'translation', texts, true, true);
  loaded.add(`${lang}/${area}`);
  wantedAreas.add(area);
}

let ready: Promise<unknown> | null = null;
/** Areas some screen has asked for: a language switch loads these too before it takes effect. */
const wantedAreas = new Set<TextArea>(['common']);

/** Idempotent; the app calls it before rendering so views work even if no language could load. */
export function initI18n(): Promise<unknown> {
  ready ??= i18n.init({
    lng: undefined,
    resources: {},
    fallbackLng: false,
    interpolation: { escapeValue: false }, // React escapes; server text is never rendered as HTML.
    returnNull: false,
    // Texts are loaded before a screen renders (preferences machine, route loaders); never suspend.
    react: { useSuspense: false },
  });
  return ready;
}

const loaded = new Set<string>();

async function loadArea(lang: Language, area: TextArea): Promise<void> {
  const id = `${lang}/${area}`;
  if (loaded.has(id)) return;
  const load = files[lang]?.[area];
  if (!load) throw new Error(`No texts for ${id}`);
  addTexts(lang, area, (await load()).default);
}

/** The latest language switch: an area asked for while it runs waits for it. */
let switching: Promise<void> | null = null;

/** Loads the language's texts for every area wanted so far (once each) and switches to it. */
export function loadLanguage(lang: Language): Promise<void> {
  const run = (async () => {
    await initI18n();
    // Until nothing is missing: a route may ask for its area while the others are loading.
    for (;;) {
      const missing = [...wantedAreas].filter((area) => !loaded.has(`${lang}/${area}`));
      if (missing.length === 0) break;
      await Promise.all(missing.map((area) => loadArea(lang, area)));
    }
    await i18n.changeLanguage(lang);
    document.documentElement.lang = lang;
    // The server renders a first screen in the language this cookie names (decision 060): a
    // mirror of the stored choice, rewritten whenever the language is set.
    document.cookie = `${LANG_COOKIE}=${lang};path=/;max-age=31536000;samesite=lax`;
    // And the zone its times and days are counted in for a visitor (the device's, as every request
    // says): the server can then draw them as this browser will.
    const zone = deviceTimeZone();
    if (zone) document.cookie = `${ZONE_COOKIE}=${zone};path=/;max-age=31536000;samesite=lax`;
  })();
  // Kept once settled: waiting for a finished switch costs nothing.
  switching = run;
  return run;
}

/**
 * Makes an area's texts available in the active language (a route calls it beside its view's
 * import); later language switches load it too. While a language is being chosen or switched, it
 * waits for that and loads the area in the language it ends on. Before any language is chosen at
 * all, it only notes the wish: the first loadLanguage loads it.
 */
export async function loadTextArea(area: TextArea): Promise<void> {
  wantedAreas.add(area);
  await initI18n();
  await switching?.catch(() => undefined);
  const lang = i18n.language as Language | undefined;
  if (lang) await loadArea(lang, area);
}
