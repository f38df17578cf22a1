import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameBanners } from '../../domain/explore/games.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { homePreload, imageAddress } from './home-preload.ts';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  t = await createTestApp({ distDir: dist });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('/home names its LCP image in the answer (decision 059)', () => {
  it('preloads the first banner /home shows, at high priority, where the page will ask for it', async () => {
    const [first] = await gameBanners(t.testDb.db, 'en-US');
    expect(first).toBeDefined();
    for (const url of ['/home', '/home/', '/home?lang=zh-TW']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers.link, url).toBe(
        `<${imageAddress(first!.image)}>; rel=preload; as=image; fetchpriority=high`,
      );
    }
  });

  it('names nothing on another page', async () => {
    for (const url of ['/quests', '/homes', '/profile/home']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers.link, url).toBeUndefined();
    }
  });

  it('names nothing without an active banner, and the page still comes', async () => {
    let now = 0;
    const preload = homePreload(t.testDb.db, () => now);
    const before = await preload('/home');
    expect(before).toMatch(/^<\/images\//);
    await t.testDb.db.query('UPDATE banners SET is_active = false');
    try {
      // Read again only after its time: a banner switched off shows within seconds, not per page.
      expect(await preload('/home')).toBe(before);
      now = 10_001;
      expect(await preload('/home')).toBeNull();
    } finally {
      await t.testDb.db.query('UPDATE banners SET is_active = true');
    }
  });

  it('writes an image address as the client does (src/shared/api/image-url.ts, default host)', () => {
    // Each pair is what the client's imageUrl answered for the same path.
    for (const [image, address] of [
      ['banners/starfall.webp', '/images/banners/starfall.webp'],
      ['/banners//a b.png', '/images/banners/a%20b.png'],
      ['banners/../x.png', '/images/banners/x.png'],
      ['banners/%E6%98%9F.png', '/images/banners/%E6%98%9F.png'],
      ['banners/%2F.png', '/images/banners/%252F.png'],
      ['http://evil.test/x.png', '/images/evil.test/x.png'],
      ['banners/%zz.png', '/images/banners/%25zz.png'],
    ])
      expect(imageAddress(image!), image).toBe(address);
  });
});
