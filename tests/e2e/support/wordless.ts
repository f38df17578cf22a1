// Pictures and avatars carry no words (issue 28 item 7): on a 360 px phone in zh-TW, every <img> on
// the screens that show the API's pictures (banners, games, news, quests, events, prizes, lootboxes,
// activity icons, avatars) is fetched and must hold no <text> and no Latin word, and a member
// without a photo is drawn without the first letter of an English name. The page renders the
// titles, translated; a slug baked into a picture stayed English and was cut off ("mber veteran").
// tests/e2e/app/screens.spec.ts checks the screens below on its zh-TW load of each;
// tests/e2e/app/wordless-images.spec.ts the questers and winners and the activity messages.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Each screen (the member's) and the least number of pictures it shows (so an empty screen cannot pass). */
export const WORDLESS_SCREENS: ReadonlyMap<string, number> = new Map([
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
]);

/** Where a member without a photo is drawn (leaderboard, questers and winners, profile, invitees). */
export const AVATARS =
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

/**
 * The screen shows what it should before its pictures are judged: at least `minImages` of them,
 * or (for a screen of members without photos) an avatar.
 */
export async function expectPictures(page: Page, minImages: number, where: string): Promise<void> {
  if (minImages > 0)
    await expect
      .poll(async () => (await imageSources(page)).length, {
        message: `${where}: at least ${minImages} picture(s)`,
      })
      .toBeGreaterThanOrEqual(minImages);
  else await expect(page.locator(AVATARS).first(), `${where}: an avatar`).toBeVisible();
}

/** No avatar on the page is a letter (or any character): a photo or a drawn, wordless avatar. */
export async function expectNoLetterAvatars(page: Page, where = ''): Promise<void> {
  const avatarTexts = await page
    .locator(AVATARS)
    .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
  for (const text of avatarTexts)
    expect.soft(text, `${where ? `${where}: ` : ''}an avatar shows a letter`).not.toMatch(/\p{L}/u);
}

/** Every picture on the page, fetched (all at once): no <text>, no Latin word. */
export async function expectWordlessPictures(
  page: Page,
  request: APIRequestContext,
): Promise<void> {
  const sources = (await imageSources(page)).filter((src) => !src.startsWith('data:'));
  const answers = await Promise.all(
    sources.map(async (src) => {
      const answer = await request.get(src);
      return { src, ok: answer.ok(), status: answer.status(), body: await answer.text() };
    }),
  );
  for (const { src, ok, status, body } of answers) {
    expect.soft(ok, `${src} answered HTTP ${status}`).toBe(true);
    expect.soft(body, `${src} draws text`).not.toMatch(/<(?:text|tspan|title|desc|textPath)\b/i);
    expect.soft(latinWordsOf(body), `${src} carries words`).toEqual([]);
  }
}
