// ClaimInviteReward and the invited list's reward states (issue 15 item 1, decision 039): an
// invitee is pending until the email is verified and a quest is claimed, then claimable; the claim
// pays 100 points through the ledger once, a retry answers the first receipt; never for someone
// else's invitee, the inviter's own mailbox, or a mailbox already rewarded (closed and re-registered
// included), and an account closed before it was claimed is never payable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import {
  InviteeListSchema,
  InviteRewardReceiptSchema,
  type Invitee,
} from '../../../src/features/profile/api/schemas/invite-reward.ts';
import { LoginResultSchema, MemberInfoSchema } from '../../../src/shared/api/schemas/member.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import { SECOND_MS, manualClock } from '../../clock.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
import { expectLedgerConsistent } from '../../test-support/quest-helpers.ts';
import {
  createTestApp,
  envelopeOf,
  get,
  login,
  post,
  requestCode,
  signUpMember,
  type TestApp,
} from '../../test-support/test-app.ts';

const clock = manualClock();
let t: TestApp;
let questId = 0;
beforeAll(async () => {
  t = await createTestApp({ clock, config: { codeSendsPerAddressPerHour: 1000 } });
  const [row] = await t.testDb.db.query<{ id: number }>(
    `INSERT INTO quests (kind, title, description, image, reward_points, starts_at)
     VALUES ('oneTime', '{"en-US":"Welcome"}', '{"en-US":"Welcome"}', 'quests/w.svg', 5,
             now() - interval '400 days')
     RETURNING id`,
  );
  questId = row!.id;
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Inviter#2026pass';
let counter = 0;
const fresh = (label: string) => `${label}-${(counter += 1)}@reward.test`;

async function inviteCodeOf(token: string): Promise<string> {
  return MemberInfoSchema.parse(envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, token)).data)
    .inviteCode;
}

/** Signs up `email` through `inviteCode` (the emailed code verifies the mailbox): its bearer. */
async function signUpInvited(email: string, inviteCode: string): Promise<string> {
  const code = await requestCode(t.app, email, 'Register');
  const body = envelopeOf(
    await post(t.app, ENDPOINTS.register.path, { email, password: PASSWORD, code, inviteCode }),
  );
  expect(body.status).toBe(0);
  clock.advance(SECOND_MS);
  return LoginResultSchema.parse(body.data).access_token;
}

const claimQuest = async (token: string) =>
  expect(envelopeOf(await post(t.app, ENDPOINTS.claim.path, { questId }, token)).status).toBe(0);

async function invited(token: string): Promise<Invitee[]> {
  const body = envelopeOf(
    await post(t.app, ENDPOINTS.memberInviteList.path, { page: 1, size: 10 }, token),
  );
  return InviteeListSchema.parse(body.data);
}

const claim = async (token: string, inviteeId: number) =>
  envelopeOf(await post(t.app, ENDPOINTS.claimInviteReward.path, { inviteeId }, token));

async function inviter(label: string) {
  const email = fresh(label);
  const login = await signUpMember(t.app, email, PASSWORD);
  const id = MemberInfoSchema.parse(
    envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, login.access_token)).data,
  );
  return { email, token: login.access_token, code: await inviteCodeOf(login.access_token), id };
}

const memberIdOf = async (email: string) =>
  (await t.testDb.db.query<{ id: number }>('SELECT id FROM members WHERE email = $1', [email]))[0]!
    .id;

describe('POST /api/Member/ClaimInviteReward', () => {
  it('pending until a first quest is claimed, then claimable; pays 100 points once, a retry answers the first receipt', async () => {
    const me = await inviter('inviter');
    const friendToken = await signUpInvited(fresh('friend'), me.code);
    const [before] = await invited(me.token);
    expect(before!.state).toBe('pending');
    expect(before!.id).toBeGreaterThan(0);
    expect((await claim(me.token, before!.id)).status).toBe(STATUS.InviteRewardNotReady.code);

    await claimQuest(friendToken);
    expect((await invited(me.token))[0]!.state).toBe('claimable');
    const first = await claim(me.token, before!.id);
    expect(first.status).toBe(0);
    const receipt = InviteRewardReceiptSchema.parse(first.data);
    expect(receipt).toMatchObject({ inviteeId: before!.id, amount: '100', balanceAfter: '100' });
    clock.advance(SECOND_MS);
    expect(await claim(me.token, before!.id)).toEqual(first);
    expect((await invited(me.token))[0]!.state).toBe('claimed');

    const myId = await memberIdOf(me.email);
    const entries = await t.testDb.db.query<{ id: number; source: string }>(
      `SELECT id, source FROM ledger_entries WHERE member_id = $1 AND kind = 'inviteReward'`,
      [myId],
    );
    expect(entries).toEqual([{ id: receipt.entryId, source: `invitee:${before!.id}` }]);
    expect(await expectLedgerConsistent(t.testDb.db, myId)).toBe(100n);
    // One activity message for the one credit, however often the claim was sent.
    const messages = await t.testDb.db.query<{ template: string }>(
      'SELECT template FROM messages WHERE member_id = $1',
      [myId],
    );
    expect(messages).toEqual([{ template: 'invite.rewardClaimed' }]);
  });

  it("refuses someone else's invitee, an unknown id, and an unverified invitee stays pending", async () => {
    const me = await inviter('owner');
    const other = await inviter('stranger');
    const friendToken = await signUpInvited(fresh('friend'), me.code);
    await claimQuest(friendToken);
    const [friend] = await invited(me.token);
    expect((await claim(other.token, friend!.id)).status).toBe(STATUS.DataNotExist.code);
    expect((await claim(me.token, 2_000_000_000)).status).toBe(STATUS.DataNotExist.code);
    // An account that never verified its email (WaitActive) is pending, whatever it did.
    await t.testDb.db.query(`UPDATE members SET status = 'WaitActive' WHERE id = $1`, [friend!.id]);
    expect((await invited(me.token))[0]!.state).toBe('pending');
    expect((await claim(me.token, friend!.id)).status).toBe(STATUS.InviteRewardNotReady.code);
    // Closed before it was claimed: never payable.
    await t.testDb.db.query(`UPDATE members SET status = 'Close' WHERE id = $1`, [friend!.id]);
    expect((await invited(me.token))[0]!.state).toBe('ineligible');
    expect((await claim(me.token, friend!.id)).status).toBe(STATUS.InviteRewardIneligible.code);
  });

  it("never pays for the inviter's own mailbox (any case, any +tag)", async () => {
    const me = await inviter('self');
    const [local, domain] = me.email.split('@');
    const aliasToken = await signUpInvited(`${local}+alt@${domain}`, me.code);
    await claimQuest(aliasToken);
    const [alias] = await invited(me.token);
    expect(alias!.state).toBe('ineligible');
    expect((await claim(me.token, alias!.id)).status).toBe(STATUS.InviteRewardIneligible.code);
  });

  it('a mailbox is rewarded once across inviters: closed and re-registered, or a +tag alias, earns nothing more', async () => {
    const first = await inviter('first');
    const second = await inviter('second');
    const email = fresh('hopper');
    await claimQuest(await signUpInvited(email, first.code));
    const [hopper] = await invited(first.token);
    expect((await claim(first.token, hopper!.id)).status).toBe(0);
    // The account closes and gives up its address; a new account signs up on it elsewhere.
    await t.testDb.db.query(
      `UPDATE members SET status = 'Close', email = 'closed-' || id || '@gone.test' WHERE id = $1`,
      [hopper!.id],
    );
    await claimQuest(await signUpInvited(email.toUpperCase(), second.code));
    const [again] = await invited(second.token);
    expect(again!.id).not.toBe(hopper!.id);
    expect(again!.state).toBe('ineligible');
    expect((await claim(second.token, again!.id)).status).toBe(STATUS.InviteRewardIneligible.code);
    const [local, domain] = email.split('@');
    await claimQuest(await signUpInvited(`${local}+second@${domain}`, second.code));
    const [alias] = await invited(second.token);
    expect(alias!.state).toBe('ineligible');
    // The first inviter's reward is still theirs.
    expect((await invited(first.token))[0]!.state).toBe('claimed');
  });

  it('needs a signed-in member and a valid invitee id', async () => {
    const anonymous = await post(t.app, ENDPOINTS.claimInviteReward.path, { inviteeId: 1 });
    expect(anonymous.statusCode).toBe(401);
    const me = await inviter('input');
    for (const payload of [{}, { inviteeId: 0 }, { inviteeId: '1' }, { inviteeId: 1.5 }])
      expect(
        envelopeOf(await post(t.app, ENDPOINTS.claimInviteReward.path, payload, me.token)).status,
      ).toBe(STATUS.ParameterError.code);
  });
});

describe('the demo seed', () => {
  it('gives the demo member an invitee in each state, and the claimed one paid through the ledger', async () => {
    const demo = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const states = Object.fromEntries(
      (await invited(demo.access_token)).map((i) => [i.nickname, i.state]),
    );
    expect(states).toEqual({ NewComer: 'pending', KaiRunner: 'claimable', LunaByte: 'claimed' });
    const [luna] = (await invited(demo.access_token)).filter((i) => i.nickname === 'LunaByte');
    const first = await claim(demo.access_token, luna!.id);
    expect(first.status).toBe(0);
    const receipt = InviteRewardReceiptSchema.parse(first.data);
    const [entry] = await t.testDb.db.query<{ id: number; kind: string }>(
      `SELECT e.id, e.kind FROM invite_rewards r JOIN ledger_entries e ON e.id = r.ledger_entry_id
        WHERE r.invitee_id = $1`,
      [luna!.id],
    );
    expect(entry).toEqual({ id: receipt.entryId, kind: 'inviteReward' });
  });
});
