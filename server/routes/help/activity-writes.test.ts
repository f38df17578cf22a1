// Every action that changes a member's points or standing tells them in their activity list
// (issue 28 item 15: a new member's feed stayed silent): a quest claim, a check-in, a redemption, a
// lootbox open and a KYC application each write one message in the action's own transaction, in
// the language each read asks for; a refused action writes none, and the member's switch for the
// kind (decision 042) turns them off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import { MessageListSchema } from '../../../src/shared/api/schemas/member.ts';
import { manualClock } from '../../clock.ts';
import { dayKey } from '../../domain/shared/periods.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { conditionIdsOf, makeMember, questIdOf } from '../../test-support/quest-helpers.ts';
import { call, givePoints, makePrize, redeemKey } from '../../test-support/prize-helpers.ts';
import { boxIdOf, newOpenKey } from '../../test-support/lootbox-helpers.ts';
import { KYC_APPLICANT } from '../../test-support/kyc-application.ts';

// Noon in Taipei (04:00 UTC) today, as the quest routes' tests: the seeded quests are open.
const start = new Date();
start.setUTCHours(4, 0, 0, 0);
const clock = manualClock(start);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.testDb.db;

async function messages(token: string, language = 'en-US') {
  const body = await call(t.app, ENDPOINTS.messages, { page: 1, size: 50 }, token, language);
  expect(body.status).toBe(0);
  return MessageListSchema.parse(body.data);
}

const pdf = Buffer.from('%PDF-1.4\n% activity\n%%EOF\n').toString('base64');
const kycApplication = {
  ...KYC_APPLICANT,
  proof: { fileName: 'bill.pdf', content: pdf },
};

/** A level-1 member who has played Ember Realms enough to claim "Ember Realms veteran". */
async function veteranClaimer() {
  const member = await makeMember(db(), { level: 1 });
  const quest = await questIdOf(db(), 'ember-veteran');
  const [play] = await conditionIdsOf(db(), quest);
  await db().query(
    `INSERT INTO condition_progress (member_id, condition_id, period_key, progress, started_at)
     VALUES ($1, $2, 'once', 3, now())`,
    [member.id, play],
  );
  return { member, quest };
}

describe('activity written by actions', () => {
  it('a quest claim says which quest and how many points, in each language', async () => {
    const { member, quest } = await veteranClaimer();
    expect(await messages(member.accessToken)).toEqual([]);
    const claim = await call(t.app, ENDPOINTS.claim, { questId: quest }, member.accessToken);
    expect(claim.status).toBe(0);
    const [en] = await messages(member.accessToken);
    expect(en).toMatchObject({ title: 'Quest completed', icon: 'icons/quest.svg', isRead: false });
    expect(en!.content).toMatch(/^You finished "Ember Realms veteran" and earned \d+ points\.$/i);
    const [tw] = await messages(member.accessToken, 'zh-TW');
    expect(tw!.content).toMatch(/^你完成了「餘燼王國老手」，獲得 \d+ 積分。$/);
    // A retry returns the first receipt and tells nothing twice.
    await call(t.app, ENDPOINTS.claim, { questId: quest }, member.accessToken);
    expect(await messages(member.accessToken)).toHaveLength(1);
  });

  it('a check-in says the points it paid; a refused one says nothing', async () => {
    const member = await makeMember(db());
    const today = dayKey(clock.now(), 'UTC');
    const refused = await call(t.app, ENDPOINTS.checkIn, { day: '2000-01-01' }, member.accessToken);
    expect(refused.status).toBe(STATUS.CheckInDayOver.code);
    expect(await messages(member.accessToken)).toEqual([]);
    const body = await call(t.app, ENDPOINTS.checkIn, { day: today }, member.accessToken);
    expect(body.status).toBe(0);
    const points = (body.data as { amount: string }).amount;
    const [message] = await messages(member.accessToken, 'zh-CN');
    expect(message).toMatchObject({
      title: '已领取每日奖励',
      content: `你从奖励日历获得了 ${points} 积分。`,
    });
  });

  it('a redemption names the prize and its cost', async () => {
    const member = await makeMember(db());
    const prizeId = await makePrize(db(), { cost: 120 });
    await givePoints(db(), member.id, 500);
    const body = await call(
      t.app,
      ENDPOINTS.redeemPrize,
      { prizeId, redeemKey: redeemKey() },
      member.accessToken,
    );
    expect(body.status).toBe(0);
    const [message] = await messages(member.accessToken, 'zh-TW');
    expect(message!.title).toBe('積分已兌換');
    expect(message!.content).toMatch(/^你用 120 積分兌換了測試獎品 \d+。$/);
  });

  it('a lootbox open names the item that came out; one without the points says nothing', async () => {
    const member = await makeMember(db());
    const lootboxId = await boxIdOf(db(), 'starter-chest');
    const poor = await call(
      t.app,
      ENDPOINTS.openLootbox,
      { lootboxId, openKey: newOpenKey() },
      member.accessToken,
    );
    expect(poor.status).toBe(STATUS.InsufficientPointBalance.code);
    expect(await messages(member.accessToken)).toEqual([]);
    await givePoints(db(), member.id, 1000);
    const body = await call(
      t.app,
      ENDPOINTS.openLootbox,
      { lootboxId, openKey: newOpenKey() },
      member.accessToken,
    );
    expect(body.status).toBe(0);
    const item = (body.data as { item: { name: string } }).item.name;
    const [message] = await messages(member.accessToken);
    expect(message).toMatchObject({
      title: 'Lootbox opened',
      content: `Your lootbox contained ${item}.`,
    });
  });

  it('a KYC application says it was sent; a refused proof says nothing', async () => {
    const member = await makeMember(db());
    const bad = await call(
      t.app,
      ENDPOINTS.kycSubmit,
      { ...kycApplication, proof: { fileName: 'x.pdf', content: 'bm90IGEgcGRm' } },
      member.accessToken,
    );
    expect(bad.status).toBe(STATUS.UploadError.code);
    expect(await messages(member.accessToken)).toEqual([]);
    expect(
      (await call(t.app, ENDPOINTS.kycSubmit, kycApplication, member.accessToken)).status,
    ).toBe(0);
    const [message] = await messages(member.accessToken, 'zh-TW');
    expect(message).toMatchObject({ title: '已送出身分驗證', icon: 'icons/wallet.svg' });
  });

  it('a member who turned the wallet and quest messages off gets none', async () => {
    const { member, quest } = await veteranClaimer();
    const off = await call(
      t.app,
      ENDPOINTS.setMemberSettings,
      {
        timeZone: 'UTC',
        notifyRewardEmail: false,
        notifyQuest: false,
        notifyWallet: false,
        notifyInvite: true,
        showStep: false,
      },
      member.accessToken,
    );
    expect(off.status).toBe(0);
    expect(
      (await call(t.app, ENDPOINTS.claim, { questId: quest }, member.accessToken)).status,
    ).toBe(0);
    expect(
      (await call(t.app, ENDPOINTS.kycSubmit, kycApplication, member.accessToken)).status,
    ).toBe(0);
    expect(await messages(member.accessToken)).toEqual([]);
  });
});
