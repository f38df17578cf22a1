// Nothing moves while a screen loads (issue 28 item 6): the wallet jumped ~100 px as its answers
// came in (CLS 0.11–0.61 over four loads), moving Receive / Convert / Withdraw / History under the
// finger. Every screen that loads data reserves its loaded layout while it waits, so the layout
// shift of a load (support/layout-probe.ts, summed from the first paint as Lighthouse's CLS does)
// stays under 0.01, for the demo member and for a visitor.
// The API is slowed (each answer held 300–600 ms, in an order that changes from load to load) so
// the loading states are on screen long enough to be painted and replaced; the reading is taken once
// the network is idle, the loading bar gone and the screen's content painted, never after a timer.
// tests/e2e/app/screens.spec.ts reads the shift of each screen below on its en-US load;
// tests/e2e/app/layout-shift.spec.ts loads the member's wallet four times.
import type { Page } from '@playwright/test';
import { layoutShiftOf } from './layout-probe';
import { settle } from './routes';

/** Good CLS is under 0.1 (web.dev); a screen that reserves its layout moves nothing at all. */
export const MAX_SHIFT = 0.01;
const DELAYS_MS = [300, 600, 450, 350, 550, 400, 500];

/**
 * Holds every API answer for one of DELAYS_MS in turn; `load` shifts where the turn starts, so each
 * load of a screen gets its answers back in another order (as a real network does).
 */
export async function slowApi(page: Page, load = 0): Promise<void> {
  let count = load;
  await page.route('**/api/**', async (route) => {
    const delay = DELAYS_MS[count++ % DELAYS_MS.length]!;
    await new Promise((done) => setTimeout(done, delay));
    await route.continue().catch(() => {
      // The page moved on before the answer was let through: nothing to deliver.
    });
  });
}

/**
 * On a page opened and settled (with `watchLayoutShift` installed before the load): waits for its
 * pictures, settles again and returns the layout shift of the whole load.
 */
export async function shiftOfSettledLoad(page: Page): Promise<number> {
  // Images (banners, prizes, avatars) are part of "loaded": a late one must not push text down.
  // A lazy image below the fold never loads until scrolled to: not waited for.
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((image) => !image.complete && image.loading !== 'lazy')
        .map((image) => new Promise((done) => image.addEventListener('loadend', done))),
    ),
  );
  await settle(page);
  return layoutShiftOf(page);
}

/** Opens `url` with the API slowed and returns the layout shift of the whole load. */
export async function shiftOfLoad(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await settle(page);
  return shiftOfSettledLoad(page);
}

/** Every screen that reads from the API (a visitor sees each too: its public part or a sign-in prompt). */
export const LAYOUT_SHIFT_SCREENS: readonly string[] = [
  '/home',
  '/profile/wallet',
  '/quests',
  '/quests/major',
  '/quests/desc?id=1',
  '/reward',
  '/reward/redeem',
  '/reward/history',
  '/lootbox',
  '/profile',
  '/profile/inventory',
  '/profile/achievements',
  '/profile/tickets',
  '/profile/vault',
  '/profile/leaderboard',
  '/profile/wallet/history',
  '/profile/invited',
  '/activity',
  '/explore',
  '/menu/setting',
];

/** Whether the sweep reads the shift of this load: the member's wallet has four loads of its own. */
export const sweepsLayoutShift = (url: string, signedIn: boolean) =>
  LAYOUT_SHIFT_SCREENS.includes(url) && !(signedIn && url === '/profile/wallet');
