// One word for one thing in each language, and each Chinese script's quotes (issue 28 item 14,
// decision 051). Every text a member reads is checked: the locale files and the server's texts per
// language (activity messages, announcements and the seeded catalogue). A rule names the word that
// is kept and the other words that must not come back; a key rule keeps redeem (points → a prize)
// and convert (one currency → another in the wallet) apart.
import { describe, expect, it } from 'vitest';
import { AREAS_BY_LANGUAGE } from './all-locales';
import * as messageCatalogue from '../../server/domain/shared/message-catalogue.ts';
import * as seedAnnouncements from '../../server/db/seed-announcements.ts';
import * as seedData from '../../server/db/seed-data.ts';
import * as seedExplore from '../../server/db/seed-explore-data.ts';
import * as seedLootbox from '../../server/db/seed-lootbox-data.ts';
import * as seedPrizes from '../../server/db/seed-prizes-data.ts';
import * as seedQuests from '../../server/db/seed-quests-data.ts';
import * as seedTickets from '../../server/db/seed-tickets-data.ts';
import * as seedVault from '../../server/db/seed-vault-data.ts';

type Language = 'en-US' | 'zh-TW' | 'zh-CN';
const LANGUAGES: readonly Language[] = ['en-US', 'zh-TW', 'zh-CN'];
type Text = { where: string; text: string };

function flatten(tree: unknown, prefix: string, out: Text[]): Text[] {
  if (typeof tree === 'string') out.push({ where: prefix, text: tree });
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree)) flatten(value, `${prefix}.${key}`, out);
  return out;
}

/** Every string under a language key (`'zh-TW': …`) anywhere in the server's data modules. */
function serverTexts(language: Language): Text[] {
  const modules = {
    messageCatalogue,
    seedAnnouncements,
    seedData,
    seedExplore,
    seedLootbox,
    seedPrizes,
    seedQuests,
    seedTickets,
    seedVault,
  };
  const out: Text[] = [];
  const walk = (node: unknown, where: string) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === language) flatten(value, `${where}.${key}`, out);
      else walk(value, `${where}.${key}`);
    }
  };
  walk(modules, 'server');
  return out;
}

function localeTexts(language: Language): Text[] {
  const out: Text[] = [];
  for (const [area, tree] of Object.entries(AREAS_BY_LANGUAGE[language]))
    for (const { where, text } of flatten(tree, area, [])) out.push({ where, text });
  return out;
}

/** Names, not words: a game's own currency is called what the game calls it. */
const NAMES = new Set(['氮氣點數', '氮气点数']);

/** Placeholders are code (`{{gas}}`), and names are not this product's words. */
const textsOf = (language: Language) =>
  [...localeTexts(language), ...serverTexts(language)]
    .filter(({ text }) => !NAMES.has(text))
    .map(({ where, text }) => ({ where, text: text.replace(/{{\s*\w+\s*}}/g, '{{}}') }));

/**
 * Per concept and language: the one word kept (for the decision record and the failure message)
 * and the patterns of the words it replaced.
 */
const RULES = {
  points: {
    'en-US': { word: 'points', not: [/\bpts\b/i] },
    'zh-TW': { word: '積分', not: [/點數/, /(\d|\}\})\s*點(?![選擊一])/] },
    'zh-CN': { word: '积分', not: [/点数/, /(\d|\}\})\s*点(?![选击一])/] },
  },
  gas: {
    'en-US': { word: 'gas', not: [/\b(network|miner'?s?|transaction) fees?\b/i] },
    'zh-TW': { word: '燃料費', not: [/gas/i, /礦工費/, /網路費/] },
    'zh-CN': { word: '燃料费', not: [/gas/i, /矿工费/, /网络费/] },
  },
  majorEvents: {
    'en-US': { word: 'major events', not: [/\b(big|main|special|large) events?\b/i] },
    'zh-TW': { word: '大型活動', not: [/重大活動/, /主要活動/, /(?<!型)大活動/] },
    'zh-CN': { word: '大型活动', not: [/重大活动/, /主要活动/, /(?<!型)大活动/] },
  },
  redeem: {
    // "Exchange" was a third word for redeeming (exchange records); only the exchange rate stays.
    'en-US': { word: 'redeem', not: [/\bexchang(e|es|ed|ing)\b(?! rates?)/i] },
    'zh-TW': {
      word: '兌換',
      not: [/兌換(成(?!功)|為)/, /兌換\s*(GACT|USDT|NFT)/, /(GACT|USDT|NFT)\s*兌換/],
    },
    'zh-CN': {
      word: '兑换',
      not: [/兑换(成(?!功)|为)/, /兑换\s*(GACT|USDT|NFT)/, /(GACT|USDT|NFT)\s*兑换/],
    },
  },
  convert: {
    'en-US': { word: 'convert', not: [/\bredeem\w*\s+(to|into)\b/i] },
    'zh-TW': { word: '轉換', not: [/換匯/, /轉兌/] },
    'zh-CN': { word: '转换', not: [/换汇/, /转兑/] },
  },
  logOut: {
    'en-US': { word: 'log out', not: [/\bsign(s|ed|ing)?[ -]?out\b/i, /\bexit\b/i] },
    'zh-TW': { word: '登出', not: [/退出/, /註銷/, /登出帳號/] },
    'zh-CN': { word: '退出登录', not: [/登出/, /注销/, /退出(?!登录)/] },
  },
} satisfies Record<string, Record<Language, { word: string; not: RegExp[] }>>;
type Concept = keyof typeof RULES;

/** Quotes: Taiwan's 「」 (and 『』 inside), the mainland's “” (and ‘’ inside); decision 051. */
const QUOTES: Record<'zh-TW' | 'zh-CN', { not: RegExp; pairs: [string, string][] }> = {
  'zh-TW': {
    not: /[“”‘’"]/,
    pairs: [
      ['「', '」'],
      ['『', '』'],
    ],
  },
  'zh-CN': {
    not: /[「」『』"]/,
    pairs: [
      ['“', '”'],
      ['‘', '’'],
    ],
  },
};

/** The texts that are one concept by their key: they must name it with its one word. */
const PINNED: Partial<Record<Concept, string[]>> = {
  logOut: ['common.nav.exit', 'account.logout.title', 'account.logout.confirm'],
  majorEvents: ['common.back.places.majorEvents', 'quests.quests.list.tabMajor'],
  convert: ['wallet.wallet.home.convert', 'wallet.wallet.convert.title'],
  redeem: ['prizes.prizes.redeemButton', 'reward.reward.links.redeem'],
};

/** A key about converting (wallet) or about redeeming (prizes) names only its own word. */
const isConvertKey = (where: string) => /convert|conversion/i.test(where);
const isRedeemKey = (where: string) =>
  !isConvertKey(where) && /redeem|redemption|prize/i.test(where);

describe.each(LANGUAGES)('%s', (language) => {
  const texts = textsOf(language);

  it.each(Object.keys(RULES) as Concept[])('one word for %s', (concept) => {
    const { word, not } = RULES[concept][language];
    const found = texts.flatMap(({ where, text }) =>
      not.filter((p) => p.test(text)).map((p) => `${where}: ${p} in "${text.slice(0, 80)}"`),
    );
    expect(found, `${concept} is "${word}" in ${language}`).toEqual([]);
  });

  it('pinned keys name their concept with its word', () => {
    const byKey = new Map(localeTexts(language).map(({ where, text }) => [where, text]));
    const wrong: string[] = [];
    for (const [concept, keys] of Object.entries(PINNED) as [Concept, string[]][]) {
      const { word } = RULES[concept][language];
      for (const key of keys) {
        const text = byKey.get(key);
        if (text === undefined) wrong.push(`${key} is missing`);
        else if (!text.toLowerCase().includes(word.toLowerCase()))
          wrong.push(`${key}: "${text}" lacks "${word}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('redeem and convert never share a text of the other', () => {
    const redeem = RULES.redeem[language].word.toLowerCase();
    const convert = RULES.convert[language].word.toLowerCase();
    const mixed = texts.flatMap(({ where, text }) => {
      const lower = text.toLowerCase();
      if (isConvertKey(where) && lower.includes(redeem))
        return [`${where}: "${text.slice(0, 80)}"`];
      if (isRedeemKey(where) && lower.includes(convert))
        return [`${where}: "${text.slice(0, 80)}"`];
      return [];
    });
    expect(mixed).toEqual([]);
  });

  if (language !== 'en-US') {
    const { not, pairs } = QUOTES[language];
    it('uses its own quotes, each opened one closed', () => {
      const wrong = texts.flatMap(({ where, text }) => {
        if (not.test(text)) return [`${where}: ${not} in "${text.slice(0, 80)}"`];
        for (const [open, close] of pairs)
          if (text.split(open).length !== text.split(close).length)
            return [`${where}: unbalanced ${open}${close} in "${text.slice(0, 80)}"`];
        return [];
      });
      expect(wrong).toEqual([]);
    });
  }
});

it('reads every server text module (a language key found in each)', () => {
  for (const language of LANGUAGES) expect(serverTexts(language).length).toBeGreaterThan(100);
});
