// No API read is made twice during a first load (issue 30, scope 1 and 5): a visitor's cold load of
// each first route, with the service worker allowed to install and take the page, asks each read
// (method, address and body) once. The worker's first control used to ask every active query
// again through it (decision 054), so every read of the page went out twice about 3 s in.
//
// Every other spec blocks service workers (playwright.config.ts); like pwa.spec.ts this one allows
// them, since the double read only happens when the first install takes the page.
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectAppMounted } from '../support/app';

test.use({ serviceWorkers: 'allow' });

/** The routes a visitor most often opens first (issue 30's table). */
const FIRST_ROUTES = ['/home', '/quests', '/reward', '/quests/desc?id=1'];
/** No new read for this long after the worker took the page: the load is over. */
const QUIET_MS = 2_000;

/** A read as the server sees it: method, path with its query, and body. */
function readKey(request: Request): string {
  const url = new URL(request.url());
  return `${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`;
}

/** Records every /api/ request the page makes (through the worker or not), by read key. */
function recordReads(page: Page): { reads: string[]; lastAt: () => number } {
  const reads: string[] = [];
  let lastAt = Date.now();
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    reads.push(readKey(request));
    lastAt = Date.now();
  });
  return { reads, lastAt: () => lastAt };
}

function repeated(reads: string[]): string[] {
  const seen = new Map<string, number>();
  for (const key of reads) seen.set(key, (seen.get(key) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([key, n]) => `${n}× ${key}`);
}

for (const route of FIRST_ROUTES) {
  test(`a cold load of ${route} asks each API read once, also after the worker takes the page`, async ({
    page,
  }) => {
    const { reads, lastAt } = recordReads(page);
    await page.goto(route);
    await expectAppMounted(page);
    // The first install claims the page (clientsClaim): control comes without a reload.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => Date.now() - lastAt(), { timeout: 20_000, intervals: [250] })
      .toBeGreaterThan(QUIET_MS);
    expect(reads.length, 'the route made API reads').toBeGreaterThan(0);
    expect(repeated(reads), `reads of ${route}:\n${reads.join('\n')}`).toEqual([]);
  });
}
