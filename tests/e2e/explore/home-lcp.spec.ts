// /home's LCP image leaves with the page (issue 30 item 4, decision 059): the answer's
// `Link: rel=preload` header names the first banner, so the browser fetches it while the app's
// code and the GameBanner read are still on their way, and only once (the <img> uses the preload).
import { expect, test } from '@playwright/test';
import { expectAppMounted } from '../support/app';

test('the first banner is fetched before the banners are read, and once', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let bannersAnswered = false;
  // The banners' read is held: whatever asks for the image now found it without them.
  await page.route('**/api/Game/GameBanner*', async (route) => {
    await held;
    await route.continue();
    bannersAnswered = true;
  });
  const imageRequests: { url: string; beforeBanners: boolean }[] = [];
  page.on('request', (request) => {
    if (
      request.resourceType() === 'image' &&
      new URL(request.url()).pathname.startsWith('/images/')
    )
      imageRequests.push({ url: request.url(), beforeBanners: !bannersAnswered });
  });
  const response = await page.goto('/home');
  const link = response?.headers().link ?? '';
  expect(link).toMatch(/^<\/images\/[^>]+>; rel=preload; as=image; fetchpriority=high$/);
  const preloaded = new URL(link.slice(1, link.indexOf('>')), page.url()).href;
  await expect.poll(() => imageRequests.map((r) => r.url)).toContain(preloaded);
  expect(imageRequests.find((r) => r.url === preloaded)?.beforeBanners).toBe(true);
  release();
  await expectAppMounted(page);
  const first = page
    .getByRole('region', { name: /featured/i })
    .locator('img')
    .first();
  await expect(first).toHaveAttribute('src', new URL(preloaded).pathname);
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(imageRequests.filter((r) => r.url === preloaded)).toHaveLength(1);
});
