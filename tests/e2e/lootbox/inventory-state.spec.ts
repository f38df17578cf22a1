// One rule for what an inventory item can do (issue 28 item 15): the list's tag, the detail's status
// and words, and Use all follow the server's `state`. A collectible that is available but only kept
// was tagged 「可用」 in the list while its detail said it cannot be used. zh-TW at 360 px wide.
import { expect, test } from '@playwright/test';
import { DEMO, apiLogin, seedLogin } from '../support/session';
import { textIn } from '../support/texts';

const tw = (key: string, vars?: Record<string, string>) => textIn('zh-TW', key, vars);

test.use({ viewport: { width: 360, height: 740 }, locale: 'zh-TW' });

test('each item’s tag in the list is its detail’s status, and only a usable one offers Use', async ({
  page,
  request,
}, testInfo) => {
  await seedLogin(page, await apiLogin(request, DEMO));
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-TW'));
  await page.goto('/profile/inventory');
  await expect(
    page.getByRole('heading', { level: 1, name: tw('inventory.heading') }),
  ).toBeVisible();

  // The demo member holds Meadow Plot (草原地塊), a Land kept, not used, since the seed.
  const meadow = page.getByRole('button', { name: /草原地塊/ }).first();
  await expect(meadow.locator('.inventory-item__status')).toHaveText(tw('inventory.statuses.Kept'));
  await page.screenshot({ path: testInfo.outputPath('inventory-360-zh-TW.png'), fullPage: true });

  const items = page.locator('.inventory-item');
  const count = await items.count();
  expect(count).toBeGreaterThan(2);
  const dialog = page.getByRole('dialog');
  for (let i = 0; i < count; i += 1) {
    const tag = (await items.nth(i).locator('.inventory-item__status').textContent())?.trim();
    await items.nth(i).click();
    await expect(dialog).toBeVisible();
    const status = dialog.locator('.open-receipt__row', { hasText: tw('inventory.detail.status') });
    await expect(status.locator('dd')).toHaveText(tag ?? '');
    await expect(dialog.getByRole('button', { name: tw('inventory.use.button') })).toHaveCount(
      tag === tw('inventory.statuses.Available') ? 1 : 0,
    );
    if (tag === tw('inventory.statuses.Kept'))
      await expect(dialog).toContainText(tw('inventory.detail.notUsable'));
    await dialog.getByRole('button', { name: tw('common.close') }).click();
    await expect(dialog).toHaveCount(0);
  }
});
