// A call that never answers, outlasted: the route holds it, and the page's clock (installed before
// the page loads: `page.clock.install()`) is moved past the request time-out (15 s, decision 002),
// so a spec waits a moment instead of the time-out itself.
import { expect, type Page, type Route } from '@playwright/test';
import { TIMING } from '../../../src/config/constants.ts';

/**
 * Holds every call to `path` that `when` picks (never answered) until `release`; later calls, and
 * the held ones once released, go to the real server.
 */
export async function hang(
  page: Page,
  path: string,
  when: (body: unknown) => boolean = () => true,
) {
  const held: Route[] = [];
  let isHanging = true;
  // By pathname: a GET read carries its query (`?id=1`), which a glob would have to spell out.
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const request = route.request();
      const body = request.method() === 'POST' ? (request.postDataJSON() as unknown) : null;
      if (isHanging && when(body)) held.push(route);
      else await route.fallback();
    },
  );
  return {
    /** Waits for a held call, then moves the page's clock past the request time-out. */
    async outlast() {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await page.clock.fastForward(TIMING.REQUEST_TIMEOUT_MS + 1_000);
    },
    release() {
      isHanging = false;
    },
  };
}
