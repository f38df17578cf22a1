// The first paint needs no JavaScript (issue 9 "No blank first paint"): index.html carries the
// shell's frame, styled by the inlined stylesheet, and React takes over without moving it. On
// /home the frame is the server's own render of the screen (decision 060), hydrated in place.
import { expect, test, type Page } from '@playwright/test';
import { expectHomeMounted } from '../support/app';
import { layoutShiftOf, watchLayoutShift } from '../support/layout-probe';

const APP_SCRIPTS = /\/assets\/[^/]+\.js$/;

/** Where the frame's landmarks are drawn, to compare the static shell with React's. */
async function frameBoxes(page: Page) {
  return page.evaluate(() =>
    ['.app-header', '.logo-mark', '.bell svg', '.bottom-nav', '.bottom-nav__item svg'].map(
      (selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box ? [selector, box.x, box.y, box.width, box.height] : [selector, null];
      },
    ),
  );
}

// /home's first screen comes rendered from the server (decision 060, server-render.spec.ts): the
// static shell is what every route the server does not render paints first, /lootbox among them.
test('without any of its JavaScript, /lootbox paints the header, the nav and a skeleton', async ({
  page,
}) => {
  await page.route(APP_SCRIPTS, (route) => route.abort());
  await page.goto('/lootbox');
  const shell = page.locator('.static-shell');
  await expect(shell.locator('.app-header')).toBeVisible();
  await expect(shell.locator('.app-header__logo')).toHaveText(/GamerHub/);
  await expect(shell.locator('.bottom-nav')).toBeVisible();
  await expect(shell.locator('.shell-bone--card').first()).toBeVisible();
  // Styled by the inline stylesheet alone: the header is the sticky bar, not unstyled text.
  const header = await shell.locator('.app-header').evaluate((el) => getComputedStyle(el).position);
  expect(header).toBe('sticky');
});

test('without any of its JavaScript, /home paints its own screen, styled', async ({ page }) => {
  await page.route(APP_SCRIPTS, (route) => route.abort());
  await page.goto('/home');
  await expect(page.locator('.static-shell')).toHaveCount(0);
  await expect(page.locator('.app-header')).toBeVisible();
  await expect(page.locator('.bottom-nav')).toBeVisible();
  await expect(page.locator('.game-card').first()).toBeVisible();
  const header = await page.locator('.app-header').evaluate((el) => getComputedStyle(el).position);
  expect(header).toBe('sticky');
});

test('the static shell leaves out what the route will not show (/login: no header, no nav)', async ({
  page,
}) => {
  await page.route(APP_SCRIPTS, (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('.static-shell .app-header')).toBeHidden();
  await expect(page.locator('.static-shell .bottom-nav')).toBeHidden();
});

test('React takes over where the static shell drew: same frame, no layout shift', async ({
  page,
}) => {
  await page.route(APP_SCRIPTS, (route) => route.abort());
  await page.goto('/home');
  const staticBoxes = await frameBoxes(page);
  await page.unroute(APP_SCRIPTS);

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await watchLayoutShift(page);
  await page.goto('/home');
  await expectHomeMounted(page);
  await expect(page.locator('.static-shell')).toHaveCount(0);
  const reactBoxes = await frameBoxes(page);
  for (const [index, [selector, ...box]] of staticBoxes.entries()) {
    const [, ...after] = reactBoxes[index] ?? [];
    box.forEach((value, i) =>
      expect(Math.abs(Number(value) - Number(after[i])), `${selector}`).toBeLessThanOrEqual(1),
    );
  }
  const cls = await layoutShiftOf(page);
  expect(cls).toBeLessThanOrEqual(0.02);
  expect(violations).toEqual([]);
});
