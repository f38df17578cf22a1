// A signed-in member changes the sign-in email: Authorize code to the new address, current password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS, type StatusName } from '../../../src/shared/api/status-codes.ts';
import { MemberInfoSchema } from '../../../src/shared/api/schemas/member.ts';
import { MINUTE_MS, manualClock } from '../../clock.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
import {
  codeFromOutbox,
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
const logTypes: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    // Every send here comes from one address; the per-address limit is tested in account-routes.
    config: { codeSendsPerAddressPerHour: 1000 },
    // The outbox's log line ends with the code type it names: "(Authorize)".
    log: (line) => {
      const type = /\((\S+)\)$/.exec(line)?.[1];
      if (type) logTypes.push(type);
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Mover#2026pass';
let counter = 0;
const freshEmail = (label: string) => `${label}-${(counter += 1)}@move.test`;
const expectStatus = (actual: number, name: StatusName) => expect(actual).toBe(STATUS[name].code);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function call(endpoint: { path: string }, payload: unknown, accessToken?: string) {
  return envelopeOf(await post(t.app, endpoint.path, payload, accessToken));
}

/** A new member, signed in: their email and access token. */
async function newMember(label: string) {
  const email = freshEmail(label);
  const { access_token: accessToken } = await signUpMember(t.app, email, PASSWORD);
  return { email, accessToken };
}

/** Asks for an Authorize code to `email` as the member; the code when one was mailed. */
async function authorizeCode(email: string, accessToken: string) {
  const body = await call(
    ENDPOINTS.verificationCode,
    { email, codeType: 'Authorize' },
    accessToken,
  );
  return { status: body.status, code: body.status === 0 ? await codeFromOutbox(t.app, email) : '' };
}

const mailsTo = async (email: string) =>
  envelopeOf(await get(t.app, `${ENDPOINTS.devOutbox.path}?email=${encodeURIComponent(email)}`))
    .data as { subject: string; text: string }[];

describe('Authorize codes (POST /api/Member/VerificationCode, codeType Authorize)', () => {
  it('go only to a signed-in member, and only to an email no account has', async () => {
    const me = await newMember('auth');
    const anonymous = await post(t.app, ENDPOINTS.verificationCode.path, {
      email: freshEmail('free'),
      codeType: 'Authorize',
    });
    expect(anonymous.statusCode).toBe(401);
    expectStatus((await authorizeCode(me.email, me.accessToken)).status, 'AccountInUse');
    expectStatus((await authorizeCode(DEMO_MEMBER.email, me.accessToken)).status, 'AccountInUse');
    const free = freshEmail('free');
    const sent = await authorizeCode(free, me.accessToken);
    expect(sent.status).toBe(0);
    expect(sent.code).toMatch(/^[0-9]{6}$/);
    expect((await mailsTo(free))[0]!.text).toContain('make this your GamerHub sign-in email');
  });
});

describe('POST /api/Member/ChangeEmail', () => {
  it('moves the sign-in to the new email, tells the old address, and keeps the session', async () => {
    const me = await newMember('move');
    const target = freshEmail('target');
    const { code } = await authorizeCode(target, me.accessToken);
    const body = await call(
      ENDPOINTS.changeEmail,
      { email: ` ${target.toUpperCase()} `, code, password: PASSWORD },
      me.accessToken,
    );
    expect(body.status).toBe(0);
    expect(MemberInfoSchema.parse(body.data).email).toBe(target);
    // The same session still works; the new email signs in, the old one no longer does.
    expect(envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, me.accessToken)).status).toBe(0);
    await login(t.app, target, PASSWORD);
    expectStatus(
      (await call(ENDPOINTS.login, { email: me.email, password: PASSWORD })).status,
      'AccountOrPasswordError',
    );
    const [notice] = await mailsTo(me.email);
    expect(notice!.subject).toBe('Your GamerHub sign-in email was changed');
    expect(notice!.text).not.toContain(target);
  });

  it('refuses a wrong password with PasswordNotMatch, and the code stays usable', async () => {
    const me = await newMember('pw');
    const target = freshEmail('target');
    const { code } = await authorizeCode(target, me.accessToken);
    const wrong = await call(
      ENDPOINTS.changeEmail,
      { email: target, code, password: 'Wrong#2026pass' },
      me.accessToken,
    );
    expectStatus(wrong.status, 'PasswordNotMatch');
    expect(wrong.message).toBe('Password not match');
    const right = await call(
      ENDPOINTS.changeEmail,
      { email: target, code, password: PASSWORD },
      me.accessToken,
    );
    expect(right.status).toBe(0);
  });

  it('checks the code: wrong, expired, single use, and of the Authorize type only', async () => {
    const me = await newMember('code');
    const target = freshEmail('target');
    const { code } = await authorizeCode(target, me.accessToken);
    const change = (payload: Record<string, unknown>) =>
      call(
        ENDPOINTS.changeEmail,
        { email: target, password: PASSWORD, ...payload },
        me.accessToken,
      );
    expectStatus((await change({ code: wrongCode(code) })).status, 'VerificationCodeError');
    clock.advance(10 * MINUTE_MS + 1);
    expectStatus((await change({ code })).status, 'VerificationCodeExpired');

    const other = freshEmail('target');
    const registerCode = await requestCode(t.app, other, 'Register');
    expectStatus(
      (
        await call(
          ENDPOINTS.changeEmail,
          { email: other, code: registerCode, password: PASSWORD },
          me.accessToken,
        )
      ).status,
      'VerificationCodeExpired',
    );
  });

  it('binds the code to the member who asked: another member can neither use it nor void it', async () => {
    const me = await newMember('owner');
    const other = await newMember('other');
    const target = freshEmail('target');
    const { code } = await authorizeCode(target, me.accessToken);
    // The other member asks for a code to the same address: theirs, not a replacement of mine.
    expect((await authorizeCode(target, other.accessToken)).status).toBe(0);
    const stolen = await call(
      ENDPOINTS.changeEmail,
      { email: target, code, password: PASSWORD },
      other.accessToken,
    );
    expect(stolen.status).not.toBe(0);
    const mine = await call(
      ENDPOINTS.changeEmail,
      { email: target, code, password: PASSWORD },
      me.accessToken,
    );
    expect(mine.status).toBe(0);
    expect(logTypes.at(-1)).toBe('Authorize');
  });

  it('refuses an email taken between the code and the change, with AccountInUse', async () => {
    const me = await newMember('race');
    const target = freshEmail('target');
    const { code } = await authorizeCode(target, me.accessToken);
    // Someone signs up with that address first.
    const registerCode = await requestCode(t.app, target, 'Register');
    expect(
      (await call(ENDPOINTS.register, { email: target, password: PASSWORD, code: registerCode }))
        .status,
    ).toBe(0);
    expectStatus(
      (
        await call(
          ENDPOINTS.changeEmail,
          { email: target, code, password: PASSWORD },
          me.accessToken,
        )
      ).status,
      'AccountInUse',
    );
  });

  it('counts wrong passwords like wrong sign-ins: 5 free from an address, then a delay', async () => {
    const me = await newMember('limit');
    const target = freshEmail('target');
    const { code } = await authorizeCode(target, me.accessToken);
    for (let i = 0; i < 5; i += 1) {
      const body = await call(
        ENDPOINTS.changeEmail,
        { email: target, code, password: `Wrong#${i}pass` },
        me.accessToken,
      );
      expectStatus(body.status, 'PasswordNotMatch');
    }
    const locked = await call(
      ENDPOINTS.changeEmail,
      { email: target, code, password: PASSWORD },
      me.accessToken,
    );
    expect(locked).toMatchObject({
      status: STATUS.TooManyRequests.code,
      data: { retryAfterSeconds: 60 },
    });
    clock.advance(MINUTE_MS);
    const changed = await call(
      ENDPOINTS.changeEmail,
      { email: target, code, password: PASSWORD },
      me.accessToken,
    );
    expect(changed.status).toBe(0);
  });

  it('needs a signed-in member and well-formed input', async () => {
    const anonymous = await post(t.app, ENDPOINTS.changeEmail.path, {
      email: freshEmail('x'),
      code: '123456',
      password: PASSWORD,
    });
    expect(anonymous.statusCode).toBe(401);
    const me = await newMember('input');
    for (const payload of [{}, { email: 'not-an-email', code: '123456', password: PASSWORD }]) {
      expectStatus(
        (await call(ENDPOINTS.changeEmail, payload, me.accessToken)).status,
        'ParameterError',
      );
    }
    const change = (payload: object) =>
      call(ENDPOINTS.changeEmail, { email: freshEmail('x'), ...payload }, me.accessToken);
    expectStatus(
      (await change({ code: '12345', password: PASSWORD })).status,
      'VerificationCodeInputError',
    );
    expectStatus((await change({ code: '123456', password: '' })).status, 'PasswordEmpty');
  });
});

describe("mails in the member's language (Accept-Language)", () => {
  it('writes the code mail and the change notice in zh-TW / zh-CN, English otherwise', async () => {
    const me = await newMember('lang');
    const sendAs = async (email: string, language: string) =>
      envelopeOf(
        await t.app.inject({
          method: 'POST',
          url: ENDPOINTS.verificationCode.path,
          payload: { email, codeType: 'Authorize' },
          headers: { authorization: `Bearer ${me.accessToken}`, 'accept-language': language },
        }),
      ).status;
    const traditional = freshEmail('tw');
    expect(await sendAs(traditional, 'zh-TW')).toBe(0);
    const [twMail] = await mailsTo(traditional);
    expect(twMail!.subject).toBe('你的 GamerHub 驗證碼');
    expect(twMail!.text).toContain('10 分鐘內有效');
    const other = freshEmail('fr');
    expect(await sendAs(other, 'fr-FR')).toBe(0);
    expect((await mailsTo(other))[0]!.subject).toBe('Your GamerHub verification code');

    const simplified = freshEmail('cn');
    expect(await sendAs(simplified, 'zh-CN,zh;q=0.9')).toBe(0);
    const code = await codeFromOutbox(t.app, simplified);
    const changed = envelopeOf(
      await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.changeEmail.path,
        payload: { email: simplified, code, password: PASSWORD },
        headers: { authorization: `Bearer ${me.accessToken}`, 'accept-language': 'zh-CN' },
      }),
    );
    expect(changed.status).toBe(0);
    expect((await mailsTo(me.email))[0]!.subject).toBe('你的 GamerHub 登录邮箱已更改');
  });
});
