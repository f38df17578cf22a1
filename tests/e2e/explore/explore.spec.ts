// Explore, the game page, the news page and "Open in app" (issue 16 items 2 and 4, decisions 045
// and 046) in Chromium against the real local API: search and genre chips, a game's page in three
// languages, a news page, bad addresses, the 5000 ms deep link fallback on Playwright's clock (the
// store host answered by a local page) and its cancellation by a hidden page, and the page's
// faults (HTTP 500, malformed JSON, schema-invalid data, offline) each with its message and a way
// on. axe: 0 serious or critical on each screen.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SEED_GAMES, SEED_NEWS } from '../../../server/db/seed-data.ts';
import { SEED_GAME_DETAILS } from '../../../server/db/seed-explore-data.ts';
import { SEED_VAULT_GAMES } from '../../../server/db/seed-vault-data.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import { apiLogin, seedLogin } from '../support/session';
import { textIn, type Locale } from '../support/texts';

const LOCALES: Locale[] = ['en-US', 'zh-TW', 'zh-CN'];
const GAME = 'starfall-tactics';
const DETAIL = SEED_GAME_DETAILS.find((d) => d.slug === GAME)!;
const NEWS = SEED_NEWS.find((n) => n.slug === 'ember-realms-season-4')!;
const ACTIVE = SEED_GAMES.filter((g) => g.status === 'Active');

const nameIn = (slug: string, locale: Locale) =>
  SEED_VAULT_GAMES.find((v) => v.slug === slug)?.name[locale] ??
  SEED_GAMES.find((g) => g.slug === slug)!.name;

async function gameIdOf(request: APIRequestContext, slug: string): Promise<number> {
  const answer = await request.post('/api/Game/GameList', { data: { page: 1, keyword: '' } });
  const first = ((await answer.json()) as { data: { id: number; icon: string }[] }).data;
  const more = await request.post('/api/Game/GameList', { data: { page: 2 } });
  const all = [...first, ...((await more.json()) as { data: typeof first }).data];
  return all.find((g) => g.icon === `games/${slug}.svg`)!.id;
}

async function newsIdOf(request: APIRequestContext): Promise<number> {
  const answer = await request.post('/api/Game/NewsSearch', {
    data: { keyword: NEWS.title['en-US'] },
  });
  return ((await answer.json()) as { data: { id: number }[] }).data[0]!.id;
}

async function expectAxeClean(page: Page) {
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

const cards = (page: Page) => page.locator('.explore-card');

test('explore: every game, a genre chip, a keyword, and a card opening its game', async ({
  page,
}) => {
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    textIn('en-US', 'explore.heading'),
  );
  await expect(cards(page)).toHaveCount(10);
  await expect(page.locator('.explore-page__count')).toHaveText(`${ACTIVE.length} games`);
  await page.getByRole('button', { name: textIn('en-US', 'explore.loadMore') }).click();
  await expect(cards(page)).toHaveCount(ACTIVE.length);
  await expectAxeClean(page);

  // Co-op is no game's card genre: the chip finds it through the game's genres.
  await page.getByRole('button', { name: 'Co-op' }).click();
  await expect(page.getByRole('button', { name: 'Co-op' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page).locator('.explore-card__name')).toHaveText(['Shadow Relay']);

  await page.getByRole('button', { name: textIn('en-US', 'explore.allGenres') }).click();
  const box = page.getByRole('searchbox', { name: textIn('en-US', 'explore.searchLabel') });
  await box.fill('sci');
  await box.press('Enter');
  await expect(cards(page).locator('.explore-card__name')).toHaveText([
    'Starfall Tactics',
    'Galactic Traders',
  ]);
  await page.getByRole('button', { name: 'Simulation' }).click();
  await expect(cards(page).locator('.explore-card__name')).toHaveText(['Galactic Traders']);
  await box.fill('no such game');
  await box.press('Enter');
  await expect(page.getByText(textIn('en-US', 'explore.noResults'))).toBeVisible();

  await box.fill('Starfall');
  await page.getByRole('button', { name: textIn('en-US', 'explore.allGenres') }).click();
  await box.press('Enter');
  await cards(page).first().click();
  await expect(page).toHaveURL(/\/explore\/game\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Starfall Tactics');
});

for (const locale of LOCALES) {
  test(`game page in ${locale}: genres, reviews, downloads, about, social links, quests`, async ({
    page,
    request,
  }) => {
    const id = await gameIdOf(request, GAME);
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
    await page.goto(`/explore/game?id=${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameIn(GAME, locale));
    await expect(page.locator('.game-page__about')).toHaveText(DETAIL.about[locale]);
    const genres = page.getByRole('list', { name: textIn(locale, 'game.genres') });
    await expect(genres.getByRole('listitem')).toHaveCount(DETAIL.genres.length);
    await expect(
      page.getByRole('img', { name: textIn(locale, 'game.rating', { rating: '4.5' }) }),
    ).toBeVisible();
    await expect(
      page.getByText(textIn(locale, 'game.reviews_other', { formatted: '21,904' })),
    ).toBeVisible();
    await expect(
      page.getByText(textIn(locale, 'game.downloads', { formatted: '640,000' })),
    ).toBeVisible();
    const social = page.locator('.game-page__social a');
    await expect(social).toHaveCount(DETAIL.social.length);
    for (const [index, link] of DETAIL.social.entries()) {
      await expect(social.nth(index)).toHaveAttribute('href', link.url);
      await expect(social.nth(index)).toHaveAttribute('target', '_blank');
      await expect(social.nth(index)).toHaveAttribute('rel', /noopener/);
    }
    // The game's quests, in the screen's language, each opening its quest.
    const quests = page.locator('.game-page__quests .quest-card');
    await expect(quests.first()).toBeVisible();
    await expect(page.locator('.game-page__quests')).not.toContainText('quests.');
    await expect(page.getByRole('button', { name: textIn(locale, 'deepLink.open') })).toBeVisible();
    await expectAxeClean(page);
    if (locale === 'en-US') {
      await quests.first().click();
      await expect(page).toHaveURL(/\/quests\/desc\?id=\d+$/);
      // The quest of a game with an app offers it too.
      await expect(
        page.getByRole('button', { name: textIn(locale, 'deepLink.open') }),
      ).toBeVisible();
    }
  });
}

test('news page, unknown and malformed addresses', async ({ page, request }) => {
  const id = await newsIdOf(request);
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-TW'));
  await page.goto(`/explore/news?id=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEWS.title['zh-TW']);
  await expect(page.locator('.news-page__body')).toHaveText(NEWS.body['zh-TW']);
  await expect(page.locator('time')).toContainText(/\d{4}-\d{2}-\d{2}/);
  await expectAxeClean(page);
  await page
    .getByRole('link', {
      name: textIn('zh-TW', 'news.aboutGame', { game: nameIn('ember-realms', 'zh-TW') }),
    })
    .click();
  await expect(page).toHaveURL(/\/explore\/game\?id=\d+$/);

  for (const [url, key] of [
    ['/explore/game?id=abc', 'game.notFound'],
    ['/explore/game?id=999999', 'game.notFound'],
    ['/explore/news?id=1&id=2', 'news.notFound'],
    ['/explore/news?id=999999', 'news.notFound'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('alert')).toHaveText(textIn('zh-TW', key));
    await expectAxeClean(page);
  }
  await page
    .getByRole('link', {
      name: textIn('zh-TW', 'back.label', { place: textIn('zh-TW', 'titles.explore') }),
    })
    .click();
  await expect(page).toHaveURL(/\/explore$/);
});

test('open in app: the store page after 5000 ms, nothing when the app hides the page', async ({
  page,
  request,
}) => {
  const id = await gameIdOf(request, GAME);
  const store = new URL(DETAIL.app!.fallback);
  await page.route(`${store.origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Store</title><h1>Store page</h1>' }),
  );
  await page.clock.install();
  await page.goto(`/explore/game?id=${id}`);
  const open = page.getByRole('button', { name: textIn('en-US', 'deepLink.open') });
  const status = page.locator('.open-in-app__status');

  // The app takes over: the page is hidden, and the fallback never comes.
  // Clicked in the page: the app's address is a navigation Playwright would wait on for ever.
  const tap = () => open.evaluate((button: HTMLElement) => button.click());
  await tap();
  await expect(status).toHaveText(textIn('en-US', 'deepLink.opening'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  await expect(status).toHaveText(textIn('en-US', 'deepLink.opened'));
  await page.clock.fastForward(10_000);
  await expect(page).toHaveURL(/\/explore\/game\?id=\d+$/);

  // No app: 4 s later the page still waits; at 5000 ms it goes to the store page.
  await tap();
  await expect(status).toHaveText(textIn('en-US', 'deepLink.opening'));
  await page.clock.fastForward(4_000);
  await expect(page).toHaveURL(/\/explore\/game\?id=\d+$/);
  await page.clock.fastForward(1_000);
  await expect(page).toHaveURL(DETAIL.app!.fallback);
  await expect(page.getByRole('heading', { name: 'Store page' })).toBeVisible();
});

test('the game page faults: HTTP 500, malformed JSON, schema-invalid, offline, each with its way on', async ({
  page,
  request,
  context,
}) => {
  const id = await gameIdOf(request, GAME);
  const faults: [string, (body: string) => { status: number; body: string }][] = [
    ['errors.generic', () => ({ status: 500, body: 'oops' })],
    ['errors.badResponse', () => ({ status: 200, body: '{"status":0,"data":' })],
    ['errors.badResponse', (body) => ({ status: 200, body: body.replace('"about"', '"abut"') })],
  ];
  for (const [key, fault] of faults) {
    await page.route('**/api/Game/GameDetail', async (route) => {
      const real = await route.fetch();
      const { status, body } = fault(await real.text());
      await route.fulfill({ status, contentType: 'application/json', body });
    });
    await page.goto(`/explore/game?id=${id}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(textIn('en-US', 'game.loadFailed'));
    await expect(alert).toContainText(textIn('en-US', key));
    await expectAxeClean(page);
    await page.unroute('**/api/Game/GameDetail');
    await alert.getByRole('button', { name: textIn('en-US', 'explore.retry') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Starfall Tactics');
  }

  await page.goto('/explore');
  await expect(cards(page).first()).toBeVisible();
  await context.setOffline(true);
  const box = page.getByRole('searchbox', { name: textIn('en-US', 'explore.searchLabel') });
  await box.fill('ember');
  await box.press('Enter');
  // Offline the read waits for the connection, says so, and goes on by itself once back.
  await expect(page.getByRole('alert')).toHaveText(textIn('en-US', 'explore.offline'));
  await context.setOffline(false);
  await expect(cards(page).locator('.explore-card__name')).toHaveText(['Ember Realms']);
});

test('a session that ends before the game page reads it: the page reads again as a visitor', async ({
  page,
  request,
}) => {
  const id = await gameIdOf(request, 'ember-realms');
  const login = await apiLogin(request);
  await seedLogin(page, login);
  await page.goto(`/explore/game?id=${id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Ember Realms');
  const quests = page.locator('.game-page__quests');
  await expect(quests).not.toContainText(textIn('en-US', 'quests.card.signInToStart'));
  // Signed out elsewhere: the next read is refused (401), the stored login goes, the page stays.
  const out = await request.post('/api/Member/Logout', {
    data: { token: login.token },
    headers: { Authorization: `Bearer ${login.access_token}` },
  });
  expect(out.ok()).toBe(true);
  await page.reload();
  await expect(heading).toHaveText('Ember Realms');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('loginInfo'))).toBeNull();
  await expect(quests).toContainText(textIn('en-US', 'quests.card.signInToStart'));
});
