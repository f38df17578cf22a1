// Back links (issue 28 item 13; the rule and each screen's parent: tests/e2e/support/back-links.ts).
// Each listed screen's link is checked by tests/e2e/app/screens.spec.ts on the member's en-US load
// of it; here, the links of a record (reached from a list, not by address) and the Chinese wording.
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, seedLogin } from '../support/session';
import { t, textIn } from '../support/texts';

const main = (page: Page) => page.getByRole('main');

test.beforeEach(async ({ page, request }) => {
  await seedLogin(page, await apiLogin(request));
});

test('a wallet movement leads back to the history; an exchange record to the records', async ({
  page,
}) => {
  await page.goto('/profile/wallet/history');
  await page.locator('a[href*="/profile/wallet/history/detail?id="]').first().click();
  await page
    .getByRole('link', { name: t('back.label', { place: t('back.places.history') }), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/profile\/wallet\/history$/);

  await page.goto('/reward/history');
  const record = page.locator('a[href*="/reward/history?id="]').first();
  await record.click();
  await expect(page).toHaveURL(/\/reward\/history\?id=\d+$/);
  await page
    .getByRole('link', { name: t('back.label', { place: t('exchange.title') }), exact: true })
    .click();
  await expect(page).toHaveURL(/\/reward\/history$/);
});

test('the back link reads 「返回…」 in Chinese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-TW'));
  await page.goto('/lang');
  const place = textIn('zh-TW', 'titles.menu');
  await main(page)
    .getByRole('link', { name: textIn('zh-TW', 'back.label', { place }), exact: true })
    .click();
  await expect(page).toHaveURL(/\/menu$/);
});
