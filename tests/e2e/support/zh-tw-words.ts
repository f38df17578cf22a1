// Issue 28 acceptance: "no Latin word is left on a zh-TW screen except brand and game names that
// have no Chinese name (a test lists them)": ALLOWED below is that list. Every word of two or more
// Latin letters in the visible text, and in aria-label, placeholder and title attributes, must be in
// it. Images are not read (their words are another item: support/wordless.ts). A member's own words
// (nicknames, chest names) are marked translate="no" by the screens and left out.
// The screens (tests/e2e/support/routes.ts, signed in as the demo member, login pages signed out,
// and the shell's popups) are swept by tests/e2e/app/screens.spec.ts on a 360 × 740 phone in zh-TW.
import { expect, type Page } from '@playwright/test';
import { screens, type Screen } from './routes';
import { escapeRegExp, textIn } from './texts';

/** Every Latin word a zh-TW member may see, and why it has no Chinese form. */
export const ALLOWED: ReadonlyMap<string, string> = new Map([
  ['GamerHub', 'the product’s own name'],
  ['GACT', 'the platform token’s name (docs/product/README.md)'],
  ['USDT', 'a stable coin’s ticker (docs/product/app.md wallet address types)'],
  ['NFT', 'a wallet address type of the spec (§3); no Chinese name in use'],
  ['Steam', 'Valve’s store and sign-in; it has no Chinese name in Taiwan'],
  ['KYC', 'the identity check as the spec names it (§5, §8)'],
  ['QR', 'QR Code is Denso Wave’s registered name; Taiwan writes QR 碼'],
  ['Valve', 'Valve Corporation, Steam’s maker, named in the terms'],
  ['Corporation', 'Valve Corporation, Steam’s maker, named in the terms'],
  ['OpenID', 'the sign-in standard’s own name (Steam sign-in, in the terms)'],
  ['Discord', 'a game’s social link, by the service’s name'],
  ['YouTube', 'a game’s social link, by the service’s name'],
  ['Twitch', 'a game’s social link, by the service’s name'],
  ['Facebook', 'a game’s social link, by the service’s name'],
  // File formats and sizes of the KYC proof: names and unit symbols with no Chinese form.
  ['PDF', 'file format name'],
  ['JPEG', 'file format name'],
  ['PNG', 'file format name'],
  ['MB', 'unit symbol (megabyte)'],
  ['KB', 'unit symbol (kilobyte)'],
  // ISO 4217 codes: the currency picker shows each beside its Chinese name.
  ['USD', 'ISO 4217 code'],
  ['HKD', 'ISO 4217 code'],
  ['JPY', 'ISO 4217 code'],
  ['MYR', 'ISO 4217 code'],
  ['SGD', 'ISO 4217 code'],
  ['US', 'US$, CLDR’s zh-TW symbol for the US dollar (Intl.NumberFormat)'],
  ['GMT', 'CLDR’s Chinese offset format is GMT+8 (Intl’s shortOffset in zh-TW)'],
]);

/** Latin text that is data, not words: e-mail addresses, links, hex addresses, codes with digits. */
const NOT_WORDS = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /https?:\/\/\S+/g,
  /\b0x[0-9a-fA-F]+\b/g,
  /\b(?=[A-Za-z0-9-]*\d)(?=[A-Za-z0-9-]*[A-Za-z])[A-Za-z0-9-]{4,}\b/g,
];

export type Found = { word: string; where: string; text: string };

/** Visible text nodes and the labelling attributes of visible elements, with a selector hint each. */
async function visibleTexts(page: Page): Promise<{ text: string; where: string }[]> {
  return page.evaluate(() => {
    const out: { text: string; where: string }[] = [];
    const visible = (el: Element) =>
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      el.getClientRects().length > 0;
    const hint = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        el.className && typeof el.className === 'string'
          ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}`
          : ''
      }`;
    // A member's own words (a nickname, a chest name) are marked translate="no": not ours to
    // translate. They are left out, and so are they where a label repeats them.
    const untranslated = (el: Element) =>
      el.closest('[translate]')?.getAttribute('translate') === 'no';
    const names = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: { text: string; where: string }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text) continue;
      if (parent.closest('script, style, noscript, template')) continue;
      if (!visible(parent)) continue;
      if (untranslated(parent)) names.add(text);
      else texts.push({ text, where: hint(parent) });
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      // Hidden from everyone (aria-hidden, or not drawn): not read.
      if (el.closest('[aria-hidden="true"]') || !visible(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push({ text: value, where: `${hint(el)}[${name}]` });
      }
    }
    const longestFirst = [...names].sort((a, b) => b.length - a.length);
    for (const { text, where } of texts) {
      let rest = text;
      for (const name of longestFirst) rest = rest.split(name).join(' ');
      out.push({ text: rest, where });
    }
    out.push({ text: document.title, where: 'document.title' });
    return out;
  });
}

function latinWords(text: string): string[] {
  let rest = text;
  for (const pattern of NOT_WORDS) rest = rest.replace(pattern, ' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

export async function latinOffenders(page: Page): Promise<Found[]> {
  const found: Found[] = [];
  for (const { text, where } of await visibleTexts(page))
    for (const word of latinWords(text))
      if (!ALLOWED.has(word)) found.push({ word, where, text: text.slice(0, 120) });
  return found;
}

const zh = (key: string) => textIn('zh-TW', key);

/** The shell's popups, opened by their Chinese names (the shared list opens them in English). */
async function openPopup(page: Page, name: string | RegExp, titleKey: string) {
  await page.getByRole('button', { name, exact: typeof name === 'string' }).click();
  await expect(page.getByRole('dialog', { name: zh(titleKey), exact: true })).toBeVisible();
}
export const CHINESE_POPUPS: Record<string, (page: Page) => Promise<void>> = {
  'login prompt popup': (page) => openPopup(page, zh('nav.login'), 'loginPrompt.title'),
  'recent activities popup': (page) =>
    openPopup(page, new RegExp(`^${escapeRegExp(zh('header.bell'))}`), 'activities.title'),
  'invite popup': (page) => openPopup(page, zh('header.invite'), 'invite.title'),
  'server help popup': (page) => openPopup(page, zh('header.serverHelp'), 'serverHelp.title'),
  'logout confirmation popup': async (page) => {
    await page
      .getByRole('navigation', { name: zh('nav.label') })
      .getByRole('button', { name: zh('nav.exit'), exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: zh('logout.title'), exact: true })).toBeVisible();
  },
};

/** Signed in as the demo member wherever a member can be; login pages and the visitor's popup signed out. */
export const ZH_TW_SCREENS: readonly Screen[] = screens().filter(
  (screen, _i, all) =>
    screen.signedIn || !all.some((other) => other.signedIn && other.name === screen.name),
);
