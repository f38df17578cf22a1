import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS, type StatusName } from '../../../src/shared/api/status-codes.ts';
import { LoginResultSchema, MemberInfoSchema } from '../../../src/shared/api/schemas/member.ts';
import { buildApp } from '../../app.ts';
import { codeHasher, codeKey } from '../../auth/codes.ts';
import { HOUR_MS, MINUTE_MS, SECOND_MS, manualClock } from '../../clock.ts';
import { DEMO_MEMBER, SEED_MEMBERS } from '../../db/seed-data.ts';
import { migrate } from '../../db/migrate.ts';
import { CODE_SENDS_PER_ADDRESS_PER_HOUR } from '../../domain/account/verification-codes.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  codeFromOutbox,
  createTestApp,
  envelopeOf,
  get,
  login,
  post,
  requestCode as requestCodeFrom,
  type TestApp,
} from '../../test-support/test-app.ts';
import { createTestDb } from '../../test-support/test-db.ts';

const clock = manualClock();
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, log: (line) => logLines.push(line) });
});
afterAll(async () => {
  await t?.close();
});

let addressCounter = 0;
/**
 * Each code asked for from its own client address, so the many codes of this file stay clear of the
 * per-address send limit (tested on its own in 'code sends per client address').
 */
const requestCode = (app: FastifyInstance, email: string, codeType: string) => {
  addressCounter += 1;
  const address = `10.200.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
  return requestCodeFrom(app, email, codeType, address);
};

const seeded = (email: string) => SEED_MEMBERS.find((m) => m.email === email)!;
const PASSWORD = 'New#2026pass';
let counter = 0;
/** A fresh address per test, so no test runs into another's sign-in limits. */
const freshEmail = (label: string) => `${label}-${(counter += 1)}@example.test`;

async function call(endpoint: { path: string }, payload: unknown, accessToken?: string) {
  return envelopeOf(await post(t.app, endpoint.path, payload, accessToken));
}
const statusOf = async (endpoint: { path: string }, payload: unknown) =>
  (await call(endpoint, payload)).status;
const expectStatus = (actual: number, name: StatusName) => expect(actual).toBe(STATUS[name].code);

/** A wrong code that is never the right one. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function signUp(email: string, extra: Record<string, unknown> = {}) {
  const code = await requestCode(t.app, email, 'Register');
  const body = await call(ENDPOINTS.register, { email, password: PASSWORD, code, ...extra });
  expect(body.status).toBe(0);
  return LoginResultSchema.parse(body.data);
}

describe('POST /api/Member/VerificationCode', () => {
  it('mails a 6-digit code valid 10 minutes, logs it for the demo, and never answers with it', async () => {
    const email = freshEmail('send');
    const response = await post(t.app, ENDPOINTS.verificationCode.path, {
      email: `  ${email.toUpperCase()} `,
      codeType: 'Register',
    });
    expect(envelopeOf(response)).toEqual({ status: 0, message: 'Success', data: null });
    const code = await codeFromOutbox(t.app, email);
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(response.body).not.toContain(code);
    const mails = envelopeOf(await get(t.app, `${ENDPOINTS.devOutbox.path}?email=${email}`))
      .data as { to: string; subject: string; text: string }[];
    expect(mails[0]).toMatchObject({ to: email, subject: 'Your GamerHub verification code' });
    expect(mails[0]!.text).toContain('10 minutes');
    expect(logLines).toContain(`[outbox] code for ${email}: ${code} (Register)`);
  });

  it('stores only a keyed hash of the code', async () => {
    const email = freshEmail('hash');
    const code = await requestCode(t.app, email, 'Register');
    const rows = await t.testDb.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM verification_codes WHERE email = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(code);
  });

  it('refuses code types it does not send, and malformed input, with ParameterError', async () => {
    for (const payload of [
      { email: freshEmail('type'), codeType: 'Convert' },
      { email: freshEmail('type'), codeType: 'Nope' },
      { email: freshEmail('type') },
      { email: 'not-an-email', codeType: 'Register' },
    ]) {
      expectStatus(await statusOf(ENDPOINTS.verificationCode, payload), 'ParameterError');
    }
  });

  it('Register needs a free email; ResetPassword and Login need a known one', async () => {
    const send = (email: string, codeType: string) =>
      statusOf(ENDPOINTS.verificationCode, { email, codeType });
    expectStatus(await send(DEMO_MEMBER.email, 'Register'), 'EmailAlreadyExists');
    expect(
      (await call(ENDPOINTS.verificationCode, { email: DEMO_MEMBER.email, codeType: 'Register' }))
        .message,
    ).toBe('Email already exists');
    const unknown = freshEmail('unknown');
    expectStatus(await send(unknown, 'ResetPassword'), 'EmailNotExist');
    expectStatus(await send(unknown, 'Login'), 'EmailNotExist');
    expect(
      (await call(ENDPOINTS.verificationCode, { email: unknown, codeType: 'Login' })).message,
    ).toBe('Email does not exist');
    expectStatus(await send(seeded('frozen@gamerhub.test').email, 'Register'), 'AccountDisabled');
    expectStatus(
      await send(seeded('pending@gamerhub.test').email, 'Register'),
      'AccountNotActivated',
    );
  });

  it('sends at most 5 codes per email per hour', async () => {
    const email = freshEmail('quota');
    for (let i = 0; i < 5; i += 1) await requestCode(t.app, email, 'Register');
    const refused = await call(ENDPOINTS.verificationCode, { email, codeType: 'Register' });
    expectStatus(refused.status, 'TooManyCodeRequests');
    clock.advance(HOUR_MS + SECOND_MS);
    await requestCode(t.app, email, 'Register');
  });

  it('a new code supersedes the older unused one', async () => {
    const email = freshEmail('supersede');
    const first = await requestCode(t.app, email, 'Register');
    let second = await requestCode(t.app, email, 'Register');
    while (second === first) second = await requestCode(t.app, email, 'Register');
    const payload = { email, password: PASSWORD };
    expectStatus(
      await statusOf(ENDPOINTS.register, { ...payload, code: first }),
      'VerificationCodeError',
    );
    expect(await statusOf(ENDPOINTS.register, { ...payload, code: second })).toBe(0);
  });

  it('answers VerificationCodeSendFailed when the mail cannot go out, and keeps no code', async () => {
    const failing: Mailer = { kind: 'smtp', send: () => Promise.reject(new Error('550 no')) };
    const app = await buildApp({ db: t.testDb.db, mailer: failing, clock });
    try {
      const email = freshEmail('failing');
      const body = envelopeOf(
        await post(app, ENDPOINTS.verificationCode.path, { email, codeType: 'Register' }),
      );
      expectStatus(body.status, 'VerificationCodeSendFailed');
      const rows = await t.testDb.db.query('SELECT 1 FROM verification_codes WHERE email = $1', [
        email,
      ]);
      expect(rows).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('verification code lifetime', () => {
  it('expires after 10 minutes', async () => {
    const email = freshEmail('expiry');
    const code = await requestCode(t.app, email, 'Register');
    clock.advance(10 * MINUTE_MS - SECOND_MS);
    const early = freshEmail('expiry-ok');
    const earlyCode = await requestCode(t.app, early, 'Register');
    clock.advance(2 * SECOND_MS);
    expectStatus(
      await statusOf(ENDPOINTS.register, { email, password: PASSWORD, code }),
      'VerificationCodeExpired',
    );
    // A code 2 seconds old is still good.
    expect(
      await statusOf(ENDPOINTS.register, { email: early, password: PASSWORD, code: earlyCode }),
    ).toBe(0);
  });

  it('works up to the last second of its 10 minutes', async () => {
    const email = freshEmail('edge');
    const code = await requestCode(t.app, email, 'Register');
    clock.advance(10 * MINUTE_MS - SECOND_MS);
    expect(await statusOf(ENDPOINTS.register, { email, password: PASSWORD, code })).toBe(0);
  });

  it('is single use', async () => {
    const email = freshEmail('once');
    await signUp(email);
    const code = await requestCode(t.app, email, 'Login');
    expect(await statusOf(ENDPOINTS.loginByCode, { email, code })).toBe(0);
    expectStatus(await statusOf(ENDPOINTS.loginByCode, { email, code }), 'VerificationCodeExpired');
  });

  it('dies after 5 wrong tries, even for the right code afterwards', async () => {
    const email = freshEmail('tries');
    await signUp(email);
    const code = await requestCode(t.app, email, 'Login');
    for (let i = 0; i < 5; i += 1) {
      expectStatus(
        await statusOf(ENDPOINTS.loginByCode, { email, code: wrongCode(code) }),
        'VerificationCodeError',
      );
    }
    expectStatus(await statusOf(ENDPOINTS.loginByCode, { email, code }), 'VerificationCodeExpired');
  });

  it('belongs to its type: a Register code does not sign in', async () => {
    const email = freshEmail('type-bound');
    await signUp(email);
    const code = await requestCode(t.app, email, 'ResetPassword');
    expectStatus(await statusOf(ENDPOINTS.loginByCode, { email, code }), 'VerificationCodeExpired');
  });
});

describe('POST /api/Member/Register', () => {
  it('creates an activated member, signed in for the first time', async () => {
    const email = freshEmail('new');
    const result = await signUp(email);
    expect(result.firstLogin).toBe(true);
    const info = MemberInfoSchema.parse(
      envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, result.access_token)).data,
    );
    expect(info).toMatchObject({
      uid: result.uid,
      email,
      status: 'Actived',
      phone: null,
      level: 0,
    });
    expect(info.nickname).toBe(email.split('@')[0]!.slice(0, 12));
    expect(info.inviteCode).toMatch(/^GH[A-Z0-9]{6}$/);
    expect((await login(t.app, email, PASSWORD)).firstLogin).toBe(false);
  });

  it("stores the device's time zone sent with the sign-up; one it cannot store leaves UTC", async () => {
    const zoneOf = async (email: string) =>
      (
        await t.testDb.db.query<{ time_zone: string }>(
          'SELECT time_zone FROM members WHERE email = $1',
          [email],
        )
      )[0]?.time_zone;
    const taipei = freshEmail('taipei');
    await signUp(taipei, { timeZone: 'asia/taipei' });
    expect(await zoneOf(taipei)).toBe('Asia/Taipei');
    const unknown = freshEmail('nowhere');
    await signUp(unknown, { timeZone: 'Mars/Olympus' });
    expect(await zoneOf(unknown)).toBe('UTC');
    const none = freshEmail('nozone');
    await signUp(none);
    expect(await zoneOf(none)).toBe('UTC');
  });

  it('binds the inviter when the invite code matches', async () => {
    const invited = freshEmail('invited');
    await signUp(invited, { inviteCode: DEMO_MEMBER.inviteCode.toLowerCase() });
    const rows = await t.testDb.db.query<{ email: string; inviter: string | null }>(
      `SELECT m.email, i.email AS inviter FROM members m LEFT JOIN members i ON i.id = m.invited_by
        WHERE m.email = $1`,
      [invited],
    );
    expect(rows).toEqual([{ email: invited, inviter: DEMO_MEMBER.email }]);
  });

  it('refuses an unknown invite code, creating nothing and keeping the code good', async () => {
    const stray = freshEmail('stray');
    const code = await requestCode(t.app, stray, 'Register');
    const refused = await call(ENDPOINTS.register, {
      email: stray,
      password: PASSWORD,
      code,
      inviteCode: 'NOSUCH01',
    });
    expect(refused.status).toBe(STATUS.InviteCodeNotExist.code);
    const none = await t.testDb.db.query('SELECT 1 FROM members WHERE email = $1', [stray]);
    expect(none).toEqual([]);
    // Corrected (here: left empty), the same mailed code signs the member up.
    const body = await call(ENDPOINTS.register, { email: stray, password: PASSWORD, code });
    expect(body.status).toBe(0);
  });

  it('checks the password rule, the code format and the code', async () => {
    const email = freshEmail('rules');
    const code = await requestCode(t.app, email, 'Register');
    for (const password of [
      'Sh#rt1a',
      'alllower#2026',
      'ALLUPPER#2026',
      'NoDigits#here',
      'NoSpecial2026',
    ]) {
      expectStatus(await statusOf(ENDPOINTS.register, { email, password, code }), 'ParameterError');
    }
    // The catalogue's own words for a code that is not six digits and for an empty password.
    for (const bad of ['12345', '1234567', 'abcdef', ''])
      expectStatus(
        await statusOf(ENDPOINTS.register, { email, password: PASSWORD, code: bad }),
        'VerificationCodeInputError',
      );
    expectStatus(
      await statusOf(ENDPOINTS.register, { email, password: '', code }),
      'PasswordEmpty',
    );
    expectStatus(await statusOf(ENDPOINTS.login, { email, password: '' }), 'PasswordEmpty');
    expectStatus(await statusOf(ENDPOINTS.login, { email }), 'ParameterError');
    expectStatus(
      await statusOf(ENDPOINTS.register, { email, password: PASSWORD, code: wrongCode(code) }),
      'VerificationCodeError',
    );
    // Exactly 8 characters is enough.
    expect(await statusOf(ENDPOINTS.register, { email, password: 'short#A1', code })).toBe(0);
  });

  it('lets exactly one of five concurrent sign-ups with the same email win', async () => {
    const email = freshEmail('race');
    const code = await requestCode(t.app, email, 'Register');
    const bodies = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(ENDPOINTS.register, { email, password: PASSWORD, code }),
      ),
    );
    const statuses = bodies.map((b) => b.status).sort((a, b) => a - b);
    expect(statuses).toEqual([0, ...Array(4).fill(STATUS.EmailAlreadyExists.code)]);
    const [count] = await t.testDb.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM members WHERE email = $1',
      [email],
    );
    expect(count!.n).toBe(1);
  });

  it('refuses an existing email, telling a disabled or inactive account apart', async () => {
    const payload = { password: PASSWORD, code: '123456' };
    expectStatus(
      await statusOf(ENDPOINTS.register, { ...payload, email: DEMO_MEMBER.email }),
      'EmailAlreadyExists',
    );
    expectStatus(
      await statusOf(ENDPOINTS.register, { ...payload, email: 'frozen@gamerhub.test' }),
      'AccountDisabled',
    );
    expectStatus(
      await statusOf(ENDPOINTS.register, { ...payload, email: 'closed@gamerhub.test' }),
      'AccountDisabled',
    );
    expectStatus(
      await statusOf(ENDPOINTS.register, { ...payload, email: 'pending@gamerhub.test' }),
      'AccountNotActivated',
    );
  });
});

describe('POST /api/Member/LoginByCode', () => {
  it('signs in with a Login code', async () => {
    const email = freshEmail('code-login');
    const { uid } = await signUp(email);
    const code = await requestCode(t.app, email, 'Login');
    const body = await call(ENDPOINTS.loginByCode, {
      email: email.toUpperCase(),
      code: ` ${code} `,
    });
    expect(body.status).toBe(0);
    expect(LoginResultSchema.parse(body.data)).toMatchObject({ uid, firstLogin: false });
  });

  it('tells a frozen or inactive account only after a good code', async () => {
    const frozen = seeded('frozen@gamerhub.test');
    const pending = seeded('pending@gamerhub.test');
    expectStatus(
      await statusOf(ENDPOINTS.loginByCode, { email: frozen.email, code: '000000' }),
      'VerificationCodeExpired',
    );
    const frozenCode = await requestCode(t.app, frozen.email, 'Login');
    expectStatus(
      await statusOf(ENDPOINTS.loginByCode, { email: frozen.email, code: frozenCode }),
      'AccountDisabled',
    );
    const pendingCode = await requestCode(t.app, pending.email, 'Login');
    expectStatus(
      await statusOf(ENDPOINTS.loginByCode, { email: pending.email, code: pendingCode }),
      'AccountNotActivated',
    );
  });
});

describe('POST /api/Member/ResetPassword', () => {
  it('sets the new password and ends every session; the old password stops working', async () => {
    const email = freshEmail('reset');
    const first = await signUp(email);
    const second = await login(t.app, email, PASSWORD);
    const code = await requestCode(t.app, email, 'ResetPassword');
    const newPassword = 'Fresh#2027word';
    expect(await statusOf(ENDPOINTS.resetPassword, { email, code, password: newPassword })).toBe(0);
    for (const session of [first, second]) {
      expect(
        envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, session.access_token)),
      ).toMatchObject({
        status: STATUS.TokenLogout.code,
        tokenInvalid: true,
      });
    }
    expectStatus(
      await statusOf(ENDPOINTS.login, { email, password: PASSWORD }),
      'AccountOrPasswordError',
    );
    await login(t.app, email, newPassword);
    expectStatus(
      await statusOf(ENDPOINTS.resetPassword, { email, code, password: 'Other#2028word' }),
      'VerificationCodeExpired',
    );
  });

  it('refuses the old password as the new one, and the code stays usable', async () => {
    const email = freshEmail('same');
    await signUp(email);
    const code = await requestCode(t.app, email, 'ResetPassword');
    const same = await call(ENDPOINTS.resetPassword, { email, code, password: PASSWORD });
    expect(same).toEqual({
      status: STATUS.PasswordSameAsOld.code,
      message: 'The new password cannot equal the old one',
      data: null,
    });
    expect(
      await statusOf(ENDPOINTS.resetPassword, { email, code, password: 'Other#2028word' }),
    ).toBe(0);
  });

  it('checks the code before comparing passwords, and the new password against the rule', async () => {
    const email = freshEmail('reset-order');
    await signUp(email);
    const code = await requestCode(t.app, email, 'ResetPassword');
    expectStatus(
      await statusOf(ENDPOINTS.resetPassword, { email, code: wrongCode(code), password: PASSWORD }),
      'VerificationCodeError',
    );
    expectStatus(
      await statusOf(ENDPOINTS.resetPassword, { email, code, password: 'weakpassword' }),
      'ParameterError',
    );
  });
});

describe('code sends per client address', () => {
  const LIMIT = CODE_SENDS_PER_ADDRESS_PER_HOUR;
  /** Asks for a code from `address`, as `accessToken`'s member when given (Authorize needs one). */
  const sendFrom = async (
    address: string,
    email: string,
    codeType: string,
    accessToken?: string,
    app: FastifyInstance = t.app,
  ) =>
    envelopeOf(
      await app.inject({
        method: 'POST',
        url: ENDPOINTS.verificationCode.path,
        payload: { email, codeType },
        remoteAddress: address,
        headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
      }),
    ).status;
  const storedCodes = async (email: string) =>
    (await t.testDb.db.query('SELECT 1 FROM verification_codes WHERE email = $1', [email])).length;
  const mailsTo = async (email: string) =>
    (envelopeOf(await get(t.app, `${ENDPOINTS.devOutbox.path}?email=${email}`)).data as unknown[])
      .length;

  it('is the documented 20 an hour', () => {
    expect(LIMIT).toBe(20);
  });

  it(`mails at most ${LIMIT} codes an hour from one address, across emails and every code type`, async () => {
    const address = '10.1.0.1';
    const loginMember = freshEmail('per-address-login');
    const resetMember = freshEmail('per-address-reset');
    await signUp(loginMember);
    const { access_token: accessToken } = await signUp(resetMember);
    // Refused for other reasons than the email: nothing is mailed, so nothing counts.
    expectStatus(await sendFrom(address, 'not-an-email', 'Login'), 'ParameterError');
    expectStatus(await sendFrom(address, freshEmail('x'), 'Authorize'), 'TokenNotExist');

    const emails: string[] = [];
    expect(await sendFrom(address, loginMember, 'Login')).toBe(0);
    expect(await sendFrom(address, resetMember, 'ResetPassword')).toBe(0);
    emails.push(loginMember, resetMember, freshEmail('per-address-move'));
    expect(await sendFrom(address, emails[2]!, 'Authorize', accessToken)).toBe(0);
    while (emails.length < LIMIT) {
      const email = freshEmail('per-address');
      emails.push(email);
      expect(await sendFrom(address, email, 'Register')).toBe(0);
    }
    expect(new Set(emails).size).toBe(LIMIT);

    // The 21st email, of any type, is refused: not mailed, no code stored.
    const refused = freshEmail('per-address-21st');
    expectStatus(await sendFrom(address, refused, 'Register'), 'TooManyCodeRequests');
    expect(await storedCodes(refused)).toBe(0);
    expect(await mailsTo(refused)).toBe(0);
    expectStatus(await sendFrom(address, loginMember, 'Login'), 'TooManyCodeRequests');
    expectStatus(await sendFrom(address, resetMember, 'ResetPassword'), 'TooManyCodeRequests');
    const move = freshEmail('per-address-move');
    expectStatus(await sendFrom(address, move, 'Authorize', accessToken), 'TooManyCodeRequests');
    expect(await storedCodes(move)).toBe(0);

    // Another address is not affected, and the codes already mailed still work.
    expect(await sendFrom('10.1.0.2', refused, 'Register')).toBe(0);
    const code = await codeFromOutbox(t.app, emails[3]!);
    expect(await statusOf(ENDPOINTS.register, { email: emails[3], password: PASSWORD, code })).toBe(
      0,
    );

    // Once the hour has passed, the address may send again.
    clock.advance(HOUR_MS + SECOND_MS);
    expect(await sendFrom(address, freshEmail('per-address-later'), 'Register')).toBe(0);
  });

  it('counts answers that tell known from unknown emails like sends, whatever the email', async () => {
    const address = '10.1.4.1';
    const { access_token: accessToken } = await signUp(freshEmail('per-address-lookup'));
    const known = freshEmail('per-address-known');
    await signUp(known);
    const mailedBefore = await mailsTo(known);
    // An address testing a list of emails: unknown ones for Login and ResetPassword, taken ones
    // for Register and Authorize.
    for (let i = 0; i < LIMIT; i += 1) {
      const [email, codeType, refusal] = [
        [freshEmail('nobody'), 'Login', 'EmailNotExist'],
        [freshEmail('nobody'), 'ResetPassword', 'EmailNotExist'],
        [DEMO_MEMBER.email, 'Register', 'EmailAlreadyExists'],
        [DEMO_MEMBER.email, 'Authorize', 'AccountInUse'],
      ][i % 4] as [string, string, StatusName];
      expectStatus(await sendFrom(address, email, codeType, accessToken), refusal);
    }
    // Now every email gets the same answer, known or not, and nothing is mailed.
    expectStatus(await sendFrom(address, freshEmail('nobody'), 'Login'), 'TooManyCodeRequests');
    expectStatus(await sendFrom(address, known, 'Login'), 'TooManyCodeRequests');
    expectStatus(await sendFrom(address, DEMO_MEMBER.email, 'Register'), 'TooManyCodeRequests');
    expectStatus(await sendFrom(address, freshEmail('free'), 'Register'), 'TooManyCodeRequests');
    expect(await mailsTo(known)).toBe(mailedBefore);
    expect(await sendFrom('10.1.4.2', known, 'Login')).toBe(0);
  });

  it('holds under a burst of parallel sends from one address', async () => {
    const address = '10.1.1.1';
    const statuses = await Promise.all(
      Array.from({ length: LIMIT + 6 }, () =>
        sendFrom(address, freshEmail('per-address-burst'), 'Register'),
      ),
    );
    expect(statuses.filter((s) => s === 0)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === STATUS.TooManyCodeRequests.code)).toHaveLength(6);
  });

  it('keeps its counts in the database (verification_codes), so a restart does not reset them', async () => {
    const address = '10.1.2.1';
    for (let i = 0; i < LIMIT; i += 1)
      expect(await sendFrom(address, freshEmail('per-address-persist'), 'Register')).toBe(0);
    const restarted = await buildApp({ db: t.testDb.db, clock, log: () => {} });
    try {
      const status = await sendFrom(
        address,
        freshEmail('per-address-persist'),
        'Register',
        undefined,
        restarted,
      );
      expectStatus(status, 'TooManyCodeRequests');
    } finally {
      await restarted.close();
    }
  });

  it('follows the server setting codeSendsPerAddressPerHour (CODE_SENDS_PER_ADDRESS_PER_HOUR)', async () => {
    const address = '10.1.3.1';
    const strict = await buildApp({
      db: t.testDb.db,
      clock,
      log: () => {},
      config: { codeSendsPerAddressPerHour: 2 },
    });
    try {
      const send = () =>
        sendFrom(address, freshEmail('per-address-setting'), 'Register', undefined, strict);
      expect(await send()).toBe(0);
      expect(await send()).toBe(0);
      expectStatus(await send(), 'TooManyCodeRequests');
    } finally {
      await strict.close();
    }
  });
});

describe('the code key without CODE_PEPPER', () => {
  it('is kept in the database: a code mailed by one app instance works on another', async () => {
    const email = freshEmail('restart');
    const code = await requestCode(t.app, email, 'Register');
    const restarted = await buildApp({ db: t.testDb.db, clock, log: () => {} });
    try {
      // Stored under the key in server_secrets, not one held in this process's memory.
      const [row] = await t.testDb.db.query<{ code_hash: string }>(
        'SELECT code_hash FROM verification_codes WHERE email = $1',
        [email],
      );
      const stored = codeHasher(await codeKey(t.testDb.db, null));
      expect(stored.matches(`Register:${email}`, code, row!.code_hash)).toBe(true);
      const body = envelopeOf(
        await post(restarted, ENDPOINTS.register.path, { email, password: PASSWORD, code }),
      );
      expect(body.status).toBe(0);
    } finally {
      await restarted.close();
    }
  });

  it('gives way to CODE_PEPPER, which is never stored', async () => {
    const peppered = await buildApp({
      db: t.testDb.db,
      clock,
      log: () => {},
      config: { codePepper: 'test-pepper' },
    });
    try {
      const email = freshEmail('pepper');
      const code = await requestCodeFrom(peppered, email, 'Register', '10.1.3.1');
      // The app without the pepper does not read it; the peppered one does.
      expectStatus(
        await statusOf(ENDPOINTS.register, { email, password: PASSWORD, code }),
        'VerificationCodeError',
      );
      const body = envelopeOf(
        await post(peppered, ENDPOINTS.register.path, { email, password: PASSWORD, code }),
      );
      expect(body.status).toBe(0);
      const secrets = await t.testDb.db.query<{ value: string }>(
        'SELECT value FROM server_secrets',
      );
      expect(secrets.map((s) => s.value)).not.toContain('test-pepper');
    } finally {
      await peppered.close();
    }
  });

  it('is made once: servers starting together on a new database agree on it', async () => {
    const testDb = await createTestDb();
    try {
      await migrate(testDb.db);
      const keys = await Promise.all(Array.from({ length: 4 }, () => codeKey(testDb.db, null)));
      expect(keys[0]).toHaveLength(32);
      for (const key of keys) expect(key.equals(keys[0]!)).toBe(true);
      expect((await codeKey(testDb.db, null)).equals(keys[0]!)).toBe(true);
      const rows = await testDb.db.query('SELECT name FROM server_secrets');
      expect(rows).toEqual([{ name: 'code-hmac-key' }]);
    } finally {
      await testDb.cleanup();
    }
  });
});

describe('POST /api/Member/SetMemberInfo', () => {
  let accessToken: string;
  beforeAll(async () => {
    accessToken = (await signUp(freshEmail('profile'))).access_token;
  });
  const set = async (payload: unknown) => call(ENDPOINTS.setMemberInfo, payload, accessToken);

  it('changes the nickname and answers the updated MemberInfo', async () => {
    const body = await set({ nickname: '  Star Pilot ' });
    expect(body.status).toBe(0);
    expect(MemberInfoSchema.parse(body.data).nickname).toBe('Star Pilot');
    expect((await set({ nickname: '星際飛行員測試八字' })).status).toBe(STATUS.ParameterError.code);
    expect(
      MemberInfoSchema.parse((await set({ nickname: '星際飛行員測試八' })).data).nickname,
    ).toBe('星際飛行員測試八');
    expect((await set({ nickname: 'abcdefghijkl' })).status).toBe(0);
    for (const nickname of [
      'abcdefghijklm',
      '',
      '   ',
      'a\u0000b',
      'two  spaces',
      '星星星星星星abcd',
    ]) {
      expectStatus((await set({ nickname })).status, 'ParameterError');
    }
    expect((await set({ nickname: '星星星星星星abc' })).status).toBe(0);
  });

  it('refuses a nickname with a sensitive word and keeps the old one', async () => {
    expect((await set({ nickname: 'Kept Name' })).status).toBe(0);
    for (const nickname of ['TheAdmin', 'official1', '官方玩家']) {
      expectStatus((await set({ nickname })).status, 'NameSensitiveWords');
    }
    const info = envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, accessToken));
    expect(MemberInfoSchema.parse(info.data).nickname).toBe('Kept Name');
  });

  it('stores a phone with its country code in E.164, and null removes it', async () => {
    const body = await set({ phone: '+886 912-345-678' });
    expect(MemberInfoSchema.parse(body.data).phone).toBe('+886912345678');
    for (const phone of ['0912345678', '+886 12', 'phone', 12345678, '+1 555']) {
      expectStatus((await set({ phone })).status, 'ParameterError');
    }
    expect(MemberInfoSchema.parse((await set({ phone: null })).data).phone).toBeNull();
  });

  it('needs something to change, and a signed-in member', async () => {
    expectStatus((await set({})).status, 'ParameterError');
    const anonymous = await post(t.app, ENDPOINTS.setMemberInfo.path, { nickname: 'Ghost' });
    expect(anonymous.statusCode).toBe(401);
  });
});
