// Issue 28 item 13: every screen below a tab has one back link at its top, worded one way ("Back to
// {place}"), a full tap tall, leading to its parent: installed as an app there is no browser Back.
// The parents are written here, not read from src/config/back-links.ts, so a wrong map fails.
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, seedLogin } from '../support/session';
import { t, textIn } from '../support/texts';

/** [address, parent path, text key of the parent's name]. */
const SCREENS: readonly (readonly [string, string, string])[] = [
  // Screens that had no back link.
  ['/menu', '/profile', 'titles.profile'],
  ['/lang', '/menu', 'titles.menu'],
  ['/currency', '/menu', 'titles.menu'],
  ['/profile/invited', '/profile', 'titles.profile'],
  ['/profile/wallet/convert', '/profile/wallet', 'back.places.wallet'],
  ['/reward/redeem', '/reward', 'titles.reward'],
  ['/reward/history', '/reward', 'titles.reward'],
  ['/activity', '/home', 'titles.home'],
  ['/lootbox', '/profile', 'titles.profile'],
  ['/explore', '/home', 'titles.home'],
  ['/explore/game?id=1', '/explore', 'titles.explore'],
  ['/explore/news?id=1', '/explore', 'titles.explore'],
  ['/faq', '/menu', 'titles.menu'],
  ['/terms', '/menu', 'titles.menu'],
  ['/policy', '/menu', 'titles.menu'],
  // Screens whose back link was worded its own way.
  ['/menu/setting', '/menu', 'titles.menu'],
  ['/menu/support', '/menu', 'titles.menu'],
  ['/menu/email', '/menu', 'titles.menu'],
  ['/menu/password', '/menu', 'titles.menu'],
  ['/menu/games', '/menu', 'titles.menu'],
  ['/profile/wallet', '/profile', 'titles.profile'],
  ['/profile/wallet/receive', '/profile/wallet', 'back.places.wallet'],
  ['/profile/wallet/withdraw', '/profile/wallet', 'back.places.wallet'],
  ['/profile/wallet/history', '/profile/wallet', 'back.places.wallet'],
  ['/profile/vault', '/profile', 'titles.profile'],
  ['/profile/vault/item?id=1', '/profile/vault', 'back.places.vault'],
  ['/profile/inventory', '/profile', 'titles.profile'],
  ['/profile/achievements', '/profile', 'titles.profile'],
  ['/profile/tickets', '/profile', 'titles.profile'],
  ['/profile/leaderboard', '/profile', 'titles.profile'],
  ['/lootbox/list', '/lootbox', 'titles.lootbox'],
  ['/quests/desc?id=1', '/quests', 'titles.quests'],
  ['/quests/event_desc?id=1', '/quests/major', 'back.places.majorEvents'],
];

const TAP_PX = 44;

const main = (page: Page) => page.getByRole('main');

test.beforeEach(async ({ page, request }) => {
  await seedLogin(page, await apiLogin(request));
});

for (const [address, parent, place] of SCREENS) {
  test(`${address} has "Back to …" at its top, leading to ${parent}`, async ({ page }) => {
    await page.goto(address);
    const back = main(page).getByRole('link', {
      name: t('back.label', { place: t(place) }),
      exact: true,
    });
    await expect(back).toBeVisible();
    await expect(back).toBeInViewport();
    const box = (await back.boundingBox())!;
    expect(box.height, 'a full tap tall').toBeGreaterThanOrEqual(TAP_PX);
    // At the top: above the screen's heading.
    const heading = main(page).getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    expect(box.y).toBeLessThan((await heading.boundingBox())!.y);
    await back.click();
    await expect(page).toHaveURL((url) => url.pathname === parent);
  });
}

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
