// Where the bottom nav shows (issue acceptance, docs/product/app.md "Shell"): hidden on the policy and terms
// pages and on the login pages, shown on the main places.
import { expect, test } from '@playwright/test';
import { bottomNav, expectAppMounted } from '../support/app';

for (const path of ['/policy', '/terms', '/login', '/login/loginCode']) {
  test(`the bottom nav is hidden on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectAppMounted(page);
    await expect(bottomNav(page)).toHaveCount(0);
  });
}

for (const path of ['/home', '/quests', '/profile']) {
  test(`the bottom nav is shown on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectAppMounted(page);
    await expect(bottomNav(page)).toBeVisible();
  });
}
