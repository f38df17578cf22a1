// Pictures and avatars carry no words (issue 28 item 7): on a 360 px phone in zh-TW, every <img> on
// the screens that show the API's pictures (banners, games, news, quests, events, prizes, lootboxes,
// activity icons, avatars) is fetched and must hold no <text> and no Latin word, and a member
// without a photo is drawn without the first letter of an English name. The page renders the
// titles, translated; a slug baked into a picture stayed English and was cut off ("mber veteran").
// The activity messages there name games by their Chinese names, with no English word around them.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SEED_QUESTS } from '../../../server/db/seed-quests-data.ts';
import { englishWordsIn } from '../../../server/test-support/latin-words.ts';
import { apiLogin, seedLogin, type LoginResult } from '../support/session';

test.use({ viewport: { width: 360, height: 740 }, locale: 'zh-TW', timezoneId: 'Asia/Taipei' });

/** Each screen and the least number of pictures it shows (so an empty screen cannot pass). */
const SCREENS: readonly [path: string, minImages: number][] = [
  ['/home', 3],
  ['/quests', 1],
  ['/quests/major', 1],
  ['/quests/event_desc?id=1', 1],
  ['/reward/redeem', 1],
  ['/reward/history', 1],
  ['/lootbox', 1],
  ['/lootbox/list', 1],
  ['/explore', 1],
  ['/explore/game?id=1', 1],
  ['/explore/news?id=1', 1],
  ['/activity', 1],
  ['/profile', 1],
  ['/profile/leaderboard', 0],
  ['/profile/invited', 0],
];

/** Where a member without a photo is drawn (leaderboard, questers and winners, profile, invitees). */
const AVATARS =
  '.avatar, .board-row__avatar, .profile-identity__avatar, .invitee-row > :first-child';

/** What a reader could see or hear of an SVG: its text nodes and naming attributes, as Latin words. */
function latinWordsOf(svg: string): string[] {
  const textNodes = svg.replace(/<[^>]*>/g, ' ');
  const named = [...svg.matchAll(/\b(?:aria-label|title|alt)="([^"]*)"/g)].map((m) => m[1]!);
  return [textNodes, ...named].flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []);
}

/** Every picture address on the page once it has settled, the lazy ones below the fold too. */
async function imageSources(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return page
    .locator('img')
    .evaluateAll((images) => [...new Set(images.map((i) => (i as HTMLImageElement).src))]);
}

let demo: LoginResult;
test.beforeAll(async ({ request }) => {
  demo = await apiLogin(request);
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-TW'));
  await seedLogin(page, demo);
});

/** No avatar on the page is a letter (or any character): a photo or a drawn, wordless avatar. */
async function expectNoLetterAvatars(page: Page): Promise<void> {
  const avatarTexts = await page
    .locator(AVATARS)
    .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
  for (const text of avatarTexts) expect(text, 'an avatar shows a letter').not.toMatch(/\p{L}/u);
}

/** Every picture on the page, fetched: no <text>, no Latin word. */
async function expectWordlessPictures(page: Page, request: APIRequestContext): Promise<void> {
  for (const src of await imageSources(page)) {
    if (src.startsWith('data:')) continue;
    const answer = await request.get(src);
    expect(answer.ok(), `${src} answered HTTP ${answer.status()}`).toBe(true);
    const body = await answer.text();
    expect(body, `${src} draws text`).not.toMatch(/<(?:text|tspan|title|desc|textPath)\b/i);
    expect(latinWordsOf(body), `${src} carries words`).toEqual([]);
  }
}

for (const [path, minImages] of SCREENS) {
  test(`${path}: every picture is wordless and no avatar is a letter`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(page.getByRole('main')).not.toBeEmpty();
    if (minImages > 0)
      await expect
        .poll(async () => (await imageSources(page)).length)
        .toBeGreaterThanOrEqual(minImages);
    else await expect(page.locator(AVATARS).first()).toBeVisible();
    await expectNoLetterAvatars(page);
    await expectWordlessPictures(page, request);
  });
}

test('questers and winners of a limited quest: members without a photo are not letters', async ({
  page,
  request,
}) => {
  const firstFive = SEED_QUESTS.find((q) => q.key === 'ember-first-five')!;
  await page.goto('/quests');
  const id = await page
    .getByRole('link', { name: new RegExp(`^${firstFive.title['zh-TW']}`) })
    .getAttribute('data-quest-id');
  expect(id).toMatch(/^\d+$/);
  for (const screen of ['quester', 'winner']) {
    await page.goto(`/quests/${screen}?questId=${id}`);
    await expect(page.locator('.person').first()).toBeVisible();
    await expect(page.locator(`.person :is(${AVATARS})`)).toHaveCount(
      await page.locator('.person').count(),
    );
    await expectNoLetterAvatars(page);
    await expectWordlessPictures(page, request);
  }
});

test('activity messages in zh-TW name games in Chinese and hold no English word', async ({
  page,
}) => {
  await page.goto('/activity');
  const messages = page.locator('.message');
  await expect(messages.first()).toBeVisible();
  const texts = await messages.evaluateAll((items) =>
    items.map(
      (item) =>
        `${item.querySelector('.message__title')?.textContent ?? ''} ${item.querySelector('.message__content')?.textContent ?? ''}`,
    ),
  );
  expect(texts.length).toBeGreaterThanOrEqual(6);
  // A game's Chinese name, as Home and the Vault call it (decision 044).
  expect(texts.join(' ')).toContain('霓虹漂移');
  expect(texts.flatMap(englishWordsIn)).toEqual([]);
});
