import { test } from '@playwright/test';
import { signInViaStorage } from './support/session';

for (const lang of ['en-US', 'zh-TW', 'zh-CN'])
  for (const width of [360, 390, 430])
    test(`shot ${lang} ${width}`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 1600 });
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await signInViaStorage(page, request);
      await page.goto('/profile');
      await page.getByText(/Lvl\./).first().waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/profile-${lang}-${width}.png`, fullPage: true });
      if (width === 390) {
        await page.getByRole('button').filter({ hasText: /levels work|等級如何|等级如何/ }).click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `/tmp/shots/profile-levels-${lang}.png` });
      }
    });
