// Pictures and avatars carry no words (issue 28 item 7; the rule, the screens and the checks:
// tests/e2e/support/wordless.ts). Each listed screen is checked by tests/e2e/app/screens.spec.ts on
// its zh-TW load; here, the questers and winners of a limited quest, which need the quest's id, and
// the activity messages, which name games by their Chinese names with no English word around them.
import { expect, test } from '@playwright/test';
import { SEED_QUESTS } from '../../../server/db/seed-quests-data.ts';
import { englishWordsIn } from '../../../server/test-support/latin-words.ts';
import { apiLogin, seedLogin, type LoginResult } from '../support/session';
import { AVATARS, expectNoLetterAvatars, expectWordlessPictures } from '../support/wordless';

test.use({ viewport: { width: 360, height: 740 }, locale: 'zh-TW', timezoneId: 'Asia/Taipei' });

let demo: LoginResult;
test.beforeAll(async ({ request }) => {
  demo = await apiLogin(request);
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-TW'));
  await seedLogin(page, demo);
});

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
