// The terms of service, the privacy policy and the FAQ (issue 15 item 4): a visitor on the sign-up
// form opens the terms and the policy before agreeing, reads them complete and in their language
// (en-US, zh-TW, zh-CN: every section, a version and a date, no key left untranslated, each
// language's text its own), comes back to the form as it was typed, and agrees; the FAQ's search
// keeps the questions that hold every word. axe: 0 serious or critical on each screen.
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  DOCUMENT_VERSIONS,
  FAQ_GROUPS,
  POLICY_SECTIONS,
  TERMS_SECTIONS,
} from '../../../src/features/help/views/documents/document-content.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import { textIn, type Locale } from '../support/texts';

const LOCALES: readonly Locale[] = ['en-US', 'zh-TW', 'zh-CN'];
const FAQ_COUNT = Object.values(FAQ_GROUPS).flat().length;
/** What i18next shows for a key it has no text for: the key itself. */
const RAW_KEY = /\b(?:terms|policy|faq)\.[a-zA-Z]+(?:\.[a-zA-Z]+)*/;

/** The sign-up form's link to the document (under the agreement, named as in the menu). */
const linkText = (locale: Locale, tag: 'terms' | 'policy') => textIn(locale, `menu.${tag}`);

async function newVisitor(browser: Browser, locale: Locale): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
  return context.newPage();
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

/** Checks the document open in `page` is complete in `locale`; answers its text. */
async function readDocument(
  page: Page,
  locale: Locale,
  name: 'terms' | 'policy',
  sections: readonly string[],
): Promise<string> {
  const t = (key: string, vars?: Record<string, string>) => textIn(locale, key, vars);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1, name: t(`${name}.title`) })).toBeVisible();
  const { version, updated } = DOCUMENT_VERSIONS[name];
  await expect(page.getByText(t('terms.meta', { version, date: updated }))).toBeVisible();
  const contents = page.getByRole('navigation', { name: t('terms.contents') });
  await expect(contents.getByRole('link')).toHaveCount(sections.length);
  for (const id of sections)
    await expect(
      page.getByRole('heading', { level: 2, name: t(`${name}.sections.${id}.heading`) }),
    ).toBeVisible();
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(RAW_KEY);
  expect(text.length).toBeGreaterThan(name === 'terms' ? 3000 : 2000);
  return text;
}

test('the terms and the privacy policy are complete and translated before sign-up can be agreed, and the form keeps what was typed', async ({
  browser,
}) => {
  // Three languages, each opening both documents and reading them whole: three tests' worth.
  test.slow();
  const texts = new Map<string, string>();
  for (const locale of LOCALES) {
    const page = await newVisitor(browser, locale);
    const email = `reader.${locale}@docs.test`;
    await page.goto('/login/signup');
    const form = page.locator('form');
    await form.getByRole('textbox', { name: textIn(locale, 'signUp.email') }).fill(email);
    const agree = form.getByRole('checkbox');
    await expect(agree).not.toBeChecked();

    for (const [name, sections] of [
      ['terms', TERMS_SECTIONS],
      ['policy', POLICY_SECTIONS],
    ] as const) {
      const opened = page.waitForEvent('popup');
      await form.getByRole('link', { name: linkText(locale, name), exact: true }).click();
      const tab = await opened;
      texts.set(`${name} ${locale}`, await readDocument(tab, locale, name, sections));
      if (locale === 'en-US') {
        // The contents move to a section and hand it the focus, so reading goes on from there.
        const last = textIn(locale, `${name}.sections.contact.heading`);
        await tab
          .getByRole('navigation', { name: textIn(locale, 'terms.contents') })
          .getByRole('link', { name: last })
          .click();
        await expect(tab.getByRole('heading', { level: 2, name: last })).toBeFocused();
        await expect(tab.getByRole('heading', { level: 2, name: last })).toBeInViewport();
        await expectNoSeriousViolations(tab);
      }
      await tab.close();
    }

    // Reading did not cost the form anything, and reading is not agreeing: the member ticks it.
    await expect(form.getByRole('textbox', { name: textIn(locale, 'signUp.email') })).toHaveValue(
      email,
    );
    await expect(agree).not.toBeChecked();
    await agree.check();
    await expect(agree).toBeChecked();
    await page.context().close();
  }
  // Each language reads its own text, not another's.
  for (const name of ['terms', 'policy'])
    expect(new Set(LOCALES.map((locale) => texts.get(`${name} ${locale}`))).size).toBe(3);
});

test('the FAQ lists every question in groups, opens an answer, and its search keeps the questions holding every word', async ({
  browser,
}) => {
  const page = await newVisitor(browser, 'en-US');
  const t = (key: string, vars?: Record<string, string | number>) => textIn('en-US', key, vars);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: t('faq.heading') })).toBeVisible();
  const questions = page.locator('main details');
  await expect(questions).toHaveCount(FAQ_COUNT);
  for (const group of Object.keys(FAQ_GROUPS))
    await expect(
      page.getByRole('heading', { level: 2, name: t(`faq.groups.${group}`) }),
    ).toBeVisible();

  const search = page.getByRole('searchbox', { name: t('faq.searchLabel') });
  await search.fill('withdraw fee');
  const found = questions.filter({ hasText: t('faq.items.withdraw.q') });
  await expect(found).toHaveCount(1);
  const count = await questions.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(FAQ_COUNT);
  await expect(page.getByRole('status')).toHaveText(
    t(count === 1 ? 'faq.matches_one' : 'faq.matches_other', { count }),
  );
  // A closed row still holds its answer in the page: the words may be in either.
  for (const question of await questions.all()) {
    const text = (await question.textContent())!.toLowerCase();
    expect(text).toContain('withdraw');
    expect(text).toContain('fee');
  }

  await found.getByText(t('faq.items.withdraw.q')).click();
  await expect(found.getByText(/0\.5 %/)).toBeVisible();
  await expectNoSeriousViolations(page);

  await search.fill('no such words here');
  await expect(questions).toHaveCount(0);
  await expect(page.getByText(t('faq.noMatch'))).toBeVisible();
  await page.getByRole('button', { name: t('faq.clear') }).click();
  await expect(search).toHaveValue('');
  await expect(questions).toHaveCount(FAQ_COUNT);
  await page.context().close();

  // Chinese has no spaces between words: a run of Chinese is found inside the text.
  const zh = await newVisitor(browser, 'zh-TW');
  await zh.goto('/faq');
  await zh.getByRole('searchbox', { name: textIn('zh-TW', 'faq.searchLabel') }).fill('提領');
  await expect(
    zh.locator('main details').filter({ hasText: textIn('zh-TW', 'faq.items.withdraw.q') }),
  ).toHaveCount(1);
  expect(await zh.locator('main details').count()).toBeLessThan(FAQ_COUNT);
  await zh.context().close();
});
