// The phone's language on a first visit (issue 28 item 5): with nothing stored, the app opens in the
// first of the browser's languages it has texts for (zh-HK and zh-MO read Traditional, zh-SG and a
// plain zh Simplified, anything else English) and remembers it; a stored choice wins over the
// browser's; and a switch re-renders every text without a reload, the server's announcement too
// (it stayed English until a reload: its refetch still asked in the old language).
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { SEED_ANNOUNCEMENTS } from '../../../server/db/seed-announcements.ts';
import { textIn, type Locale } from '../support/texts';

const BETA = SEED_ANNOUNCEMENTS[0];

/** The first screen reads in `locale`: the document's lang, the bottom nav, the announcement. */
async function expectFirstScreenIn(page: Page, locale: Locale): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const nav = page.getByRole('navigation', { name: textIn(locale, 'nav.label'), exact: true });
  await expect(
    nav.getByRole('link', { name: textIn(locale, 'nav.home'), exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: BETA.title[locale], exact: true }),
  ).toContainText(BETA.body[locale]);
}

async function withContext(
  browser: Browser,
  options: BrowserContextOptions,
  run: (page: Page) => Promise<void>,
  languages?: string[],
): Promise<void> {
  const context = await browser.newContext(options);
  try {
    // Playwright's `locale` gives navigator.languages one entry; a phone may list several.
    if (languages)
      await context.addInitScript((list) => {
        Object.defineProperty(navigator, 'languages', { get: () => list });
        Object.defineProperty(navigator, 'language', { get: () => list[0] });
      }, languages);
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const FIRST_VISITS: { browser: string; languages?: string[]; opens: Locale }[] = [
  { browser: 'zh-TW', opens: 'zh-TW' },
  { browser: 'zh-HK', opens: 'zh-TW' },
  { browser: 'zh-CN', opens: 'zh-CN' },
  { browser: 'fr-FR', opens: 'en-US' },
  // Not the first entry: the first supported one further down the list.
  { browser: 'fr-FR', languages: ['fr-FR', 'fr', 'zh-MO', 'en-US'], opens: 'zh-TW' },
  { browser: 'fr-FR', languages: ['de-DE', 'zh-SG'], opens: 'zh-CN' },
];

for (const visit of FIRST_VISITS) {
  const list = visit.languages?.join(', ') ?? visit.browser;
  test(`a first visit from a browser in ${list} opens in ${visit.opens} and remembers it`, async ({
    browser,
  }) => {
    await withContext(
      browser,
      { locale: visit.browser },
      async (page) => {
        await page.goto('/home');
        await expectFirstScreenIn(page, visit.opens);
        await expect
          .poll(() => page.evaluate(() => localStorage.getItem('lang')))
          .toBe(visit.opens);
      },
      visit.languages,
    );
  });
}

/** A browser that already holds the member's choice `lang`. */
const stored = (baseURL: string, lang: Locale): BrowserContextOptions['storageState'] => ({
  cookies: [],
  origins: [{ origin: baseURL, localStorage: [{ name: 'lang', value: lang }] }],
});

test('a stored choice wins over the browser language', async ({ browser, baseURL }) => {
  await withContext(
    browser,
    { locale: 'zh-TW', storageState: stored(baseURL!, 'en-US') },
    async (page) => {
      await page.goto('/home');
      await expectFirstScreenIn(page, 'en-US');
    },
  );
  await withContext(
    browser,
    { locale: 'en-US', storageState: stored(baseURL!, 'zh-CN') },
    async (page) => {
      await page.goto('/home');
      await expectFirstScreenIn(page, 'zh-CN');
    },
  );
});

test('switching language re-renders the announcement without a reload', async ({
  browser,
  baseURL,
}) => {
  const options = { locale: 'zh-TW', storageState: stored(baseURL!, 'en-US') };
  await withContext(browser, options, async (page) => {
    await page.goto('/lang');
    await expectFirstScreenIn(page, 'en-US');
    // Set on this document only: a reload would drop it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    for (const [locale, name] of [
      ['zh-TW', '繁體中文'],
      ['zh-CN', '简体中文'],
      ['en-US', 'English'],
    ] as const) {
      await page.getByRole('radio', { name, exact: true }).click();
      await expectFirstScreenIn(page, locale);
      await expect(
        page
          .getByRole('complementary', { name: BETA.title[locale], exact: true })
          .getByRole('button'),
      ).toHaveText(textIn(locale, 'announcement.dismiss'));
    }
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  });
});

test('the desktop page opens in the browser language too when nothing is stored', async ({
  browser,
}) => {
  const desktop = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
  for (const [locale, opens] of [
    ['zh-HK', 'zh-TW'],
    ['zh-CN', 'zh-CN'],
    ['fr-FR', 'en-US'],
  ] as const) {
    await withContext(browser, { ...desktop, locale }, async (page) => {
      // Blocks the live preview: the app inside it would store its own pick and re-label the page.
      await page.route('**/home**', (route) => route.abort());
      await page.goto('/pc/index.html');
      await expect(page.locator('html')).toHaveAttribute('lang', opens);
    });
  }
});
