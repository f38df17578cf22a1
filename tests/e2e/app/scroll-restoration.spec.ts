// Where a screen opens (issue 28 item 4): a new screen opens at its top, Back returns the member to
// where they were. Measured on the window, the page's scroll container.
import { expect, test, type Page } from '@playwright/test';
import { bottomNav, expectHomeMounted } from '../support/app';
import { apiLogin, seedLogin } from '../support/session';
import { t } from '../support/texts';

const HOME_OFFSET = 400;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the window to `y` once the page is tall enough to get there. */
async function scrollWindowTo(page: Page, y: number): Promise<void> {
  await expect
    .poll(async () => {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      return scrollY(page);
    })
    .toBeGreaterThanOrEqual(y);
}

test('a new screen opens at its top, and Back returns to where the member was', async ({
  page,
}) => {
  await page.goto('/home');
  await expectHomeMounted(page);
  await scrollWindowTo(page, HOME_OFFSET);

  await bottomNav(page)
    .getByRole('link', { name: t('nav.quests') })
    .click();
  await expect(page).toHaveURL(/\/quests$/);
  await expect(
    page.getByRole('heading', { name: t('quests.list.heading'), level: 1 }),
  ).toBeAttached();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expectHomeMounted(page);
  await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(HOME_OFFSET - 20);
  expect(await scrollY(page)).toBeLessThanOrEqual(HOME_OFFSET + 20);
});

test('the menu opens with its title in view, from a scrolled profile', async ({
  page,
  request,
}) => {
  await seedLogin(page, await apiLogin(request));
  // Seen once already: its code and data are at hand, so it shows at full height straight away.
  await page.goto('/menu');
  const title = page.getByRole('heading', { name: t('menu.heading'), level: 1 });
  await expect(title).toBeVisible();
  await bottomNav(page)
    .getByRole('link', { name: t('nav.profile') })
    .click();
  const menuLink = page.getByRole('link', { name: t('profile.links.menu'), exact: true });
  await expect(menuLink).toBeVisible();
  // As far down as the profile goes, the menu link in view: the profile is well scrolled when tapped.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return scrollY(page);
    })
    .toBeGreaterThan(HOME_OFFSET);
  await expect(menuLink).toBeInViewport();

  await menuLink.click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(title).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  // Not under the sticky header either.
  const headerBottom = await page
    .locator('.app-header')
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const titleTop = await title.evaluate((el) => el.getBoundingClientRect().top);
  expect(titleTop).toBeGreaterThanOrEqual(headerBottom);
});

test('a filter on the same screen keeps the member where they are', async ({ page }) => {
  await page.goto('/quests');
  const games = page.getByRole('group', { name: t('quests.filters.game') });
  await expect(games).toBeVisible();
  await expect(page.locator('[data-tour="quests-list"] li').first()).toBeVisible();
  // Scrolled so the chips sit just under the header: the page is not at its top when one is tapped.
  await games.evaluate((el) =>
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 150),
  );
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(0);

  await games.getByRole('button', { name: t('quests.filters.platform') }).click();
  await expect(games.getByRole('button', { name: t('quests.filters.platform') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await scrollY(page)).toBe(before);
});
