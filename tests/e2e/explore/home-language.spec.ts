// Translated catalogue (issue 15 item 6, decision 044): in Chromium against the real local API, the
// home cards and the search panel show names, genres and news in the member's language: Chinese in zh-TW
// and zh-CN, English in en-US. A Chinese genre typed on any screen finds its games, and the
// answers are always in the screen's language. axe: 0 serious or critical.
import { expect, test, type Page } from '@playwright/test';
import { SEED_GAMES, SEED_GENRES, SEED_NEWS } from '../../../server/db/seed-data.ts';
import { SEED_VAULT_GAMES } from '../../../server/db/seed-vault-data.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import { textIn, type Locale } from '../support/texts';

const LOCALES: Locale[] = ['en-US', 'zh-TW', 'zh-CN'];
const FIRST = SEED_GAMES[0]!;
/** Search answers the most downloaded first. */
const RPG = SEED_GAMES.filter((g) => g.tag === SEED_GENRES.RPG && g.status === 'Active').sort(
  (a, b) => b.downloads - a.downloads,
);
const EMBER_NEWS = SEED_NEWS.filter((n) => n.gameSlug === 'ember-realms');

/** The platform's name of a game in `locale` (the vault's, decision 032), else as published. */
const nameIn = (slug: string, locale: Locale) =>
  SEED_VAULT_GAMES.find((v) => v.slug === slug)?.name[locale] ??
  SEED_GAMES.find((g) => g.slug === slug)!.name;

async function search(page: Page, locale: Locale, keyword: string) {
  const box = page.getByRole('searchbox', { name: textIn(locale, 'search.label') });
  await box.fill(keyword);
  await box.press('Enter');
}

for (const locale of LOCALES) {
  test(`${locale}: home cards and search answer genres and news in ${locale}`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
    await page.goto('/home');
    const card = page.locator('.game-card').first();
    await expect(card.locator('.game-card__name')).toHaveText(nameIn(FIRST.slug, locale));
    await expect(card.locator('.tag')).toHaveText(FIRST.tag[locale]);

    // A genre typed in Traditional Chinese finds the RPGs on every screen, named in its language.
    await search(page, locale, SEED_GENRES.RPG['zh-TW']);
    const games = page.getByRole('list', { name: textIn(locale, 'search.games') });
    await expect(games.locator('.game-result__name')).toHaveText(
      RPG.map((g) => nameIn(g.slug, locale)),
    );
    await expect(games.locator('.tag')).toHaveText(RPG.map(() => SEED_GENRES.RPG[locale]));

    await search(page, locale, 'Ember');
    const news = page.getByRole('list', { name: textIn(locale, 'search.news') });
    await expect(news.getByRole('listitem')).toHaveText(EMBER_NEWS.map((n) => n.title[locale]));
    if (locale !== 'en-US') await expect(news).not.toContainText(EMBER_NEWS[0]!.title['en-US']);

    const violations = await seriousViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
}
