// A new member's vault (issue 28 item 15): with nothing in any game it is one translated empty state
// with a way to the games, not a row per partnered game saying 「獎勵即將推出」. zh-TW at 360 px wide.
import { expect, test } from '@playwright/test';
import { seedLogin, signUpViaApi } from '../support/session';
import { textIn } from '../support/texts';

const tw = (key: string, vars?: Record<string, string | number>) => textIn('zh-TW', key, vars);

test.use({ viewport: { width: 360, height: 740 }, locale: 'zh-TW' });

test('a new member’s vault is one empty state that leads to the games', async ({
  page,
  request,
}, testInfo) => {
  const email = `vault-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  await seedLogin(page, await signUpViaApi(request, email, 'Vault-empty-1'));
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-TW'));
  await page.goto('/profile/vault');
  await expect(page.getByRole('heading', { level: 1, name: tw('vault.heading') })).toBeVisible();
  await expect(page.getByText(tw('vault.nothingYet'))).toBeVisible();
  await expect(page.getByText(tw('vault.comingSoon'))).toHaveCount(0);
  await expect(page.locator('.vault-game')).toHaveCount(0);
  // Nothing to sort.
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('vault-360-zh-TW.png'), fullPage: true });
  await page.getByRole('link', { name: tw('vault.exploreGames') }).click();
  await expect(page).toHaveURL(/\/explore$/);
});
