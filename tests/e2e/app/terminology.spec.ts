// Issue 28 item 14 on screen (decision 051): in zh-TW the bottom nav's entry and the menu's action
// that log out say 登出 alike, and the wallet's Convert (轉換) is not the prizes' Redeem (兌換).
// Literal words on purpose: the locale files are what is being checked.
import { expect, test } from '@playwright/test';
import { signInViaStorage } from '../support/session';

test.use({ viewport: { width: 360, height: 740 }, locale: 'zh-TW' });

test.beforeEach(async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-TW'));
  await signInViaStorage(page, request);
});

test('log out is 登出 in the bottom nav and in its question', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: '主要導覽' });
  await nav.getByRole('button', { name: '登出', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '登出' })).toContainText('確定要登出嗎？');
});

test('the wallet converts (轉換) and the prizes redeem (兌換): never the same word', async ({
  page,
}) => {
  await page.goto('/profile/wallet');
  await expect(page.getByRole('link', { name: '轉換', exact: true })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('兌換');
  await page.goto('/reward/redeem');
  await expect(page.getByRole('button', { name: /^兌換 / }).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('轉換');
});
