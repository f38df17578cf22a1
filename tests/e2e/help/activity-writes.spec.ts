// A new member's activity feed hears about what they did (issue 28 item 15): a check-in on /reward
// and a quest claim on its page each show in /activity, in the member's language, written by the
// server with the action. zh-TW at 360 px wide.
import { expect, test } from '@playwright/test';
import { SEED_QUESTS } from '../../../server/db/seed-quests-data.ts';
import { renderMessage } from '../../../server/domain/shared/message-catalogue.ts';
import { seedLogin, signUpViaApi, type Envelope, type LoginResult } from '../support/session';
import { textIn } from '../support/texts';

const tw = (key: string, vars?: Record<string, string | number>) => textIn('zh-TW', key, vars);
const auth = (login: LoginResult) => ({ Authorization: `Bearer ${login.access_token}` });

test.use({ viewport: { width: 360, height: 740 }, locale: 'zh-TW', timezoneId: 'Asia/Taipei' });

test('a check-in and a quest claim show in the new member’s activity feed', async ({
  page,
  request,
}, testInfo) => {
  const email = `feed.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
  const me = await signUpViaApi(request, email, 'Feed-writes-1');
  const follow = SEED_QUESTS.find((q) => q.key === 'follow-x')!;
  const list = (await (
    await request.post('/api/Mission/QuestList', { data: { page: 1, size: 50 } })
  ).json()) as Envelope<{ id: number; title: string }[]>;
  const questId = list.data.find((q) => q.title === follow.title['en-US'])!.id;
  // The quest's one task is following a link outside the app: reported as the "Go" button does.
  const quest = (await (
    await request.get(`/api/Mission/Quest?id=${questId}`, { headers: auth(me) })
  ).json()) as Envelope<{ conditions: { id: number }[] }>;
  await request.post('/api/Member/Interactive', {
    data: { conditionId: quest.data.conditions[0]!.id },
    headers: auth(me),
  });

  await seedLogin(page, me);
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-TW'));
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1, name: tw('titles.activity') })).toBeVisible();
  const feed = page.getByRole('main').getByRole('list', { name: tw('activities.title') });
  await expect(feed.getByRole('listitem')).toHaveCount(0);

  await page.goto('/reward');
  const checkIn = page.getByRole('region', { name: tw('reward.checkIn.heading') });
  await checkIn
    .getByRole('button', { name: tw('reward.checkIn.button', { points: '10' }) })
    .click();
  await expect(checkIn.getByRole('status')).toContainText(
    tw('reward.checkIn.receipt.amount', { points: '10' }),
  );

  await page.goto(`/quests/desc?id=${questId}`);
  const claim = page.getByRole('region', { name: tw('quests.claim.heading') });
  await claim.getByRole('button', { name: tw('quests.claim.button') }).click();
  await expect(
    claim.getByRole('status', { name: tw('quests.claim.receipt.heading') }),
  ).toBeVisible();

  await page.goto('/activity');
  const items = feed.getByRole('listitem');
  await expect(items).toHaveCount(2);
  const claimed = renderMessage(
    'quest.completed',
    { quest: follow.title['zh-TW']!, points: follow.rewardPoints },
    'zh-TW',
  );
  const checkedIn = renderMessage('reward.dailyClaimed', { points: 10 }, 'zh-TW');
  // Newest first.
  await expect(items.nth(0)).toContainText(claimed.title);
  await expect(items.nth(0)).toContainText(claimed.content);
  await expect(items.nth(1)).toContainText(checkedIn.title);
  await expect(items.nth(1)).toContainText(checkedIn.content);
  await page.screenshot({ path: testInfo.outputPath('activity-360-zh-TW.png'), fullPage: true });
});
