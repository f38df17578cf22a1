// MemberInviteList (docs/product/profile.md): the members who signed up with my invite link, newest first, paged;
// `total` is my invited count. Nobody else's invitees, and no email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { InviteeListSchema } from '../../../src/features/profile/api/schemas/invite-reward.ts';
import { MemberInfoSchema } from '../../../src/shared/api/schemas/member.ts';
import { SECOND_MS, manualClock } from '../../clock.ts';
import {
  createTestApp,
  envelopeOf,
  get,
  post,
  requestCode,
  signUpMember,
  type TestApp,
} from '../../test-support/test-app.ts';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, config: { codeSendsPerAddressPerHour: 1000 } });
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Inviter#2026pass';
let counter = 0;
const freshEmail = (label: string) => `${label}-${(counter += 1)}@invite.test`;

async function inviteCodeOf(accessToken: string): Promise<string> {
  const body = envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, accessToken));
  return MemberInfoSchema.parse(body.data).inviteCode;
}

async function signUpInvitedBy(inviteCode: string, label: string): Promise<void> {
  const email = freshEmail(label);
  const code = await requestCode(t.app, email, 'Register');
  const body = envelopeOf(
    await post(t.app, ENDPOINTS.register.path, { email, password: PASSWORD, code, inviteCode }),
  );
  expect(body.status).toBe(0);
  clock.advance(SECOND_MS);
}

const list = async (accessToken: string, page: number, size: number) =>
  envelopeOf(await post(t.app, ENDPOINTS.memberInviteList.path, { page, size }, accessToken));

describe('POST /api/Member/MemberInviteList', () => {
  it('pages my invitees newest first, with the invited count as total, and no emails', async () => {
    const inviter = await signUpMember(t.app, freshEmail('inviter'), PASSWORD);
    const code = await inviteCodeOf(inviter.access_token);
    for (let i = 0; i < 12; i += 1) await signUpInvitedBy(code, `friend${i}`);
    // Someone else's invitee is not mine.
    const other = await signUpMember(t.app, freshEmail('other'), PASSWORD);
    await signUpInvitedBy(await inviteCodeOf(other.access_token), 'notmine');

    const first = await list(inviter.access_token, 1, 10);
    expect(first.status).toBe(0);
    expect(first.total).toBe(12);
    const firstPage = InviteeListSchema.parse(first.data);
    expect(firstPage).toHaveLength(10);
    expect(firstPage[0]!.nickname).toBe('friend11-13');
    expect(JSON.stringify(first.data)).not.toContain('@');
    const second = InviteeListSchema.parse((await list(inviter.access_token, 2, 10)).data);
    expect(second.map((m) => m.nickname)).toEqual(['friend1-3', 'friend0-2']);
    // The popup asks with page 1, size 1: only the count matters there.
    expect((await list(inviter.access_token, 1, 1)).total).toBe(12);
  });

  it('answers an empty list for a member nobody joined through, and needs a signed-in member', async () => {
    const loner = await signUpMember(t.app, freshEmail('loner'), PASSWORD);
    const body = await list(loner.access_token, 1, 10);
    expect(body).toMatchObject({ status: 0, data: [], total: 0 });
    const anonymous = await post(t.app, ENDPOINTS.memberInviteList.path, { page: 1, size: 10 });
    expect(anonymous.statusCode).toBe(401);
    for (const payload of [{ page: 0, size: 10 }, { page: 1, size: 0 }, { page: 1 }, {}])
      expect(
        envelopeOf(await post(t.app, ENDPOINTS.memberInviteList.path, payload, loner.access_token))
          .status,
      ).toBe(1001);
  });
});
