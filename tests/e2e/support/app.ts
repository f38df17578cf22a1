// Landmarks and waits shared by the specs.
import { expect, type Page } from '@playwright/test';
import { t } from './texts';

/** The bottom nav: the navigation landmark named "Main navigation". */
export function bottomNav(page: Page) {
  return page.getByRole('navigation', { name: t('nav.label') });
}

/** The app has rendered a route: the shell is up and the route put something in <main>. */
export async function expectAppMounted(page: Page): Promise<void> {
  await expect(page.getByRole('main')).not.toBeEmpty();
}

/** The Home screen is mounted (its "Partnered games" section heading is shown). */
export async function expectHomeMounted(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: t('home.partnered'), exact: true })).toBeVisible();
}

/**
 * A first sign-in's tour starts once the welcome popup is closed, and its mask then covers the
 * page: a spec about something else stops it (close, then Yes) instead of racing it to a tap.
 */
export async function stopTour(page: Page, text: (key: string) => string = t): Promise<void> {
  const popover = page.locator('.tour-popover');
  await popover.getByRole('button', { name: text('tour.close') }).click();
  await page
    .getByRole('dialog', { name: text('tour.confirm.title') })
    .getByRole('button', { name: text('tour.confirm.yes') })
    .click();
  await expect(popover).toHaveCount(0);
}
