// The menu (issue 15 item 4): every entry of docs/product/help.md in each language, log out asked first (the
// session's confirmation), and log in for a visitor. axe: 0 serious or critical.
import { expect, test } from '@playwright/test';
import { formatViolations, seriousViolations } from '../support/axe';
import { apiLogin, seedLogin } from '../support/session';
import { textIn, type Locale } from '../support/texts';

const ENTRIES = [
  'menu.history',
  'menu.setting',
  'menu.language',
  'menu.currency',
  'connectedGames.menuEntry',
  'changeEmail.menuEntry',
  'changePassword.menuEntry',
  'menu.support',
  'menu.faq',
  'menu.terms',
  'menu.policy',
];

test('a member sees every entry in three languages, and log out asks first', async ({
  page,
  request,
}) => {
  await seedLogin(page, await apiLogin(request));
  for (const locale of ['en-US', 'zh-TW', 'zh-CN'] as Locale[]) {
    await page.evaluate((lang) => localStorage.setItem('lang', lang), locale).catch(() => {});
    await page.goto('/menu');
    await page.evaluate((lang) => localStorage.setItem('lang', lang), locale);
    await page.reload();
    const list = page.locator('main .menu-list');
    for (const key of ENTRIES)
      await expect(list.getByText(textIn(locale, key), { exact: true })).toBeVisible();
    await expect(list.getByRole('button', { name: textIn(locale, 'logout.title') })).toBeVisible();
    const violations = await seriousViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  }
  // Log out opens the session's confirmation; cancelling keeps the member signed in.
  await page.locator('main .menu-list').getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(textIn('zh-CN', 'logout.message'));
  await dialog.getByRole('button', { name: textIn('zh-CN', 'logout.cancel') }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: textIn('zh-CN', 'menu.setting') }).click();
  await expect(page).toHaveURL(/\/menu\/setting$/);
  await expect(
    page.getByRole('heading', { name: textIn('zh-CN', 'setting.title'), level: 1 }),
  ).toBeVisible();
});

test('a visitor is offered log in instead of log out', async ({ page }) => {
  await page.goto('/menu');
  const list = page.locator('main .menu-list');
  await expect(list.getByRole('link', { name: textIn('en-US', 'nav.login') })).toBeVisible();
  await expect(list.getByRole('button')).toHaveCount(0);
});
