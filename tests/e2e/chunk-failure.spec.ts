// A screen's code chunk that fails to load (issue 9 "Resilient loading"): the page reloads itself
// once, then shows the translated error page inside the shell, never the router's developer page.
import { expect, test, type Page } from '@playwright/test';
import { bottomNav, expectHomeMounted } from './support/app';
import { t, textIn } from './support/texts';
import { readFileSync } from 'node:fs';

// Lazy chunks are named by their hash (vite.config.ts): the build's manifest says which file is the
// activity screen's.
const manifest = JSON.parse(
  readFileSync(`${process.env.E2E_DIST ?? 'dist'}/.vite/manifest.json`, 'utf8'),
) as Record<string, { file: string }>;
const ACTIVITY_CHUNK = new RegExp(
  `/${manifest['src/views/activity/activity-page.tsx']!.file.replace(/\./g, '\\.')}$`,
);

/** Counts full document loads of the page (the first visit included). */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

test('a missing screen chunk reloads the page once, then shows the translated error page', async ({
  page,
}) => {
  let blocked = 0;
  await page.route(ACTIVITY_CHUNK, (route) => {
    blocked += 1;
    return route.abort('failed');
  });
  const loads = countDocumentLoads(page);

  await page.goto('/activity');
  await expect(page.getByRole('heading', { name: t('routeError.heading') })).toBeVisible();
  await expect(page.getByText(t('routeError.message'))).toBeVisible();
  // Reloaded exactly once: the first load, then the one reload; the second failure is shown.
  expect(loads()).toBe(2);
  expect(blocked).toBeGreaterThanOrEqual(2);
  await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
  // The shell stays around the failed screen, so the member can go elsewhere.
  await expect(bottomNav(page)).toBeVisible();

  // The way on: once the chunk loads again, Retry shows the screen.
  await page.unroute(ACTIVITY_CHUNK);
  await page.getByRole('button', { name: t('routeError.retry') }).click();
  await expect(page.getByRole('heading', { name: t('routeError.heading') })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toBeEmpty();
});

test('from the error page, Home loads the home screen', async ({ page }) => {
  await page.route(ACTIVITY_CHUNK, (route) => route.abort('failed'));
  await page.goto('/activity');
  await page.getByRole('link', { name: t('routeError.home') }).click();
  await expectHomeMounted(page);
});

test('the error page is translated (zh-CN)', async ({ page }) => {
  await page.addInitScript(() => {
    if (window.location.protocol.startsWith('http')) localStorage.setItem('lang', 'zh-CN');
  });
  await page.route(ACTIVITY_CHUNK, (route) => route.abort('failed'));
  await page.goto('/activity');
  await expect(
    page.getByRole('heading', { name: textIn('zh-CN', 'routeError.heading') }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: textIn('zh-CN', 'routeError.retry') }),
  ).toBeVisible();
});
