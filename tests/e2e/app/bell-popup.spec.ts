// The bell (issue acceptance): signed out it asks the visitor to sign in; signed in it shows the
// four latest activities, and "See All" opens /activity with the whole list.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_MESSAGE_COUNT } from '../../../server/db/seed-data.ts';
import { expectHomeMounted } from '../support/app';
import { signInViaStorage } from '../support/session';
import { t, textPattern } from '../support/texts';

/** The bell's name is "Notifications", or "Notifications, N unread" while some are unread. */
const bellName = new RegExp(
  `${textPattern('header.bell').source}|${textPattern('header.bellUnread').source}`,
);
const bell = (page: Page) => page.getByRole('button', { name: bellName });

test('signed out, the bell opens the login prompt', async ({ page }) => {
  await page.goto('/home');
  await expectHomeMounted(page);
  await bell(page).click();

  const prompt = page.getByRole('dialog', { name: t('loginPrompt.title') });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(t('loginPrompt.message'));
  await expect(page.getByRole('dialog', { name: t('activities.title') })).toHaveCount(0);

  await prompt.getByRole('button', { name: t('loginPrompt.cancel'), exact: true }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page).toHaveURL(/\/home$/);
});

test('signed in, the bell shows the 4 latest activities and See All opens /activity', async ({
  page,
  request,
}) => {
  await signInViaStorage(page, request);
  await page.goto('/home');
  await expectHomeMounted(page);
  await bell(page).click();

  const popup = page.getByRole('dialog', { name: t('activities.title') });
  await expect(popup).toBeVisible();
  const recent = popup.getByRole('list', { name: t('activities.title') }).getByRole('listitem');
  await expect(recent).toHaveCount(4);
  await expect(page.getByRole('dialog', { name: t('loginPrompt.title') })).toHaveCount(0);
  // The whole sheet is on screen and nothing covers it (a sticky header once clipped it to 58 px).
  await expect(popup).toBeInViewport({ ratio: 1 });
  const seeAll = popup.getByRole('link', { name: t('activities.seeAll'), exact: true });
  await expect(seeAll).toBeInViewport({ ratio: 1 });
  const box = await seeAll.boundingBox();
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="dialog"]') !== null,
    { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
  );
  expect(onTop).toBe(true);

  await seeAll.click({ trial: false });
  await expect(page).toHaveURL(/\/activity$/);
  await expect(popup).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: t('titles.activity'), exact: true }),
  ).toBeVisible();

  // The full list: more than the popup's four on the first page, all of them after "Load more"
  // (the list also loads on by itself as it scrolls, so the button may be gone by the tap).
  const all = page
    .getByRole('main')
    .getByRole('list', { name: t('activities.title') })
    .getByRole('listitem');
  await expect(all.nth(4)).toBeVisible();
  const loadMore = page.getByRole('button', { name: t('activities.loadMore'), exact: true });
  while ((await all.count()) < DEMO_MESSAGE_COUNT) {
    const before = await all.count();
    if (await loadMore.isVisible()) await loadMore.click({ timeout: 2_000 }).catch(() => {});
    else await all.last().scrollIntoViewIfNeeded();
    await expect.poll(() => all.count()).toBeGreaterThan(before);
  }
  await expect(all).toHaveCount(DEMO_MESSAGE_COUNT);
  await expect(page.getByText(t('activities.end'), { exact: true })).toBeVisible();
});
