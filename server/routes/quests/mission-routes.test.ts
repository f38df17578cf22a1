import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import {
  ClaimReceiptSchema,
  MajorEventListSchema,
  MajorEventSchema,
  QuestConditionSchema,
  QuestDetailSchema,
  QuestProgressSchema,
  QuesterListSchema,
  QuestSummaryListSchema,
  QUEST_STATES,
  WinnerBoardSchema,
  IssueAssessmentResultSchema,
} from '../../../src/features/quests/api/schemas/quest.ts';
import { MemberInfoSchema } from '../../../src/shared/api/schemas/member.ts';
import { DEMO_MEMBER, SEED_MEMBERS } from '../../db/seed-data.ts';
import { DEMO_TIME_ZONE, SEED_QUESTS } from '../../db/seed-quests-data.ts';
import { manualClock, MINUTE_MS, HOUR_MS } from '../../clock.ts';
import {
  createTestApp,
  envelopeOf,
  get,
  login,
  post,
  type TestApp,
} from '../../test-support/test-app.ts';
import {
  conditionIdsOf,
  eventIdOf,
  expectLedgerConsistent,
  gameCall,
  gameIdOf,
  gameSecretHeader,
  makeMember,
  questIdOf,
} from '../../test-support/quest-helpers.ts';
import { QUESTS } from '../../../src/config/constants.ts';

// Noon in Taipei (04:00 UTC) today: the demo member's seeded "today" is the clock's today.
const start = new Date();
start.setUTCHours(4, 0, 0, 0);
const clock = manualClock(start);

let t: TestApp;
let demo: string;
let luna: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ clock });
  demo = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
  const lunaSeed = SEED_MEMBERS.find((m) => m.email === 'luna@gamerhub.test')!;
  luna = (await login(t.app, lunaSeed.email, lunaSeed.password)).access_token;
  for (const q of SEED_QUESTS) ids[q.key] = await questIdOf(t.testDb.db, q.key);
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.testDb.db;
const withLanguage = (language: string, token?: string) => ({
  'accept-language': language,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function questList(payload: object, token?: string) {
  const body = envelopeOf(await post(t.app, ENDPOINTS.questList.path, payload, token));
  expect(body.status).toBe(0);
  return { items: QuestSummaryListSchema.parse(body.data), total: body.total! };
}

async function quest(id: number, token?: string) {
  const body = envelopeOf(await get(t.app, `${ENDPOINTS.quest.path}?id=${id}`, token));
  expect(body.status).toBe(0);
  return QuestDetailSchema.parse(body.data);
}

const claim = async (questId: number, token: string) =>
  envelopeOf(await post(t.app, ENDPOINTS.claim.path, { questId }, token));

describe('QuestList', () => {
  it('shows a visitor every platform and game quest as locked (sign in) or expired, no event quests', async () => {
    const { items, total } = await questList({ page: 1, size: 50 });
    const listed = SEED_QUESTS.filter((q) => !q.eventKey);
    expect(total).toBe(listed.length);
    expect(items.map((q) => q.id).sort((a, b) => a - b)).toEqual(
      listed.map((q) => ids[q.key]!).sort((a, b) => a - b),
    );
    for (const q of items) {
      expect(['locked', 'expired']).toContain(q.state);
      expect(q.progress.done).toBe(0);
    }
    expect(items.find((q) => q.id === ids['starfall-skirmish'])?.state).toBe('expired');
  });

  it('gives the demo member every state, open quests first, then upcoming, then ended', async () => {
    const { items } = await questList({ page: 1, size: 50 }, demo);
    const stateOf = (key: string) => items.find((q) => q.id === ids[key])?.state;
    expect(stateOf('invite-three')).toBe('claimable');
    expect(stateOf('ember-veteran')).toBe('claimable');
    expect(stateOf('ember-daily')).toBe('inProgress');
    expect(stateOf('starfall-weekly')).toBe('inProgress');
    expect(stateOf('follow-x')).toBe('available');
    expect(stateOf('reach-level-two')).toBe('claimed');
    expect(stateOf('starfall-skirmish')).toBe('expired');
    expect(stateOf('hermit-trial')).toBe('locked');
    expect(stateOf('orchard-festival')).toBe('locked');
    expect(new Set(items.map((q) => q.state))).toEqual(new Set(QUEST_STATES));
    const order = items.map((q) => q.id);
    expect(order.indexOf(ids['orchard-festival']!)).toBeGreaterThan(
      order.indexOf(ids['ember-first-five']!),
    );
    expect(order.at(-1)).toBe(ids['starfall-skirmish']);
  });

  it('pages with a total for the infinite list', async () => {
    const first = await questList({ page: 1, size: 4 });
    const second = await questList({ page: 2, size: 4 });
    const beyond = await questList({ page: 50, size: 4 });
    expect(first.items).toHaveLength(4);
    expect(second.items.map((q) => q.id)).not.toContain(first.items[0]!.id);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('filters by game and by kind; kind=event lists event quests', async () => {
    const ember = await gameIdOf(db(), 'ember-realms');
    const byGame = await questList({ page: 1, size: 50, gameId: ember });
    expect(byGame.items.length).toBeGreaterThan(0);
    expect(byGame.items.every((q) => q.game?.id === ember && q.eventId === null)).toBe(true);
    const daily = await questList({ page: 1, size: 50, kind: 'daily' });
    expect(daily.items.map((q) => q.id)).toEqual([ids['ember-daily']]);
    const events = await questList({ page: 1, size: 50, kind: 'event' });
    expect(events.items.length).toBeGreaterThan(0);
    expect(events.items.every((q) => q.eventId !== null)).toBe(true);
    // The autumn event ended 5 days ago (inside the 7-day tail): listed as expired.
    expect(events.items.find((q) => q.id === ids['harvest-plant'])?.state).toBe('expired');
  });

  it('platform: true lists only the platform quests, in SQL, with their own total and cache key', async () => {
    // The unfiltered page is read first: within the 2 s catalogue cache (the clock stands still
    // here) it must not answer the platform ask.
    const everything = await questList({ page: 1, size: 50 });
    expect(everything.items.some((q) => q.game !== null)).toBe(true);
    const everyPlatform = await questList({ page: 1, size: 50, platform: true });
    expect(everyPlatform.items.length).toBeGreaterThan(2);
    expect(everyPlatform.items.map((q) => q.id)).toEqual(
      everything.items.filter((q) => q.game === null).map((q) => q.id),
    );
    expect(everyPlatform.total).toBe(everyPlatform.items.length);
    // Pages of platform quests only, with the platform total.
    const second = await questList({ page: 2, size: 2, platform: true });
    expect(second.items.map((q) => q.id)).toEqual(everyPlatform.items.slice(2, 4).map((q) => q.id));
    expect(second.total).toBe(everyPlatform.total);
    const daily = await questList({ page: 1, size: 50, platform: true, kind: 'daily' });
    expect(daily.items).toEqual([]);
    expect(daily.total).toBe(0);
    // false is the same as absent.
    expect((await questList({ page: 1, size: 50, platform: false })).total).toBe(everything.total);
  });

  it('answers in the request language, English for anything else', async () => {
    const ask = async (language: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.questList.path,
        payload: { page: 1, size: 50 },
        headers: withLanguage(language),
      });
      const items = QuestSummaryListSchema.parse(envelopeOf(response).data);
      return items.find((q) => q.id === ids['invite-three'])!.title;
    };
    expect(await ask('zh-TW')).toBe('邀請 3 位好友');
    expect(await ask('zh-CN,zh;q=0.9')).toBe('邀请 3 位好友');
    expect(await ask('zh-Hant-HK')).toBe('邀請 3 位好友');
    expect(await ask('fr-FR')).toBe('Invite 3 friends');
  });

  it('refuses bad input as ParameterError and a stale bearer like a members-only route', async () => {
    for (const payload of [
      {},
      { page: 0, size: 10 },
      { page: 1, size: 51 },
      { page: 1, size: 5, kind: 'x' },
      { page: 1, size: 5, platform: 'yes' },
      { page: 1, size: 5, platform: true, gameId: 1 },
    ])
      expect(envelopeOf(await post(t.app, ENDPOINTS.questList.path, payload)).status).toBe(
        STATUS.ParameterError.code,
      );
    const stale = envelopeOf(
      await post(t.app, ENDPOINTS.questList.path, { page: 1, size: 5 }, 'not-a-token'),
    );
    expect(stale.status).not.toBe(0);
    expect(stale.tokenInvalid).toBe(true);
  });
});

describe('Quest', () => {
  it('shows a visitor the quest locked with "sign in"', async () => {
    const detail = await quest(ids['invite-three']!);
    expect(detail.state).toBe('locked');
    expect(detail.lockReason).toEqual({ kind: 'signIn' });
    expect(detail.receipt).toBeNull();
    expect(detail.timeZone).toBe('UTC');
  });

  it('shows the member conditions with progress, the period end in their zone and the receipt once claimed', async () => {
    const daily = await quest(ids['ember-daily']!, demo);
    expect(daily.timeZone).toBe(DEMO_TIME_ZONE);
    expect(daily.conditions).toMatchObject([
      { type: 'playGame', target: 5, progress: 2, done: false },
    ]);
    expect(daily.conditions[0]!.game?.name).toBe('Ember Realms');
    // The next Taipei midnight: 16:00 UTC today (the clock stands at noon there).
    const turn = new Date(start);
    turn.setUTCHours(16, 0, 0, 0);
    expect(daily.periodEndsAt).toBe(turn.toISOString());

    const claimed = await quest(ids['reach-level-two']!, demo);
    expect(claimed.state).toBe('claimed');
    expect(claimed.receipt).toMatchObject({ questId: ids['reach-level-two'], amount: '100' });
    expect(claimed.receipt?.itemName).toBe('Bronze frame');

    const locked = await quest(ids['orchard-festival']!, demo);
    expect(locked.lockReason?.kind).toBe('notOpen');
    const byLevel = await quest(ids['hermit-trial']!, demo);
    expect(byLevel.lockReason).toEqual({ kind: 'level', level: 3 });

    const interactive = await quest(ids['follow-x']!, demo);
    expect(interactive.conditions[0]).toMatchObject({
      type: 'interactive',
      link: 'https://x.com/gamerhub',
      label: 'Follow @gamerhub on X',
    });
  });

  it('translates the description and condition labels', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.quest.path}?id=${ids['follow-x']}`,
      headers: withLanguage('zh-CN', demo),
    });
    const detail = QuestDetailSchema.parse(envelopeOf(response).data);
    expect(detail.title).toBe('在 X 上关注 GamerHub');
    expect(detail.conditions[0]!.label).toBe('在 X 上关注 @gamerhub');
  });

  it('answers DataNotExist for an unknown quest and ParameterError for a bad id', async () => {
    expect(envelopeOf(await get(t.app, `${ENDPOINTS.quest.path}?id=999999`)).status).toBe(
      STATUS.DataNotExist.code,
    );
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999'])
      expect(envelopeOf(await get(t.app, `${ENDPOINTS.quest.path}?id=${bad}`)).status).toBe(
        STATUS.ParameterError.code,
      );
  });
});

describe('QuestList progress', () => {
  it('counts friends for "invite 3 friends", conditions for the rest (issue 28)', async () => {
    const member = await makeMember(db());
    for (let i = 0; i < 2; i += 1) {
      const friend = await makeMember(db());
      await db().query('UPDATE members SET invited_by = $1 WHERE id = $2', [member.id, friend.id]);
    }
    const { items } = await questList({ page: 1, size: 50 }, member.accessToken);
    const progressOf = (key: string) => items.find((q) => q.id === ids[key])?.progress;
    expect(progressOf('invite-three')).toEqual({ done: 2, total: 3, unit: 'friends' });
    expect(progressOf('ember-veteran')).toEqual({ done: 0, total: 2, unit: 'conditions' });
    // A visitor has invited nobody.
    const visitor = await questList({ page: 1, size: 50 });
    expect(visitor.items.find((q) => q.id === ids['invite-three'])?.progress).toEqual({
      done: 0,
      total: 3,
      unit: 'friends',
    });
  });
});

describe('Claim', () => {
  it('credits once and answers every repeat with the first receipt', async () => {
    const member = await makeMember(db());
    const { id: memberId } = member;
    for (let i = 0; i < 3; i += 1) {
      const friend = await makeMember(db());
      await db().query('UPDATE members SET invited_by = $1 WHERE id = $2', [memberId, friend.id]);
    }
    const first = await claim(ids['invite-three']!, member.accessToken);
    expect(first.status).toBe(0);
    const receipt = ClaimReceiptSchema.parse(first.data);
    expect(receipt).toMatchObject({ amount: '150', balanceAfter: '150', asset: 'POINT' });
    expect(await claim(ids['invite-three']!, member.accessToken)).toEqual(first);
    expect(await expectLedgerConsistent(db(), memberId)).toBe(150n);
    const info = MemberInfoSchema.parse(
      envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, member.accessToken)).data,
    );
    expect(info.points).toBe(150);
    expect((await quest(ids['invite-three']!, member.accessToken)).receipt).toEqual(receipt);
  });

  it('translates the receipt title into the request language', async () => {
    const member = await makeMember(db(), { level: 1 });
    const veteran = ids['ember-veteran']!;
    const [play] = await conditionIdsOf(db(), veteran);
    await db().query(
      `INSERT INTO condition_progress (member_id, condition_id, period_key, progress, started_at)
       VALUES ($1, $2, 'once', 3, now())`,
      [member.id, play],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.claim.path,
      payload: { questId: veteran },
      headers: withLanguage('zh-TW', member.accessToken),
    });
    const receipt = ClaimReceiptSchema.parse(envelopeOf(response).data);
    expect(receipt.questTitle).toBe('餘燼王國老手');
    expect(receipt.itemName).toBe('火鍛坐騎');
  });

  it('refuses each rule with its status and what the explainer needs', async () => {
    const notOpen = await claim(ids['orchard-festival']!, demo);
    expect(notOpen.status).toBe(STATUS.QuestNotOpen.code);
    expect((notOpen.data as { opensAt: string }).opensAt).toMatch(/^\d{4}-/);
    expect((await claim(ids['starfall-skirmish']!, demo)).status).toBe(STATUS.QuestEnded.code);
    expect(await claim(ids['hermit-trial']!, demo)).toMatchObject({
      status: STATUS.QuestLevelLocked.code,
      data: { level: 3 },
    });
    const [dailyCondition] = await conditionIdsOf(db(), ids['ember-daily']!);
    expect(await claim(ids['ember-daily']!, demo)).toMatchObject({
      status: STATUS.QuestConditionsUnmet.code,
      data: { unmet: [dailyCondition] },
    });
    expect((await claim(999_999, demo)).status).toBe(STATUS.DataNotExist.code);
    // An event quest is claimed with ClaimMission only.
    expect((await claim(ids['clash-join']!, demo)).status).toBe(STATUS.DataNotExist.code);
    // Nothing was credited by any refusal.
    const [demoRow] = await db().query<{ id: number }>('SELECT id FROM members WHERE uid = $1', [
      DEMO_MEMBER.uid,
    ]);
    await expectLedgerConsistent(db(), demoRow!.id);
  });

  it('refuses a visitor and bad input', async () => {
    const visitor = await post(t.app, ENDPOINTS.claim.path, { questId: 1 });
    expect(visitor.statusCode).toBe(401);
    for (const payload of [{}, { questId: '1' }, { questId: 0 }, { questId: 2 ** 31 }])
      expect((await post(t.app, ENDPOINTS.claim.path, payload, demo)).json().status).toBe(
        STATUS.ParameterError.code,
      );
  });

  it('stops at the winner limit: the fifth claimant wins, the sixth is told it is full', async () => {
    const limited = ids['ember-first-five']!;
    const [play] = await conditionIdsOf(db(), limited);
    const fifth = await makeMember(db());
    const sixth = await makeMember(db());
    for (const m of [fifth, sixth])
      await db().query(
        `INSERT INTO condition_progress (member_id, condition_id, period_key, progress, started_at)
         VALUES ($1, $2, 'once', 1, now())`,
        [m.id, play],
      );
    expect((await claim(limited, fifth.accessToken)).status).toBe(0);
    expect((await claim(limited, sixth.accessToken)).status).toBe(STATUS.QuestWinnersFull.code);
    expect((await quest(limited, sixth.accessToken)).state).toBe('expired');
    // The winner still gets the same receipt back.
    expect((await claim(limited, fifth.accessToken)).status).toBe(0);
  });

  it("pays a daily quest again on the member's next day, never twice in one", async () => {
    const member = await makeMember(db(), { timeZone: 'Asia/Taipei' });
    const daily = ids['ember-daily']!;
    const [play] = await conditionIdsOf(db(), daily);
    const report = (progress: number) =>
      gameCall(
        t.app,
        ENDPOINTS.gameReportProgress.path,
        { uid: member.uid, conditionId: play, progress },
        gameSecretHeaderFor('ember-realms'),
      );
    expect((await report(5)).status).toBe(0);
    const today = await claim(daily, member.accessToken);
    expect(today.status).toBe(0);
    expect(await claim(daily, member.accessToken)).toEqual(today);
    clock.advance(12 * HOUR_MS + MINUTE_MS); // past midnight in Taipei
    try {
      expect((await quest(daily, member.accessToken)).state).toBe('available');
      expect((await report(5)).status).toBe(0);
      const tomorrow = await claim(daily, member.accessToken);
      expect(tomorrow.status).toBe(0);
      expect(ClaimReceiptSchema.parse(tomorrow.data).entryId).not.toBe(
        ClaimReceiptSchema.parse(today.data).entryId,
      );
      expect(await expectLedgerConsistent(db(), member.id)).toBe(60n);
    } finally {
      clock.set(start);
    }
  });
});

let emberGameId = 0;
let starfallGameId = 0;
function gameSecretHeaderFor(slug: 'ember-realms' | 'starfall-tactics'): string {
  return gameSecretHeader(slug === 'ember-realms' ? emberGameId : starfallGameId, slug);
}
beforeAll(async () => {
  emberGameId = await gameIdOf(db(), 'ember-realms');
  starfallGameId = await gameIdOf(db(), 'starfall-tactics');
});

describe('ClaimMission', () => {
  it('claims an event quest of that event once; another event or a plain quest is DataNotExist', async () => {
    const clash = await eventIdOf(db(), 'winter-clash');
    const harvest = await eventIdOf(db(), 'autumn-harvest');
    const member = await makeMember(db());
    const [join] = await conditionIdsOf(db(), ids['clash-join']!);
    const done = envelopeOf(
      await post(t.app, ENDPOINTS.interactive.path, { conditionId: join }, member.accessToken),
    );
    expect(QuestConditionSchema.parse(done.data)).toMatchObject({ done: true, progress: 1 });
    const path = ENDPOINTS.claimMission.path;
    const ok = envelopeOf(
      await post(t.app, path, { eventId: clash, questId: ids['clash-join'] }, member.accessToken),
    );
    expect(ok.status).toBe(0);
    expect(
      envelopeOf(
        await post(t.app, path, { eventId: clash, questId: ids['clash-join'] }, member.accessToken),
      ),
    ).toEqual(ok);
    expect(
      envelopeOf(
        await post(
          t.app,
          path,
          { eventId: harvest, questId: ids['clash-join'] },
          member.accessToken,
        ),
      ).status,
    ).toBe(STATUS.DataNotExist.code);
    expect(
      envelopeOf(
        await post(
          t.app,
          path,
          { eventId: clash, questId: ids['invite-three'] },
          member.accessToken,
        ),
      ).status,
    ).toBe(STATUS.DataNotExist.code);
    expect(
      envelopeOf(await post(t.app, path, { eventId: harvest, questId: ids['harvest-plant'] }, demo))
        .status,
    ).toBe(STATUS.QuestEnded.code);
    const [entry] = await db().query<{ kind: string; source: string }>(
      'SELECT kind, source FROM ledger_entries WHERE member_id = $1',
      [member.id],
    );
    expect(entry).toEqual({ kind: 'eventClaim', source: `quest:${ids['clash-join']}:once` });
  });
});

describe('major events', () => {
  it('lists live, then upcoming, then ended events with a total', async () => {
    const body = envelopeOf(
      await post(t.app, ENDPOINTS.majorEventList.path, { page: 1, size: 10 }),
    );
    const events = MajorEventListSchema.parse(body.data);
    expect(events.map((e) => e.state)).toEqual(['live', 'upcoming', 'ended']);
    expect(body.total).toBe(3);
    expect(events[0]).toMatchObject({ questCount: 3, winnerLimit: 50 });
  });

  it("shows an event with its quests in the member's states", async () => {
    const clash = await eventIdOf(db(), 'winter-clash');
    const body = envelopeOf(await get(t.app, `${ENDPOINTS.majorEvent.path}?id=${clash}`, demo));
    const event = MajorEventSchema.parse(body.data);
    expect(event.quests.map((q) => q.state)).toEqual(['claimable', 'inProgress', 'inProgress']);
    const visitor = MajorEventSchema.parse(
      envelopeOf(await get(t.app, `${ENDPOINTS.majorEvent.path}?id=${clash}`)).data,
    );
    expect(visitor.quests.every((q) => q.state === 'locked')).toBe(true);
    // Times are read in the viewer's zone: the member's own, UTC for a visitor (as Quest does).
    expect(event.timeZone).toBe(DEMO_TIME_ZONE);
    expect(visitor.timeZone).toBe('UTC');
    expect(envelopeOf(await get(t.app, `${ENDPOINTS.majorEvent.path}?id=4242`)).status).toBe(
      STATUS.DataNotExist.code,
    );
  });

  it('trends only live or upcoming flagged events, in the request language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.trendingEvents.path,
      headers: withLanguage('zh-TW'),
    });
    const events = MajorEventListSchema.parse(envelopeOf(response).data);
    expect(events.map((e) => e.title)).toEqual(['冬季爭霸戰', '春節盃']);
    expect(events.every((e) => e.state !== 'ended')).toBe(true);
  });
});

describe('Quester and Winner', () => {
  it('lists questers with masked names, and unmasks only the member', async () => {
    const path = ENDPOINTS.questers.path;
    const clash = await eventIdOf(db(), 'winter-clash');
    const visitor = envelopeOf(await post(t.app, path, { eventId: clash, page: 1, size: 20 }));
    const list = QuesterListSchema.parse(visitor.data);
    expect(visitor.total).toBeGreaterThanOrEqual(3);
    expect(list.map((q) => q.name)).toContain('Lu***e');
    expect(list.every((q) => !q.isMe && q.name.includes('***'))).toBe(true);
    const mine = QuesterListSchema.parse(
      envelopeOf(await post(t.app, path, { eventId: clash, page: 1, size: 20 }, luna)).data,
    );
    expect(mine.find((q) => q.isMe)?.name).toBe('LunaByte');
    for (const payload of [
      { page: 1, size: 20 },
      { questId: 1, eventId: clash, page: 1, size: 20 },
      { questId: 1, page: 0, size: 20 },
    ])
      expect(envelopeOf(await post(t.app, path, payload)).status).toBe(STATUS.ParameterError.code);
    expect(envelopeOf(await post(t.app, path, { questId: 999_999, page: 1, size: 5 })).status).toBe(
      STATUS.DataNotExist.code,
    );
  });

  it('ranks the winners of an ended event and shows the member their own result', async () => {
    const harvest = await eventIdOf(db(), 'autumn-harvest');
    const path = ENDPOINTS.winners.path;
    const asLuna = envelopeOf(
      await post(t.app, path, { eventId: harvest, page: 1, size: 20 }, luna),
    );
    const board = WinnerBoardSchema.parse(asLuna.data);
    expect(asLuna.total).toBe(2);
    expect(board.winnerLimit).toBe(3);
    expect(board.winners.map((w) => [w.rank, w.isMe])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(board.winners[0]!.name).toBe('LunaByte');
    expect(board.winners[0]!.points).toBe('70');
    expect(board.mine).toEqual({ rank: 1, state: 'claimed' });
    // Outside the page asked for, the member's own rank is still there.
    const page2 = WinnerBoardSchema.parse(
      envelopeOf(await post(t.app, path, { eventId: harvest, page: 2, size: 1 }, luna)).data,
    );
    expect(page2.winners.map((w) => w.rank)).toEqual([2]);
    expect(page2.mine?.rank).toBe(1);
    const asDemo = WinnerBoardSchema.parse(
      envelopeOf(await post(t.app, path, { eventId: harvest, page: 1, size: 20 }, demo)).data,
    );
    expect(asDemo.mine).toEqual({ rank: null, state: 'expired' });
    const visitor = WinnerBoardSchema.parse(
      envelopeOf(await post(t.app, path, { eventId: harvest, page: 1, size: 20 })).data,
    );
    expect(visitor.mine).toBeNull();
  });

  it('ranks the first claimants of a limited quest', async () => {
    const board = WinnerBoardSchema.parse(
      envelopeOf(
        await post(
          t.app,
          ENDPOINTS.winners.path,
          { questId: ids['ember-first-five'], page: 1, size: 20 },
          demo,
        ),
      ).data,
    );
    expect(board.winnerLimit).toBe(5);
    expect(board.winners.length).toBeGreaterThanOrEqual(4);
    expect(board.winners.slice(0, 4).map((w) => w.name)).toEqual([
      'Lu***e',
      'Ka***r',
      'Ic***k',
      'De***d',
    ]);
    expect(board.mine?.rank).toBeNull();
  });
});

describe('Interactive', () => {
  it('marks an interactive condition done, only for interactive conditions of open quests', async () => {
    const member = await makeMember(db());
    const [follow] = await conditionIdsOf(db(), ids['follow-x']!);
    const path = ENDPOINTS.interactive.path;
    const body = envelopeOf(await post(t.app, path, { conditionId: follow }, member.accessToken));
    expect(QuestConditionSchema.parse(body.data)).toMatchObject({ id: follow, done: true });
    expect((await quest(ids['follow-x']!, member.accessToken)).state).toBe('claimable');
    const [daily] = await conditionIdsOf(db(), ids['ember-daily']!);
    expect(
      envelopeOf(await post(t.app, path, { conditionId: daily }, member.accessToken)).status,
    ).toBe(STATUS.DataNotExist.code);
    const [plant] = await conditionIdsOf(db(), ids['harvest-plant']!);
    expect(
      envelopeOf(await post(t.app, path, { conditionId: plant }, member.accessToken)).status,
    ).toBe(STATUS.QuestEnded.code);
    expect((await post(t.app, path, { conditionId: follow })).statusCode).toBe(401);
  });
});

describe('games: ReportProgress, IssueAssessment and RedeemAssessment', () => {
  it('raises progress with the game secret, never lowers it, only for its own playGame conditions', async () => {
    const member = await makeMember(db());
    const [weekly] = await conditionIdsOf(db(), ids['starfall-weekly']!);
    const report = (
      progress: number,
      secret = gameSecretHeaderFor('starfall-tactics'),
      conditionId = weekly,
    ) =>
      gameCall(
        t.app,
        ENDPOINTS.gameReportProgress.path,
        { uid: member.uid, conditionId, progress },
        secret,
      );
    expect(QuestConditionSchema.parse((await report(6)).data)).toMatchObject({
      progress: 6,
      done: false,
    });
    expect(QuestConditionSchema.parse((await report(2)).data)).toMatchObject({ progress: 6 });
    expect(QuestConditionSchema.parse((await report(12)).data)).toMatchObject({
      progress: 10,
      done: true,
    });
    expect((await report(1, `GameSecret ${starfallGameId}:wrong-secret`)).status).toBe(
      STATUS.SecurityCertificationFailed.code,
    );
    expect((await report(1, 'Bearer something')).status).toBe(
      STATUS.SecurityCertificationFailed.code,
    );
    expect((await report(1, `GameSecret 424242:x`)).status).toBe(STATUS.GameNotExist.code);
    // Another game's condition, or not a playGame one.
    const [emberDaily] = await conditionIdsOf(db(), ids['ember-daily']!);
    expect((await report(1, undefined, emberDaily)).status).toBe(STATUS.DataNotExist.code);
    const [follow] = await conditionIdsOf(db(), ids['follow-x']!);
    expect((await report(1, undefined, follow)).status).toBe(STATUS.DataNotExist.code);
    const unknown = await gameCall(
      t.app,
      ENDPOINTS.gameReportProgress.path,
      { uid: '99999999', conditionId: weekly, progress: 1 },
      gameSecretHeaderFor('starfall-tactics'),
    );
    expect(unknown.status).toBe(STATUS.UserNotExist.code);
    expect(
      (
        await gameCall(
          t.app,
          ENDPOINTS.gameReportProgress.path,
          { uid: member.uid, conditionId: weekly, progress: -1 },
          gameSecretHeaderFor('starfall-tactics'),
        )
      ).status,
    ).toBe(STATUS.ParameterError.code);
    expect((await quest(ids['starfall-weekly']!, member.accessToken)).state).toBe('claimable');
  });

  it('issues a one-time assessment that the member redeems once, before it expires', async () => {
    const member = await makeMember(db());
    const other = await makeMember(db());
    const skirmishFree = ids['ember-first-five']!;
    const veteran = ids['ember-veteran']!;
    const [play] = await conditionIdsOf(db(), veteran);
    const issue = async (uid: string) =>
      IssueAssessmentResultSchema.parse(
        (
          await gameCall(
            t.app,
            ENDPOINTS.gameIssueAssessment.path,
            { uid, conditionId: play },
            gameSecretHeaderFor('ember-realms'),
          )
        ).data,
      );
    const redeem = async (payload: object, token: string) =>
      envelopeOf(await post(t.app, ENDPOINTS.redeemAssessment.path, payload, token));

    const issued = await issue(member.uid);
    expect(issued.questId).toBe(veteran);
    // Only a digest is stored.
    expect(
      await db().query('SELECT 1 FROM game_assessments WHERE code_hash = $1', [issued.code]),
    ).toEqual([]);
    const payload = {
      questId: veteran,
      missionAssessId: issued.missionAssessId,
      code: issued.code,
    };
    expect((await redeem(payload, other.accessToken)).status).toBe(STATUS.AssessmentInvalid.code);
    expect((await redeem({ ...payload, questId: skirmishFree }, member.accessToken)).status).toBe(
      STATUS.AssessmentInvalid.code,
    );
    expect((await redeem({ ...payload, code: 'wrong' }, member.accessToken)).status).toBe(
      STATUS.AssessmentInvalid.code,
    );
    const ok = await redeem(payload, member.accessToken);
    expect(QuestConditionSchema.parse(ok.data)).toMatchObject({
      id: play,
      done: true,
      progress: 3,
    });
    expect((await redeem(payload, member.accessToken)).status).toBe(STATUS.AssessmentInvalid.code);

    const late = await issue(other.uid);
    clock.advance(QUESTS.ASSESSMENT_TTL_MS + 1);
    try {
      expect(
        (
          await redeem(
            { questId: veteran, missionAssessId: late.missionAssessId, code: late.code },
            other.accessToken,
          )
        ).status,
      ).toBe(STATUS.AssessmentInvalid.code);
    } finally {
      clock.set(start);
    }
    expect(
      (await redeem({ ...payload, missionAssessId: '99999999999' }, member.accessToken)).status,
    ).toBe(STATUS.AssessmentInvalid.code);
  });
});

describe('QuestProgress', () => {
  it('serves the profile hooks: active quests, completed count, points and the next level', async () => {
    const progress = QuestProgressSchema.parse(
      envelopeOf(await get(t.app, ENDPOINTS.questProgress.path, demo)).data,
    );
    expect(progress.level).toBe(2);
    expect(progress.nextLevelAt).toBe('3000');
    expect(BigInt(progress.earnedPoints)).toBeGreaterThanOrEqual(BigInt(progress.points));
    expect(progress.completedCount).toBeGreaterThanOrEqual(5);
    expect(progress.active.every((q) => q.state === 'inProgress' || q.state === 'claimable')).toBe(
      true,
    );
    expect(progress.active.map((q) => q.id)).toContain(ids['ember-daily']);
    expect((await get(t.app, ENDPOINTS.questProgress.path)).statusCode).toBe(401);
  });
});
