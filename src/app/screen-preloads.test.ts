import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const LISTS = {
  SCREENS: { home: ['assets/a.js', 'assets/b.js'], menu: ['assets/b.js', 'assets/c.js'] },
  READS: { home: ['assets/d.js'] },
};

/** A fresh module each test: the lists are read once per page. */
async function load() {
  vi.resetModules();
  return import('./screen-preloads');
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('each screen’s chunks, preloaded as it opens', () => {
  let reads: string[];
  beforeEach(() => {
    reads = [];
    document.head.innerHTML =
      '<meta name="screen-preloads" content="/assets/screen-preloads-1.json">';
    vi.stubGlobal('fetch', async (address: string) => {
      reads.push(address);
      return new Response(JSON.stringify(LISTS));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('appends a modulepreload for each file of the screen, then loads it', async () => {
    const { withPreloads } = await load();
    const screen = { Component: 'home' };
    await expect(withPreloads('SCREENS', 'home', async () => screen)()).resolves.toBe(screen);
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js']));
    const link = document.head.querySelector<HTMLLinkElement>('link[href="/assets/a.js"]');
    expect(link?.getAttribute('crossorigin'), 'fetched as the module import will be').toBe('');
  });

  it('reads the lists once, and preloads a file once however many screens import it', async () => {
    const { withPreloads } = await load();
    await withPreloads('SCREENS', 'home', async () => null)();
    await withPreloads('READS', 'home', async () => null)();
    await withPreloads('SCREENS', 'menu', async () => null)();
    await vi.waitFor(() =>
      expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/d.js', '/assets/c.js']),
    );
    expect(reads).toEqual(['/assets/screen-preloads-1.json']);
  });

  it('loads the screen without preloads when the page names no lists or they cannot be read', async () => {
    document.head.innerHTML = '';
    let { withPreloads } = await load();
    await expect(withPreloads('SCREENS', 'home', async () => 'screen')()).resolves.toBe('screen');
    expect(reads).toEqual([]);

    document.head.innerHTML = '<meta name="screen-preloads" content="/assets/gone.json">';
    vi.stubGlobal('fetch', async () => new Response('', { status: 404 }));
    ({ withPreloads } = await load());
    await expect(withPreloads('SCREENS', 'home', async () => 'screen')()).resolves.toBe('screen');

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    ({ withPreloads } = await load());
    await expect(withPreloads('SCREENS', 'home', async () => 'screen')()).resolves.toBe('screen');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloaded()).toEqual([]);
  });

  it('does not wait for the lists to start the screen’s own import', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const { withPreloads } = await load();
    await expect(withPreloads('SCREENS', 'home', async () => 'screen')()).resolves.toBe('screen');
  });
});
