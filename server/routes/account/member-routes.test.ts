import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import {
  LoginResultSchema,
  MemberInfoSchema,
  MessageListSchema,
} from '../../../src/shared/api/schemas/member.ts';
import { EnvelopeSchema } from '../../../src/shared/api/schemas/envelope.ts';
import { hashToken } from '../../auth/tokens.ts';
import { TEST_SCRYPT_PARAMS, passwordHasher } from '../../auth/password.ts';
import { INVITE_REWARD_POINTS } from '../../domain/profile/invite-rewards.ts';
import { DEMO_MEMBER, DEMO_MESSAGE_COUNT, SEED_MEMBERS } from '../../db/seed-data.ts';
import {
  createTestApp,
  envelopeOf,
  get,
  login,
  post,
  type TestApp,
} from '../../test-support/test-app.ts';
import { STATUS_MESSAGES } from '../../http/status-messages.ts';

const member = (email: string) => SEED_MEMBERS.find((m) => m.email === email)!;
const LUNA = member('luna@gamerhub.test');
const KAI = member('kai@gamerhub.test');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/Member/Login', () => {
  const attempt = async (email: string, password: string) =>
    envelopeOf(await post(t.app, ENDPOINTS.login.path, { email, password }));

  it('signs the demo member in with two distinct opaque tokens', async () => {
    const body = await attempt(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(EnvelopeSchema.parse(body).status).toBe(STATUS.Success.code);
    const result = LoginResultSchema.parse(body.data);
    expect(result.uid).toBe(DEMO_MEMBER.uid);
    expect(result.access_token).not.toBe(result.token);
    // Only digests are stored.
    const stored = await t.testDb.db.query(
      'SELECT 1 FROM sessions WHERE access_token_hash = $1 OR session_token_hash = $2',
      [result.access_token, result.token],
    );
    expect(stored).toEqual([]);
  });

  it('says firstLogin only on the very first successful sign-in', async () => {
    await t.testDb.db.query('UPDATE members SET login_count = 0 WHERE email = $1', [LUNA.email]);
    expect((await attempt(LUNA.email, 'Wrong#2026pass')).status).toBe(
      STATUS.AccountOrPasswordError.code,
    );
    expect((await login(t.app, LUNA.email, LUNA.password)).firstLogin).toBe(true);
    expect((await login(t.app, LUNA.email, LUNA.password)).firstLogin).toBe(false);
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    expect(
      (await attempt(`  ${DEMO_MEMBER.email.toUpperCase()} `, DEMO_MEMBER.password)).status,
    ).toBe(0);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const wrong = await attempt(DEMO_MEMBER.email, 'Nope#2026pass');
    const unknown = await attempt('nobody@gamerhub.test', 'Nope#2026pass');
    expect(wrong).toEqual({
      status: STATUS.AccountOrPasswordError.code,
      message: STATUS_MESSAGES.AccountOrPasswordError,
      data: null,
    });
    expect(unknown).toEqual(wrong);
  });

  it('refuses frozen, closed and not activated accounts the same whether the password is right or wrong', async () => {
    const wrong = await attempt(DEMO_MEMBER.email, 'Nope#2026pass');
    for (const email of ['frozen@gamerhub.test', 'closed@gamerhub.test', 'pending@gamerhub.test']) {
      // Only the mailbox's owner learns the status, after an e-mailed code (LoginByCode).
      expect(await attempt(email, member(email).password)).toEqual(wrong);
      expect(await attempt(email, 'Wrong#2026pass')).toEqual(wrong);
    }
  });

  it('rehashes a password stored at an older cost on the next sign-in, at the current cost', async () => {
    const { email, password } = member('kai@gamerhub.test');
    const storedHash = async () =>
      (
        await t.testDb.db.query<{ password_hash: string }>(
          'SELECT password_hash FROM members WHERE email = $1',
          [email],
        )
      )[0]!.password_hash;
    const old = await passwordHasher({ N: 2 ** 9, r: 8, p: 1 }).hash(password);
    await t.testDb.db.query('UPDATE members SET password_hash = $2 WHERE email = $1', [email, old]);
    await login(t.app, email, password);
    const rehashed = await storedHash();
    expect(rehashed.split('$').slice(1, 4)).toEqual(
      [TEST_SCRYPT_PARAMS.N, TEST_SCRYPT_PARAMS.r, TEST_SCRYPT_PARAMS.p].map(String),
    );
    await login(t.app, email, password);
    expect(await storedHash()).toBe(rehashed);
  });

  it('rejects malformed input with ParameterError', async () => {
    for (const payload of [
      {},
      { email: 'not-an-email', password: 'x' },
      { email: DEMO_MEMBER.email },
      { email: DEMO_MEMBER.email, password: 1 },
    ]) {
      const response = await post(t.app, ENDPOINTS.login.path, payload);
      expect(response.statusCode).toBe(200);
      expect(envelopeOf(response).status).toBe(STATUS.ParameterError.code);
    }
  });

  it('answers ParameterError, not a server error, to values the database cannot hold', async () => {
    const { access_token } = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const tooBig = await post(
      t.app,
      ENDPOINTS.readMessage.path,
      { id: 3_000_000_000 },
      access_token,
    );
    expect(envelopeOf(tooBig).status).toBe(STATUS.ParameterError.code);
    const nul = await post(t.app, ENDPOINTS.gameSearch.path, { keyword: 'a\u0000b' });
    expect(envelopeOf(nul).status).toBe(STATUS.ParameterError.code);
  });
});

describe('member info', () => {
  it('says what one invite earns: the points the invite reward pays (issue 28)', async () => {
    const { access_token } = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const info = MemberInfoSchema.parse(
      envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, access_token)).data,
    );
    expect(info.inviteRewardPoints).toBe(INVITE_REWARD_POINTS.toString());
  });
});

describe('bearer authentication', () => {
  it('answers a missing or non-bearer header with HTTP 401 TokenNotExist + tokenInvalid', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer ' }]) {
      const response = await t.app.inject({
        method: 'GET',
        url: ENDPOINTS.memberInfo.path,
        headers,
      });
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response)).toEqual({
        status: STATUS.TokenNotExist.code,
        message: STATUS_MESSAGES.TokenNotExist,
        data: null,
        tokenInvalid: true,
      });
    }
  });

  it('answers an unknown token with TokenInvalid + tokenInvalid', async () => {
    const response = await get(t.app, ENDPOINTS.memberInfo.path, 'made-up-token');
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toMatchObject({
      status: STATUS.TokenInvalid.code,
      tokenInvalid: true,
    });
  });

  it('does not accept the session token as a bearer', async () => {
    const { token } = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, token)).status).toBe(
      STATUS.TokenInvalid.code,
    );
  });

  it('answers an expired session with TokenExpired + tokenInvalid', async () => {
    const { access_token, token } = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await t.testDb.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE access_token_hash = $1`,
      [hashToken(access_token)],
    );
    expect(envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, access_token))).toMatchObject({
      status: STATUS.TokenExpired.code,
      tokenInvalid: true,
    });
    expect(
      envelopeOf(await post(t.app, ENDPOINTS.logout.path, { token }, access_token)).status,
    ).toBe(STATUS.TokenExpired.code);
  });

  it('ends the session of a member frozen after signing in, telling them which status', async () => {
    const { access_token } = await login(t.app, KAI.email, KAI.password);
    await t.testDb.db.query(`UPDATE members SET status = 'Frozen' WHERE email = $1`, [KAI.email]);
    try {
      expect(envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, access_token))).toMatchObject({
        status: STATUS.AccountDisabled.code,
        tokenInvalid: true,
        data: { memberStatus: 'Frozen' },
      });
    } finally {
      await t.testDb.db.query(`UPDATE members SET status = 'Actived' WHERE email = $1`, [
        KAI.email,
      ]);
    }
  });

  it('checks the bearer before the body, so a stale session is reported even with bad input', async () => {
    const response = await post(t.app, ENDPOINTS.messages.path, { page: 0 });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/Member/Logout', () => {
  it('requires the bearer’s own session token', async () => {
    const mine = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const other = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const response = await post(
      t.app,
      ENDPOINTS.logout.path,
      { token: other.token },
      mine.access_token,
    );
    expect(envelopeOf(response).status).toBe(STATUS.ParameterError.code);
    expect(envelopeOf(await post(t.app, ENDPOINTS.logout.path, {}, mine.access_token)).status).toBe(
      STATUS.ParameterError.code,
    );
    // Nothing was ended by the refused attempts.
    expect(envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, mine.access_token)).status).toBe(
      0,
    );
    expect(envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, other.access_token)).status).toBe(
      0,
    );
  });

  it('accepts the bearer itself as the token, for a login that arrived as a _token URL parameter', async () => {
    const mine = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const out = envelopeOf(
      await post(t.app, ENDPOINTS.logout.path, { token: mine.access_token }, mine.access_token),
    );
    expect(out.status).toBe(0);
    const after = envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, mine.access_token));
    expect(after).toMatchObject({ status: STATUS.TokenLogout.code, tokenInvalid: true });
  });

  it('ends that session only; its bearer then gets TokenLogout + tokenInvalid', async () => {
    const mine = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const elsewhere = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const out = envelopeOf(
      await post(t.app, ENDPOINTS.logout.path, { token: mine.token }, mine.access_token),
    );
    expect(out).toEqual({ status: 0, message: STATUS_MESSAGES.Success, data: null });

    const after = envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, mine.access_token));
    expect(after).toMatchObject({ status: STATUS.TokenLogout.code, tokenInvalid: true });
    const again = envelopeOf(
      await post(t.app, ENDPOINTS.logout.path, { token: mine.token }, mine.access_token),
    );
    expect(again).toMatchObject({ status: STATUS.TokenLogout.code, tokenInvalid: true });
    expect(
      envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, elsewhere.access_token)).status,
    ).toBe(0);
  });
});

describe('GET /api/Member/MemberInfo', () => {
  it('returns the member in the shape of MemberInfoSchema', async () => {
    const { access_token } = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const body = envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, access_token));
    const info = MemberInfoSchema.parse(body.data);
    expect(info).toMatchObject({
      uid: DEMO_MEMBER.uid,
      email: DEMO_MEMBER.email,
      nickname: DEMO_MEMBER.nickname,
      avatar: DEMO_MEMBER.avatar,
      level: DEMO_MEMBER.level,
      gact: DEMO_MEMBER.gact,
      inviteCode: DEMO_MEMBER.inviteCode,
      status: 'Actived',
      steamConnected: false,
    });
    expect(Number.isNaN(Date.parse(info.createdAt))).toBe(false);
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
  });
});

describe('POST /api/Member/Messages and ReadMessage', () => {
  let bearer: string;
  beforeAll(async () => {
    bearer = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
  });
  const page = async (p: number, size: number) =>
    envelopeOf(await post(t.app, ENDPOINTS.messages.path, { page: p, size }, bearer));

  it('pages newest first with the full count as total', async () => {
    const first = await page(1, 4);
    const messages = MessageListSchema.parse(first.data);
    expect(first.total).toBe(DEMO_MESSAGE_COUNT);
    expect(messages).toHaveLength(4);
    const times = messages.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const all = MessageListSchema.parse((await page(1, 100)).data);
    expect(all).toHaveLength(DEMO_MESSAGE_COUNT);
    expect(all.slice(0, 4)).toEqual(messages);
    const second = MessageListSchema.parse((await page(2, 4)).data);
    expect(second).toEqual(all.slice(4, 8));
    const last = await page(8, 4);
    expect(last.data).toEqual(all.slice(28));
    expect((await page(9, 4)).data).toEqual([]);
    expect((await page(9, 4)).total).toBe(DEMO_MESSAGE_COUNT);
    expect(all.some((m) => m.isRead) && all.some((m) => !m.isRead)).toBe(true);
  });

  it('rejects out-of-range paging with ParameterError', async () => {
    for (const payload of [
      { page: 0, size: 4 },
      { page: 1, size: 0 },
      { page: 1, size: 101 },
      { page: '1', size: 4 },
      { page: 1.5, size: 4 },
    ]) {
      expect(envelopeOf(await post(t.app, ENDPOINTS.messages.path, payload, bearer)).status).toBe(
        STATUS.ParameterError.code,
      );
    }
  });

  it('marks an own message read, idempotently', async () => {
    const all = MessageListSchema.parse((await page(1, 100)).data);
    const unread = all.find((m) => !m.isRead)!;
    for (let i = 0; i < 2; i++) {
      const body = envelopeOf(
        await post(t.app, ENDPOINTS.readMessage.path, { id: unread.id }, bearer),
      );
      expect(body).toEqual({ status: 0, message: STATUS_MESSAGES.Success, data: null });
    }
    const after = MessageListSchema.parse((await page(1, 100)).data);
    expect(after.find((m) => m.id === unread.id)?.isRead).toBe(true);
    expect(after.filter((m) => !m.isRead)).toHaveLength(all.filter((m) => !m.isRead).length - 1);
  });

  it('treats another member’s message as not existing, and leaves it unread', async () => {
    const [theirs] = await t.testDb.db.query<{ id: number }>(
      `SELECT msg.id FROM messages msg JOIN members m ON m.id = msg.member_id
        WHERE m.email = $1 AND msg.read_at IS NULL ORDER BY msg.id LIMIT 1`,
      [LUNA.email],
    );
    expect(theirs).toBeDefined();
    const body = envelopeOf(
      await post(t.app, ENDPOINTS.readMessage.path, { id: theirs!.id }, bearer),
    );
    expect(body.status).toBe(STATUS.DataNotExist.code);
    const [still] = await t.testDb.db.query('SELECT read_at FROM messages WHERE id = $1', [
      theirs!.id,
    ]);
    expect(still).toEqual({ read_at: null });
    expect(
      envelopeOf(await post(t.app, ENDPOINTS.readMessage.path, { id: 999_999 }, bearer)).status,
    ).toBe(STATUS.DataNotExist.code);
    expect(
      envelopeOf(await post(t.app, ENDPOINTS.readMessage.path, { id: -1 }, bearer)).status,
    ).toBe(STATUS.ParameterError.code);
  });
});
