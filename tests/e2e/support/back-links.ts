// Issue 28 item 13: every screen below a tab has one back link at its top, worded one way ("Back to
// {place}"), a full tap tall, leading to its parent: installed as an app there is no browser Back.
// The parents are written here, not read from src/config/back-links.ts, so a wrong map fails.
// tests/e2e/app/screens.spec.ts checks each on its member's en-US load of the screen;
// tests/e2e/app/back-links.spec.ts holds the links of records and the Chinese wording.
import { expect, type Page } from '@playwright/test';
import { t } from './texts';

/** Address → [parent path, text key of the parent's name]. */
export const BACK_LINKS: ReadonlyMap<string, readonly [parent: string, place: string]> = new Map([
  // Screens that had no back link.
  ['/menu', ['/profile', 'titles.profile']],
  ['/lang', ['/menu', 'titles.menu']],
  ['/currency', ['/menu', 'titles.menu']],
  ['/profile/invited', ['/profile', 'titles.profile']],
  ['/profile/wallet/convert', ['/profile/wallet', 'back.places.wallet']],
  ['/reward/redeem', ['/reward', 'titles.reward']],
  ['/reward/history', ['/reward', 'titles.reward']],
  ['/activity', ['/home', 'titles.home']],
  ['/lootbox', ['/profile', 'titles.profile']],
  ['/explore', ['/home', 'titles.home']],
  ['/explore/game?id=1', ['/explore', 'titles.explore']],
  ['/explore/news?id=1', ['/explore', 'titles.explore']],
  ['/faq', ['/menu', 'titles.menu']],
  ['/terms', ['/menu', 'titles.menu']],
  ['/policy', ['/menu', 'titles.menu']],
  // Screens whose back link was worded its own way.
  ['/menu/setting', ['/menu', 'titles.menu']],
  ['/menu/support', ['/menu', 'titles.menu']],
  ['/menu/email', ['/menu', 'titles.menu']],
  ['/menu/password', ['/menu', 'titles.menu']],
  ['/menu/games', ['/menu', 'titles.menu']],
  ['/profile/wallet', ['/profile', 'titles.profile']],
  ['/profile/wallet/receive', ['/profile/wallet', 'back.places.wallet']],
  ['/profile/wallet/withdraw', ['/profile/wallet', 'back.places.wallet']],
  ['/profile/wallet/history', ['/profile/wallet', 'back.places.wallet']],
  ['/profile/vault', ['/profile', 'titles.profile']],
  ['/profile/vault/item?id=1', ['/profile/vault', 'back.places.vault']],
  ['/profile/inventory', ['/profile', 'titles.profile']],
  ['/profile/achievements', ['/profile', 'titles.profile']],
  ['/profile/tickets', ['/profile', 'titles.profile']],
  ['/profile/leaderboard', ['/profile', 'titles.profile']],
  ['/lootbox/list', ['/lootbox', 'titles.lootbox']],
  ['/quests/desc?id=1', ['/quests', 'titles.quests']],
  ['/quests/event_desc?id=1', ['/quests/major', 'back.places.majorEvents']],
]);

export const TAP_PX = 44;

const main = (page: Page) => page.getByRole('main');

/** The back link of `address` ("Back to {place}") inside <main>. */
export function backLinkOf(page: Page, address: string) {
  const [, place] = BACK_LINKS.get(address)!;
  return main(page).getByRole('link', { name: t('back.label', { place: t(place) }), exact: true });
}

/**
 * On the loaded `address`: its back link is shown, on screen, a full tap tall and above the
 * screen's heading. Soft: a failure names the screen and the rule, and the other checks of the
 * load still run. Returns whether the link is there to be followed (`followBackLink`).
 */
export async function expectBackLinkAtTop(page: Page, address: string): Promise<boolean> {
  const back = backLinkOf(page, address);
  const [parent] = BACK_LINKS.get(address)!;
  const what = `back link of ${address} (to ${parent})`;
  await expect.soft(back, `${what}: shown`).toBeVisible();
  if (!(await back.isVisible())) return false;
  await expect.soft(back, `${what}: on screen`).toBeInViewport();
  const box = (await back.boundingBox())!;
  expect.soft(box.height, `${what}: a full tap tall`).toBeGreaterThanOrEqual(TAP_PX);
  // At the top: above the screen's heading.
  const heading = main(page).getByRole('heading', { level: 1 }).first();
  await expect.soft(heading, `${address}: a heading below the back link`).toBeVisible();
  if (await heading.isVisible())
    expect
      .soft(box.y, `${what}: above the screen's heading`)
      .toBeLessThan((await heading.boundingBox())!.y);
  return true;
}

/** Taps the back link of `address` (the page leaves the screen): it leads to its parent. */
export async function followBackLink(page: Page, address: string): Promise<void> {
  const [parent] = BACK_LINKS.get(address)!;
  await backLinkOf(page, address).click();
  await expect
    .soft(page, `back link of ${address}: leads to ${parent}`)
    .toHaveURL((url) => url.pathname === parent);
}
