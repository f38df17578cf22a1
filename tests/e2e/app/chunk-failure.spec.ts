// A screen's code chunk that fails to load (issue 9 "Resilient loading"): the page reloads itself
// once, then shows the translated error page inside the shell, never the router's developer page.
// A tap to a screen whose chunk fails (issue 28 item 16) reloads on the screen tapped to.
import { expect, test, type Page } from '@playwright/test';
import { chunkOf } from '../support/chunks';
import { bottomNav, expectHomeMounted } from '../support/app';
import { t, textIn, type Locale } from '../support/texts';

const ACTIVITY_CHUNK = chunkOf('src/features/help/views/activity/activity-page.tsx');
const QUESTS_CHUNK = chunkOf('src/features/quests/views/quests/quests-page.tsx');

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

// Issue 28 item 16: a tap on the way to a screen whose chunk fails is not lost. The page reloads
// on the address the member tapped to, not the one they were leaving.
test('a tap whose screen chunk fails once lands on that screen, after one reload there', async ({
  page,
}) => {
  await page.goto('/home');
  await expectHomeMounted(page);
  // The chunk fails for this page only (its preload and its import alike), as a chunk replaced by a
  // deploy would; the page loaded afresh gets it.
  let documentRequests = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      documentRequests += 1;
  });
  let blocked = 0;
  await page.route(QUESTS_CHUNK, (route) => {
    if (documentRequests > 0) return route.continue();
    blocked += 1;
    return route.abort('failed');
  });
  const loads = countDocumentLoads(page);

  await bottomNav(page)
    .getByRole('link', { name: t('nav.quests') })
    .click();
  await expect(page).toHaveURL(/\/quests$/);
  await expect(
    page.getByRole('heading', { name: t('quests.list.heading'), level: 1 }),
  ).toBeAttached();
  await expect(page.getByRole('group', { name: t('quests.filters.game') })).toBeVisible();
  expect(blocked).toBeGreaterThanOrEqual(1);
  await expect.poll(loads).toBe(1);
  await expect(page.getByRole('heading', { name: t('routeError.heading') })).toHaveCount(0);
  // The tap made a history entry of its own, as a working tap does: Back is Home again.
  await page.goBack();
  await expectHomeMounted(page);
});

for (const locale of ['en-US', 'zh-TW', 'zh-CN'] as Locale[]) {
  test(`a tap whose screen chunk keeps failing shows the error there, with Retry (${locale})`, async ({
    page,
  }) => {
    await page.addInitScript((lang) => {
      if (window.location.protocol.startsWith('http')) localStorage.setItem('lang', lang);
    }, locale);
    await page.goto('/home');
    await expect(page.getByRole('main')).not.toBeEmpty();
    await page.route(QUESTS_CHUNK, (route) => route.abort('failed'));
    const loads = countDocumentLoads(page);

    await page
      .getByRole('navigation', { name: textIn(locale, 'nav.label') })
      .getByRole('link', { name: textIn(locale, 'nav.quests') })
      .click();
    await expect(
      page.getByRole('heading', { name: textIn(locale, 'routeError.heading') }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/quests$/);
    await expect(page.getByText(textIn(locale, 'routeError.message'))).toBeVisible();
    // One reload, on the target: no loop.
    await expect.poll(loads).toBe(1);

    await page.unroute(QUESTS_CHUNK);
    await page.getByRole('button', { name: textIn(locale, 'routeError.retry') }).click();
    await expect(
      page.getByRole('heading', { name: textIn(locale, 'routeError.heading') }),
    ).toHaveCount(0);
    await expect(page).toHaveURL(/\/quests$/);
    await expect(
      page.getByRole('group', { name: textIn(locale, 'quests.filters.game') }),
    ).toBeVisible();
  });
}
