// Claims end to end (issue 11 item 5): the quest detail and event detail screens against the real
// API in Chromium. A claimable quest pays once and shows its receipt (the same one on a repeat);
// an in-progress game quest explains what is missing, the local game stand-in (/dev/game) plays
// the rounds, and the claim pays; the game's return through the entry redirect
// (`/?state=Login_x_<questId>_<assessId>&code=…`) verifies the condition; an event quest is claimed
// with ClaimMission; an ended event refuses with its message; offline nothing is claimed.
// Each claim is made by a member signed up for the test: the demo member's seeded quests, which
// other specs read, stay as seeded.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SEED_PARTNERS } from '../../../server/db/seed-data.ts';
import { SEED_EVENTS, SEED_QUESTS } from '../../../server/db/seed-quests-data.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import {
  apiLogin,
  seedLogin,
  signUpViaApi,
  type Envelope,
  type LoginResult,
} from '../support/session';
import { t } from '../support/texts';

const PASSWORD = 'Quester#2026pass';
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

type Titled = { id: number; title: string };
type Condition = {
  id: number;
  type: string;
  game: { id: number; name: string } | null;
  label: string | null;
};
type Receipt = { entryId: number; amount: string; balanceAfter: string };
type QuestDetail = {
  id: number;
  title: string;
  state: string;
  rewardPoints: string;
  conditions: Condition[];
  receipt: Receipt | null;
};

const seedTitle = (key: string) => {
  const seed = SEED_QUESTS.find((q) => q.key === key);
  if (!seed) throw new Error(`no seeded quest ${key}`);
  return seed.title['en-US'];
};

async function questIdOf(request: APIRequestContext, key: string): Promise<number> {
  const answer = await request.post('/api/Mission/QuestList', { data: { page: 1, size: 50 } });
  const list = ((await answer.json()) as Envelope<Titled[]>).data;
  const found = list.find((q) => q.title === seedTitle(key));
  if (!found) throw new Error(`quest ${key} is not listed`);
  return found.id;
}

async function eventOf(request: APIRequestContext, key: string) {
  const title = SEED_EVENTS.find((e) => e.key === key)?.title['en-US'];
  const answer = await request.post('/api/Mission/MajorEventList', { data: { page: 1, size: 50 } });
  const list = ((await answer.json()) as Envelope<Titled[]>).data;
  const found = list.find((e) => e.title === title);
  if (!found) throw new Error(`event ${key} is not listed`);
  const detail = await request.get('/api/Mission/MajorEvent', { params: { id: found.id } });
  return ((await detail.json()) as Envelope<{ id: number; quests: Titled[] }>).data;
}

async function questFor(request: APIRequestContext, id: number, who: LoginResult) {
  const answer = await request.get('/api/Mission/Quest', {
    params: { id },
    headers: { Authorization: `Bearer ${who.access_token}`, 'Accept-Language': 'en-US' },
  });
  const body = (await answer.json()) as Envelope<QuestDetail>;
  expect(body.status, body.message).toBe(0);
  return body.data;
}

/** The partnered game's server reports the member's rounds (server to server, its secret). */
async function reportRounds(
  request: APIRequestContext,
  who: LoginResult,
  condition: Condition,
  progress: number,
) {
  const gameId = condition.game?.id ?? 0;
  const slug = (condition.game?.name ?? '').toLowerCase().replace(/\s+/g, '-');
  const secret = SEED_PARTNERS.find((p) => p.gameSlug === slug)?.secret ?? '';
  const answer = await request.post('/api/Game/ReportProgress', {
    data: { uid: who.uid, conditionId: condition.id, progress },
    headers: { Authorization: `GameSecret ${gameId}:${secret}` },
  });
  const body = (await answer.json()) as Envelope;
  expect(body.status, body.message).toBe(0);
}

async function newMember(request: APIRequestContext): Promise<LoginResult> {
  return signUpViaApi(request, `quester.${unique()}@claim.test`, PASSWORD);
}

const claimArea = (page: Page) => page.getByRole('region', { name: t('quests.claim.heading') });

/**
 * The receipt the platform keeps for the member's claim, once it has one: read right after the
 * tap, it raced the claim itself (null on a busy machine).
 */
async function keptReceipt(
  request: APIRequestContext,
  id: number,
  me: LoginResult,
): Promise<Receipt> {
  let held: Receipt | null = null;
  await expect
    .poll(async () => (held = (await questFor(request, id, me)).receipt), {
      message: 'the platform keeps a receipt for the claim',
    })
    .not.toBeNull();
  return held!;
}

async function expectReceipt(scope: ReturnType<Page['locator']>, held: Receipt) {
  const receipt = scope.getByRole('status', { name: t('quests.claim.receipt.heading') });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(
    t('quests.claim.receipt.amount', { points: Number(held.amount).toLocaleString('en-US') }),
  );
  await expect(receipt).toContainText(
    t('quests.claim.receipt.balance', {
      points: Number(held.balanceAfter).toLocaleString('en-US'),
    }),
  );
  await expect(receipt).toContainText(t('quests.claim.receipt.entry', { id: held.entryId }));
}

test('a quest whose conditions are met pays once; the repeat shows the same receipt', async ({
  page,
  request,
}) => {
  const me = await newMember(request);
  const id = await questIdOf(request, 'ember-daily');
  const quest = await questFor(request, id, me);
  await reportRounds(request, me, quest.conditions[0]!, 5);

  await seedLogin(page, me);
  await page.goto(`/quests/desc?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: quest.title })).toBeVisible();
  await expect(claimArea(page).getByText(t('quests.claim.ready'))).toBeVisible();
  await claimArea(page)
    .getByRole('button', { name: t('quests.claim.button') })
    .click();

  const held = await keptReceipt(request, id, me);
  expect(held).not.toBeNull();
  expect(held?.amount).toBe(quest.rewardPoints);
  await expectReceipt(claimArea(page), held);

  // Asking again pays nothing: the platform answers the first receipt, and the page shows it.
  const again = await request.post('/api/Mission/Claim', {
    data: { questId: id },
    headers: { Authorization: `Bearer ${me.access_token}` },
  });
  expect(((await again.json()) as Envelope<Receipt>).data.entryId).toBe(held?.entryId);
  await page.reload();
  await expectReceipt(claimArea(page), held);
  await expect(claimArea(page).getByRole('button', { name: t('quests.claim.button') })).toHaveCount(
    0,
  );
});

test('an in-progress game quest explains what is missing; the game stand-in plays; the claim pays', async ({
  page,
  request,
}) => {
  const me = await newMember(request);
  const id = await questIdOf(request, 'ember-daily');
  const quest = await questFor(request, id, me);
  const game = quest.conditions[0]!.game!.name;

  await seedLogin(page, me);
  await page.goto(`/quests/desc?id=${id}`);
  const area = claimArea(page);
  await expect(area.getByText(t('quests.claim.notYet'))).toBeVisible();
  await expect(
    area.getByText(t('quests.conditions.playGame', { game, progress: 0, target: 5 })),
  ).toBeVisible();

  // "Play" goes to the game (the local stand-in), which reports each round to the platform.
  await page.getByRole('link', { name: t('quests.detail.play', { game }) }).click();
  await expect(page).toHaveURL(/\/dev\/game\?/);
  const row = page.locator('article').filter({ hasText: quest.title });
  for (let round = 1; round <= 5; round++) {
    await row.getByRole('button', { name: 'Play a round' }).click();
    await expect(page.locator('article').filter({ hasText: quest.title })).toContainText(
      round >= 5 ? '5 / 5 done' : `${round} / 5`,
    );
  }
  await page.goto(`/quests/desc?id=${id}`);
  await expect(area.getByText(t('quests.claim.ready'))).toBeVisible();
  await area.getByRole('button', { name: t('quests.claim.button') }).click();
  const held = await keptReceipt(request, id, me);
  await expectReceipt(area, held);
});

/**
 * The member plays the quest's game on the stand-in (/dev/game), which sends them back through the
 * entry redirect (`/?state=Login_x_<questId>_<assessId>&code=…` → /quests/desc): the verification
 * is redeemed and the quest offers its claim.
 */
async function returnFromGame(page: Page, me: LoginResult, questTitle: string): Promise<void> {
  await seedLogin(page, me);
  await page.goto(`/dev/game?uid=${me.uid}`);
  const back = page.waitForURL(/\/quests\/desc\?id=\d+$/);
  await page
    .locator('article')
    .filter({ hasText: questTitle })
    .getByRole('button', { name: 'Finish and return to GamerHub' })
    .click();
  await back;
  await expect(page.getByText(t('quests.detail.verify.done'))).toBeVisible();
  await expect(
    claimArea(page).getByRole('button', { name: t('quests.claim.button') }),
  ).toBeVisible();
}

test("the game's return through the entry redirect verifies the condition once", async ({
  page,
  request,
}) => {
  const me = await newMember(request);
  const id = await questIdOf(request, 'ember-daily');
  const quest = await questFor(request, id, me);

  await returnFromGame(page, me, quest.title);
  // The one-time code left the address bar; the condition is done.
  expect(new URL(page.url()).search).toBe(`?id=${id}`);
  await expect(
    page.getByText(t('quests.detail.conditionDone'), { exact: true }).first(),
  ).toBeVisible();
});

test("the game's return on a slow phone still offers the claim", async ({ page, request }) => {
  // On a slow CPU the verification is redeemed while the claim's first check is still reading
  // the quest: that check's answer predates the verification, so the check must start over
  // (claim.machine checkingEligibility) after the page's read is replaced. It failed 3 of 3 at
  // this rate before, with "Ready to claim" on the page and no Claim button.
  const me = await newMember(request);
  const id = await questIdOf(request, 'ember-daily');
  const quest = await questFor(request, id, me);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  await returnFromGame(page, me, quest.title);
});

test('an event quest is claimed with ClaimMission on the event page', async ({ page, request }) => {
  const me = await newMember(request);
  const event = await eventOf(request, 'winter-clash');
  const questId = event.quests.find((q) => q.title === seedTitle('clash-battles'))!.id;
  const quest = await questFor(request, questId, me);
  await reportRounds(request, me, quest.conditions[0]!, 3);

  await seedLogin(page, me);
  await page.goto(`/quests/event_desc?id=${event.id}`);
  const row = page.getByRole('listitem', { name: quest.title });
  await row
    .getByRole('button', { name: t('quests.event.claimLabel', { quest: quest.title }) })
    .click();
  const held = await keptReceipt(request, questId, me);
  expect(held).not.toBeNull();
  await expectReceipt(row, held);
});

test('an event quest claims from its own quest page: paid once, the same receipt on a repeat', async ({
  page,
  context,
  request,
}) => {
  // Issue 28 item 2: the quest page claimed with Claim, which does not know event quests, and
  // said "This quest no longer exists". The seeded task link is not a real site: answer it here.
  await context.route('https://gamerhub.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Winter Clash</title>' }),
  );
  const me = await newMember(request);
  const event = await eventOf(request, 'winter-clash');
  const questId = event.quests.find((q) => q.title === seedTitle('clash-join'))!.id;
  const quest = await questFor(request, questId, me);
  const task = quest.conditions[0]!;

  await seedLogin(page, me);
  await page.goto(`/quests/event_desc?id=${event.id}`);
  await page
    .getByRole('listitem', { name: quest.title })
    .getByRole('link', { name: quest.title })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/quests/desc\\?id=${questId}$`));
  await expect(page.getByRole('heading', { level: 1, name: quest.title })).toBeVisible();

  // "Open" (the task's Go) opens the clash page in a new tab and marks the task done.
  const popup = page.waitForEvent('popup');
  await page
    .getByRole('link', {
      name: t('quests.detail.openLabel', { task: task.label ?? '' }),
    })
    .click();
  await (await popup).close();
  const area = claimArea(page);
  await area.getByRole('button', { name: t('quests.claim.button') }).click();
  await expect(area.getByRole('alert')).toHaveCount(0);
  const held = await keptReceipt(request, questId, me);
  expect(held).not.toBeNull();
  expect(held?.amount).toBe(quest.rewardPoints);
  await expectReceipt(area, held);

  // Asked again (from the event's endpoint too), the ledger answers the first receipt: one credit.
  const again = await request.post('/api/Mission/ClaimMission', {
    data: { eventId: event.id, questId },
    headers: { Authorization: `Bearer ${me.access_token}` },
  });
  expect(((await again.json()) as Envelope<Receipt>).data.entryId).toBe(held?.entryId);
  await page.reload();
  await expectReceipt(claimArea(page), held);
  await expect(claimArea(page).getByRole('button', { name: t('quests.claim.button') })).toHaveCount(
    0,
  );
  await page.goto(`/quests/event_desc?id=${event.id}`);
  await expect(
    page.getByRole('listitem', { name: quest.title }).getByText(t('quests.event.claimedEarlier')),
  ).toBeVisible();
  // The event's winners rank members who claimed all its quests: one of several is under way, not
  // "not claimed yet" (issue 28 item 15).
  expect(event.quests.length).toBeGreaterThan(1);
  await page.goto(`/quests/winner?eventId=${event.id}`);
  await expect(page.getByRole('region', { name: t('quests.winners.mine.title') })).toContainText(
    t('quests.winners.mine.eventUnfinished'),
  );
});

test('an ended event refuses its claims with the translated message', async ({ page, request }) => {
  const me = await newMember(request);
  const event = await eventOf(request, 'autumn-harvest');
  await seedLogin(page, me);
  await page.goto(`/quests/event_desc?id=${event.id}`);
  const rows = page.getByRole('listitem');
  await expect(rows.first().getByText(t('errors.status.QuestEnded'))).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(t('quests.claim.button')) }),
  ).toHaveCount(0);
  // The platform itself refuses: the quest is over.
  const answer = await request.post('/api/Mission/ClaimMission', {
    data: { eventId: event.id, questId: event.quests[0]!.id },
    headers: { Authorization: `Bearer ${me.access_token}` },
  });
  expect(((await answer.json()) as Envelope).status).not.toBe(0);
});

test('offline, nothing is claimed and the member is told; back online the retry pays once', async ({
  page,
  context,
  request,
}) => {
  const me = await newMember(request);
  const id = await questIdOf(request, 'ember-daily');
  const quest = await questFor(request, id, me);
  await reportRounds(request, me, quest.conditions[0]!, 5);

  await seedLogin(page, me);
  await page.goto(`/quests/desc?id=${id}`);
  const area = claimArea(page);
  await expect(area.getByRole('button', { name: t('quests.claim.button') })).toBeVisible();
  await context.setOffline(true);
  await area.getByRole('button', { name: t('quests.claim.button') }).click();
  await expect(area.getByRole('alert')).toHaveText(t('quests.claim.errors.offline'));
  expect((await questFor(request, id, me)).receipt).toBeNull();

  await context.setOffline(false);
  await area.getByRole('button', { name: t('quests.claim.retry') }).click();
  const held = await keptReceipt(request, id, me);
  await expectReceipt(area, held);
});

test('axe finds nothing serious on the quest and event pages', async ({ page, request }) => {
  const demo = await apiLogin(request);
  await seedLogin(page, demo);
  const id = await questIdOf(request, 'ember-daily');
  const event = await eventOf(request, 'winter-clash');
  for (const url of [`/quests/desc?id=${id}`, `/quests/event_desc?id=${event.id}`]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await seriousViolations(page);
    expect(violations.length, `axe on ${url}:\n${formatViolations(violations)}`).toBe(0);
  }
});

test.describe('event times on a device in another zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  const inZone = (iso: string, timeZone: string) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(Date.parse(iso));
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
  };

  test("show in the member's zone (the device's for a visitor), and say which", async ({
    page,
    request,
  }) => {
    const event = (await eventOf(request, 'winter-clash')) as unknown as {
      id: number;
      startsAt: string;
      endsAt: string;
    };
    const when = (timeZone: string) =>
      t('quests.event.when.live', {
        start: inZone(event.startsAt, timeZone),
        end: inZone(event.endsAt, timeZone),
      });

    await page.goto(`/quests/event_desc?id=${event.id}`);
    await expect(page.getByText(when('America/New_York'))).toBeVisible();
    await expect(page.getByText(/^Times are in America\/New_York \(GMT-[45]\)/)).toBeVisible();

    await seedLogin(page, await apiLogin(request));
    await page.goto(`/quests/event_desc?id=${event.id}`);
    await expect(page.getByText(when('Asia/Taipei'))).toBeVisible();
    await expect(page.getByText(/^Times are in Asia\/Taipei \(GMT\+8\)/)).toBeVisible();
    expect(when('Asia/Taipei')).not.toBe(when('America/New_York'));
  });
});
