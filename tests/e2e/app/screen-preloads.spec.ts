// A screen's chunks download at once, not level by level (decision 072): the build lists each
// lazy screen's imports in a JSON file named by index.html, and the app preloads them as the screen
// opens. Each case holds the screen's own chunk back: every file it imports must still be asked
// for meanwhile. Without the lists a screen's imports are only found once its chunk has arrived
// (and theirs once they have), and the case fails.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chunkOf } from '../support/chunks';
import { bottomNav, expectAppMounted } from '../support/app';
import { t } from '../support/texts';

const DIST = process.env.E2E_DIST ?? 'dist';
const listsAddress = /<meta name="screen-preloads" content="\/([^"]+)"/.exec(
  readFileSync(path.join(DIST, 'index.html'), 'utf8'),
)?.[1];
const LISTS = listsAddress
  ? (JSON.parse(readFileSync(path.join(DIST, listsAddress), 'utf8')) as Record<
      'SCREENS' | 'READS',
      Record<string, string[]>
    >)
  : null;

type Case = {
  name: string;
  from?: string;
  open: (page: Page) => Promise<unknown>;
  screen: string;
  key: string;
};

const CASES: Case[] = [
  {
    name: 'a tap from home to quests',
    from: '/home',
    open: (page) =>
      bottomNav(page)
        .getByRole('link', { name: t('nav.quests') })
        .click(),
    screen: 'src/features/quests/views/quests/quests-page.tsx',
    key: 'quests',
  },
  {
    // Not rendered on the server: the first screen loads in the browser, as every screen did.
    name: 'a first visit to the menu',
    open: (page) => page.goto('/menu', { waitUntil: 'commit' }),
    screen: 'src/features/help/views/menu/menu-page.tsx',
    key: 'menu',
  },
];

test('the app page names the lists, and every screen has one', () => {
  expect(LISTS, 'index.html names the screen preload lists').not.toBeNull();
  expect(Object.keys(LISTS!.SCREENS)).toEqual(expect.arrayContaining(['home', 'quests', 'menu']));
});

for (const c of CASES) {
  test(`${c.name}: every chunk the screen imports is asked for while its own is still loading`, async ({
    page,
  }) => {
    const wanted = LISTS!.SCREENS[c.key]!;
    expect(wanted.length, 'the screen imports chunks beyond the first route').toBeGreaterThan(0);
    // What the page before asked for is in the browser's module map already.
    const asked = new Set<string>();
    page.on('request', (request) => asked.add(new URL(request.url()).pathname.slice(1)));
    if (c.from) {
      await page.goto(c.from);
      await expectAppMounted(page);
      await page.waitForLoadState('networkidle');
    }
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunkOf(c.screen), async (route) => {
      await held;
      await route.continue();
    });
    const opening = c.open(page);
    await expect
      .poll(() => wanted.filter((file) => !asked.has(file)), { timeout: 10_000 })
      .toEqual([]);
    release();
    await opening;
    await expectAppMounted(page);
  });
}
