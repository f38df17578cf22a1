// The invite story end to end (docs/product/profile.md, §7, §9; issue 15 item 1, decision 039): a friend who signs
// up with my code shows in my invited count and list; in each language the list says each
// invitee's reward state (pending until a first quest is claimed, then claimable) and the claim pays
// 100 points with its receipt; a refusal says its translated sentence; an HTTP 500, malformed JSON,
// schema-invalid data, no network and a request that never answers each end in a message and a way
// on; a session ended mid-claim signs in and comes back to claim. axe: 0 serious or critical.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SEED_QUESTS } from '../../../server/db/seed-quests-data.ts';
import { TIMING } from '../../../src/config/constants.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import {
  memberInfoWith,
  seedLogin,
  signUpViaApi,
  type Envelope,
  type LoginResult,
} from '../support/session';
import { t, textIn, type Locale } from '../support/texts';

const PASSWORD = 'Inviter#2026pass';
const CLAIM = '/api/Member/ClaimInviteReward';
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

const auth = (login: LoginResult) => ({ Authorization: `Bearer ${login.access_token}` });

/** A friend's first quest, claimed through the API: follow-x (one interactive task). */
async function claimFirstQuest(request: APIRequestContext, friend: LoginResult): Promise<void> {
  const title = SEED_QUESTS.find((q) => q.key === 'follow-x')!.title['en-US'];
  const list = (await (
    await request.post('/api/Mission/QuestList', { data: { page: 1, size: 50 } })
  ).json()) as Envelope<{ id: number; title: string }[]>;
  const questId = list.data.find((q) => q.title === title)!.id;
  const quest = (await (
    await request.get(`/api/Mission/Quest?id=${questId}`, { headers: auth(friend) })
  ).json()) as Envelope<{ conditions: { id: number }[] }>;
  const conditionId = quest.data.conditions[0]!.id;
  await request.post('/api/Member/Interactive', { data: { conditionId }, headers: auth(friend) });
  const claimed = (await (
    await request.post('/api/Mission/Claim', { data: { questId }, headers: auth(friend) })
  ).json()) as Envelope;
  expect(claimed.status, claimed.message).toBe(0);
}

/** A new inviter with one pending friend and one claimable friend (names returned). */
async function inviterWithFriends(request: APIRequestContext) {
  const me = await signUpViaApi(request, `inviter.${unique()}@invite.test`, PASSWORD);
  const info = (await memberInfoWith(request, me.access_token)).data as { inviteCode: string };
  await signUpViaApi(request, `idle.${unique()}@invite.test`, PASSWORD, info.inviteCode);
  const active = await signUpViaApi(
    request,
    `active.${unique()}@invite.test`,
    PASSWORD,
    info.inviteCode,
  );
  await claimFirstQuest(request, active);
  return { me, info };
}

async function openInvited(page: Page, login: LoginResult, locale: Locale) {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
  await seedLogin(page, login);
  await page.goto('/profile/invited');
  await expect(
    page.getByRole('heading', { level: 1, name: textIn(locale, 'titles.invited') }),
  ).toBeVisible();
}

const row = (page: Page, prefix: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${prefix}\\.`) }) });

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

test('a friend who signs up with my code shows in my invited count and list', async ({
  page,
  request,
}) => {
  const me = await signUpViaApi(request, `inviter.${unique()}@invite.test`, PASSWORD);
  const info = (await memberInfoWith(request, me.access_token)).data as { inviteCode: string };
  await signUpViaApi(request, `pal.${unique()}@invite.test`, PASSWORD, info.inviteCode);

  await seedLogin(page, me);
  await page.goto('/profile');
  await page.getByRole('button', { name: t('header.invite'), exact: true }).click();
  const popup = page.getByRole('dialog', { name: t('invite.title') });
  await expect(popup.getByRole('textbox')).toHaveValue(
    new RegExp(`inviteCode=${info.inviteCode}$`),
  );
  await popup.getByRole('link', { name: t('invite.invited', { count: 1 }), exact: true }).click();

  await expect(page).toHaveURL(/\/profile\/invited$/);
  await expect(page.getByRole('heading', { level: 1, name: t('titles.invited') })).toBeVisible();
  await expect(page.getByText(t('invited.count_one', { formatted: '1' }))).toBeVisible();
  const list = page.getByRole('list', { name: t('titles.invited') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(/^pal\./);
  await expect(list.getByText(t('inviteReward.states.pending'))).toBeVisible();
});

for (const locale of ['en-US', 'zh-TW', 'zh-CN'] as const) {
  test(`${locale}: each invitee's reward state, and the claim pays 100 points once with its receipt`, async ({
    page,
    request,
  }) => {
    const { me } = await inviterWithFriends(request);
    await openInvited(page, me, locale);
    await expect(
      page.getByText(textIn(locale, 'inviteReward.rule', { points: '100' })),
    ).toBeVisible();
    const idle = row(page, 'idle');
    const active = row(page, 'active');
    await expect(idle.getByText(textIn(locale, 'inviteReward.states.pending'))).toBeVisible();
    await expect(idle.getByRole('button')).toHaveCount(0);
    await expect(active.getByText(textIn(locale, 'inviteReward.states.claimable'))).toBeVisible();
    await expectNoSeriousViolations(page);
    await active
      .getByRole('button', { name: textIn(locale, 'inviteReward.claim', { points: '100' }) })
      .click();
    const receipt = active.getByRole('status');
    await expect(receipt).toContainText('+100');
    await expect(active.getByText(textIn(locale, 'inviteReward.states.claimed'))).toBeVisible();
    await expect(active.getByRole('button')).toHaveCount(0);
    // The list read again agrees with the platform: claimed, and the ledger paid once.
    await page.reload();
    await expect(
      row(page, 'active').getByText(textIn(locale, 'inviteReward.states.claimed')),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('faults and refusals: a message and a way on, then the claim is paid', async ({
  page,
  request,
}) => {
  const { me } = await inviterWithFriends(request);
  await page.clock.install();
  await openInvited(page, me, 'en-US');
  const active = row(page, 'active');
  const claim = active.getByRole('button', { name: t('inviteReward.claim', { points: '100' }) });
  const ok = active.getByRole('button', { name: t('inviteReward.dismiss') });
  // HTTP 500, then an answer that is not JSON, then one that is not a receipt: a message, then OK.
  for (const answer of [
    { status: 500, body: 'Internal Server Error' },
    { status: 200, body: '{"status":0,' },
    {
      status: 200,
      body: JSON.stringify({ status: 0, message: 'Success', data: { entryId: 'x' } }),
    },
  ]) {
    await page.route(CLAIM, (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
    );
    await claim.click();
    await expect(active.getByRole('alert')).toBeVisible();
    await ok.click();
    await page.unroute(CLAIM);
  }
  // The platform's refusals, answered in its place: what a change between list and claim causes.
  for (const [status, name] of [
    [9401, 'InviteRewardIneligible'],
    [9400, 'InviteRewardNotReady'],
  ] as const) {
    await page.route(CLAIM, (route) =>
      route.fulfill({ json: { status, message: name, data: null } }),
    );
    await claim.click();
    await expect(active.getByRole('alert')).toHaveText(t(`errors.status.${name}`));
    await expect(active.getByRole('button', { name: t('inviteReward.retry') })).toHaveCount(0);
    await ok.click();
    await page.unroute(CLAIM);
  }
  // A claim that never answers ends at the request time-out with a message and a way on.
  await page.route(CLAIM, () => {});
  await claim.click();
  await expect(active.getByRole('button', { name: t('inviteReward.claiming') })).toBeDisabled();
  await page.clock.fastForward(TIMING.REQUEST_TIMEOUT_MS + 1_000);
  await expect(active.getByRole('alert')).toBeVisible();
  await ok.click();
  await page.unroute(CLAIM);
  // No network: nothing claimed; "Try again" sends the same claim and it is paid.
  await page.context().setOffline(true);
  await claim.click();
  await expect(active.getByRole('alert')).toHaveText(t('inviteReward.errors.offline'));
  await page.context().setOffline(false);
  await active.getByRole('button', { name: t('inviteReward.retry') }).click();
  await expect(active.getByRole('status')).toContainText('+100');
  await expectNoSeriousViolations(page);
});

test('a session ended mid-claim: sign in, come back to the invited page, the claim is paid', async ({
  page,
  request,
}) => {
  const { me } = await inviterWithFriends(request);
  const email = (await memberInfoWith(request, me.access_token)).data as { email: string };
  await openInvited(page, me, 'en-US');
  await expect(row(page, 'active').getByText(t('inviteReward.states.claimable'))).toBeVisible();
  // Background reads (the announcement) settle first, or their 401 would end the session early.
  await page.waitForLoadState('networkidle');
  await request.post('/api/Member/Logout', { data: { token: me.token }, headers: auth(me) });
  await row(page, 'active')
    .getByRole('button', { name: t('inviteReward.claim', { points: '100' }) })
    .click();
  await expect(page.getByRole('alert')).toHaveText(t('inviteReward.sessionEnded'));
  await page.getByRole('link', { name: t('inviteReward.signInAgain') }).click();
  await page.getByLabel(t('signIn.email'), { exact: true }).fill(email.email);
  await page.getByLabel(t('signIn.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/invited$/);
  await expect(row(page, 'active').getByRole('status')).toContainText('+100');
  await expect(row(page, 'active').getByText(t('inviteReward.states.claimed'))).toBeVisible();
});
