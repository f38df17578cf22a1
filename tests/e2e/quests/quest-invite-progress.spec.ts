// "Invite 3 friends" counts friends, not conditions (issue 28 item 15): with one friend in, its card
// says 1 of 3 friends invited, where it said 0 of 1 done. zh-TW at 360 px wide.
import { expect, test } from '@playwright/test';
import { SEED_QUESTS } from '../../../server/db/seed-quests-data.ts';
import { memberInfoWith, seedLogin, signUpViaApi } from '../support/session';
import { textIn } from '../support/texts';

const tw = (key: string, vars?: Record<string, string | number>) => textIn('zh-TW', key, vars);
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

test.use({ viewport: { width: 360, height: 740 }, locale: 'zh-TW' });

test('the invite quest’s card counts the friends invited', async ({ page, request }, testInfo) => {
  const me = await signUpViaApi(request, `counter.${unique()}@invite.test`, 'Invite-count-1');
  const { inviteCode } = (await memberInfoWith(request, me.access_token)).data as {
    inviteCode: string;
  };
  await signUpViaApi(request, `pal.${unique()}@invite.test`, 'Invite-count-1', inviteCode);
  const invite = SEED_QUESTS.find((q) => q.key === 'invite-three')!;

  await seedLogin(page, me);
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-TW'));
  await page.goto('/quests');
  const card = page.locator('.quest-card', { hasText: invite.title['zh-TW']! });
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('.quest-card__progress')).toHaveText(
    tw('quests.progressFriends', { done: 1, total: 3 }),
  );
  await card.screenshot({ path: testInfo.outputPath('invite-quest-card-360-zh-TW.png') });
});
