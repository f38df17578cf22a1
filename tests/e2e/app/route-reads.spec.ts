// A tap loads the next screen's code and its data in parallel, never chunk-then-fetch (issue 30
// item 2, decision 057): each route's loader starts the screen's first reads while its chunk is on
// its way. Each case holds the screen's chunk back and expects the screen's first read to go out
// meanwhile; without the loader the read only leaves once the chunk has run, and the case fails.
// And the loader reads what the screen reads (the same keys): no read of the tap goes out twice.
import { expect, test, type Page } from '@playwright/test';
import { chunkOf } from '../support/chunks';
import { bottomNav, expectAppMounted } from '../support/app';
import { signInViaStorage } from '../support/session';
import { t } from '../support/texts';

type Case = {
  name: string;
  from: string;
  member?: boolean;
  tap: (page: Page) => Promise<void>;
  screen: string;
  read: RegExp;
};

const nav = (key: string) => (page: Page) =>
  bottomNav(page)
    .getByRole('link', { name: t(key) })
    .click();

const CASES: Case[] = [
  {
    name: 'home → quests',
    from: '/home',
    tap: nav('nav.quests'),
    screen: 'src/features/quests/views/quests/quests-page.tsx',
    read: /\/api\/Mission\/QuestList$/,
  },
  {
    name: 'quests → reward',
    from: '/quests',
    tap: nav('nav.reward'),
    screen: 'src/features/reward/views/reward/reward-page.tsx',
    read: /\/api\/Mission\/RewardCalendar$/,
  },
  {
    name: 'quests → home',
    from: '/quests',
    tap: nav('nav.home'),
    screen: 'src/features/explore/views/home/home-page.tsx',
    read: /\/api\/Game\/GameBanner/,
  },
  {
    name: 'home → explore',
    from: '/home',
    tap: (page) => page.locator('main a[href="/explore"]').first().click(),
    screen: 'src/features/explore/views/explore/explore-page.tsx',
    read: /\/api\/Game\/GenreList/,
  },
  {
    name: 'quests → a quest',
    from: '/quests',
    tap: (page) => page.locator('main a[href^="/quests/desc?id="]').first().click(),
    screen: 'src/features/quests/views/quests/quest-detail-page.tsx',
    read: /\/api\/Mission\/Quest\?/,
  },
  {
    name: 'home → profile, a member',
    from: '/home',
    member: true,
    tap: nav('nav.profile'),
    screen: 'src/features/profile/views/profile/profile-page.tsx',
    read: /\/api\/Member\/SteamInfo/,
  },
];

for (const c of CASES) {
  test(`${c.name}: the screen's first read leaves while its code is still loading`, async ({
    page,
    request,
  }) => {
    if (c.member) await signInViaStorage(page, request);
    await page.goto(c.from);
    await expectAppMounted(page);
    await page.waitForLoadState('networkidle');
    // The screen's chunk is held until its read has gone out.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let chunkAsked = false;
    await page.route(chunkOf(c.screen), async (route) => {
      chunkAsked = true;
      await held;
      await route.continue();
    });
    const reads: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/'))
        reads.push(`${r.method()} ${url.pathname}${url.search} ${r.postData() ?? ''}`);
    });
    const read = page.waitForRequest((r) => c.read.test(r.url()), { timeout: 10_000 });
    await c.tap(page);
    const sent = await read.catch(() => null);
    release();
    expect(sent, `${c.read} went out while the screen's chunk was held`).not.toBeNull();
    expect(chunkAsked, 'the screen was not loaded yet: the case tests nothing').toBe(true);
    await expectAppMounted(page);
    // What the loader read is what the screen reads: nothing is asked twice.
    await page.waitForLoadState('networkidle');
    const twice = reads.filter((key, index) => reads.indexOf(key) !== index);
    expect(twice, reads.join('\n')).toEqual([]);
  });
}
