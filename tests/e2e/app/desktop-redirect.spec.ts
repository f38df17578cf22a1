// Desktop redirect (issue acceptance, docs/product/README.md): a window 768 px wide or wider that opens the mobile
// app is sent to the desktop page, which shows a QR code of the mobile address; a phone stays.
import { expect, test } from '@playwright/test';
import { bottomNav, expectHomeMounted } from '../support/app';
import { escapeRegExp } from '../support/texts';

test.describe('at 1280×800 (desktop)', () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  });

  test('/home ends on /pc/index.html, which shows a QR code of the mobile address', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/pc\/index\.html$/);
    // The code's accessible name carries the address it opens, in every language of the page.
    const qr = page.getByRole('img', { name: new RegExp(escapeRegExp(`${baseURL}/home`)) });
    await expect(qr).toBeVisible();
    await expect(bottomNav(page)).toHaveCount(0);
  });

  test('an oversized or foreign entry link is left out of the QR code, with a notice, not an error', async ({
    page,
    baseURL,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const query of [
      `state=${'a'.repeat(5_000)}`,
      'code=<script>',
      'inviteCode=A&inviteCode=B',
    ]) {
      await page.goto(`/pc/index.html?${query}`);
      const qr = page.getByRole('img', { name: new RegExp(escapeRegExp(`${baseURL}/home`)) });
      await expect(qr, query).toBeVisible();
      await expect(page.locator('#link-notice'), query).toBeVisible();
      await expect(page.locator('#link-notice'), query).not.toBeEmpty();
      await expect(page).toHaveURL(/\/pc\/index\.html$/);
    }
    expect(errors).toEqual([]);
  });

  test('a well-formed entry link rides along in the QR code, without a notice', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/pc/index.html?inviteCode=AB12&state=${'b'.repeat(512)}&_token=t`);
    const carried = `${baseURL}/?state=${'b'.repeat(512)}&inviteCode=AB12`;
    await expect(page.getByRole('img', { name: new RegExp(escapeRegExp(carried)) })).toBeVisible();
    await expect(page.locator('#address')).toHaveText(carried);
    await expect(page.locator('#link-notice')).toBeHidden();
  });
});

test('at 390 px wide /home stays on /home', async ({ page }) => {
  await page.goto('/home');
  await expectHomeMounted(page);
  await expect(bottomNav(page)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});
