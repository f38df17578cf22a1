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
