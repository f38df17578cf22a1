// Language switch (issue acceptance): /lang → 繁體中文 changes the UI to the zh-TW texts, the choice
// survives a reload, and English switches it back. The zh-TW texts are read from the app's own
// zh-TW.json; a key missing there fails the test with the key's name.
import { expect, test, type Page } from '@playwright/test';
import { bottomNav, expectAppMounted } from '../support/app';
import { t, textIn, type Locale } from '../support/texts';

const TRADITIONAL_CHINESE = '繁體中文';
const ENGLISH = 'English';

/** The texts this test looks for, in one language. */
function texts(locale: Locale) {
  return {
    langHeading: textIn(locale, 'lang.heading'),
    navLabel: textIn(locale, 'nav.label'),
    navHome: textIn(locale, 'nav.home'),
    navQuests: textIn(locale, 'nav.quests'),
  };
}

async function expectLanguage(page: Page, locale: Locale): Promise<void> {
  const want = texts(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(
    page.getByRole('heading', { level: 1, name: want.langHeading, exact: true }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: want.navLabel, exact: true });
  await expect(nav.getByRole('link', { name: want.navHome, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: want.navQuests, exact: true })).toBeVisible();
}

test('switching to 繁體中文 changes the UI texts, survives a reload, and English switches back', async ({
  page,
}) => {
  // Fail early, and by name, if zh-TW.json lacks what this test reads.
  const zh = texts('zh-TW');
  expect(zh.navHome, 'zh-TW nav.home should differ from English').not.toBe(t('nav.home'));

  await page.goto('/lang');
  await expectAppMounted(page);
  await expectLanguage(page, 'en-US');
  await expect(bottomNav(page)).toBeVisible();

  await page.getByRole('radio', { name: TRADITIONAL_CHINESE, exact: true }).click();
  await expectLanguage(page, 'zh-TW');
  await expect(page.getByRole('radio', { name: TRADITIONAL_CHINESE, exact: true })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh-TW');

  await page.reload();
  await expectLanguage(page, 'zh-TW');

  await page.getByRole('radio', { name: ENGLISH, exact: true }).click();
  await expectLanguage(page, 'en-US');
  await expect(page.getByRole('radio', { name: ENGLISH, exact: true })).toBeChecked();
  await page.reload();
  await expectLanguage(page, 'en-US');
});
