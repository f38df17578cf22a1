// Sign-in limits per account and client address (issue 10, item 1): someone who knows an email
// and guesses passwords from their address slows down only themselves; the owner, elsewhere, signs
// in with the password, by an e-mailed code, or resets the password at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS, type StatusName } from '../../../src/shared/api/status-codes.ts';
import { buildApp } from '../../app.ts';
import { HOUR_MS, MINUTE_MS, SECOND_MS, manualClock } from '../../clock.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
import { LIMITS } from '../../domain/account/login-attempts.ts';
import type { EnvelopeBody } from '../../http/envelope.ts';
import {
  createTestApp,
  envelopeOf,
  get,
  postFrom,
  requestCode,
  signUpMember,
  type TestApp,
} from '../../test-support/test-app.ts';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  // Codes for many emails from few addresses: the per-address send limit is tested elsewhere.
  t = await createTestApp({ clock, config: { codeSendsPerAddressPerHour: 1000 } });
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Owner#2026pass';
const WRONG = 'Wrong#2026pass';
let counter = 0;
const freshEmail = (label: string) => `${label}-${(counter += 1)}@limits.test`;
const expectStatus = (actual: number, name: StatusName) => expect(actual).toBe(STATUS[name].code);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

type Answer = { body: EnvelopeBody; retryAfter: string | undefined };

async function from(address: string, endpoint: { path: string }, payload: unknown) {
  const response = await postFrom(t.app, address, endpoint.path, payload);
  const header = response.headers['retry-after'];
  return { body: envelopeOf(response), retryAfter: header === undefined ? undefined : `${header}` };
}
const passwordFrom = (address: string, email: string, password: string) =>
  from(address, ENDPOINTS.login, { email, password });

/** A refusal by a limit: TooManyRequests, with the same wait in the body and in Retry-After. */
function expectWait(answer: Answer, seconds: number) {
  expect(answer.body).toMatchObject({
    status: STATUS.TooManyRequests.code,
    data: { retryAfterSeconds: seconds },
  });
  expect(answer.retryAfter).toBe(String(seconds));
}

async function newMember(label: string) {
  const email = freshEmail(label);
  await signUpMember(t.app, email, PASSWORD, '10.99.0.1');
  return email;
}

const mailsTo = async (email: string) =>
  envelopeOf(await get(t.app, `${ENDPOINTS.devOutbox.path}?email=${encodeURIComponent(email)}`))
    .data as { subject: string; text: string }[];

describe('wrong passwords from one address', () => {
  it('do not stop the owner on another address: 50 of them, then password, code sign-in and reset at once', async () => {
    const email = await newMember('owner');
    const attacker = '10.40.0.1';
    const owner = '10.40.0.2';
    let wrongPasswords = 0;
    while (wrongPasswords < 50) {
      const { body } = await passwordFrom(attacker, email, WRONG);
      if (body.status === STATUS.AccountOrPasswordError.code) wrongPasswords += 1;
      else {
        // The attacker waits out each delay, which is all the slowing-down allows.
        expectStatus(body.status, 'TooManyRequests');
        clock.advance((body.data as { retryAfterSeconds: number }).retryAfterSeconds * SECOND_MS);
      }
    }

    expect((await passwordFrom(owner, email, PASSWORD)).body.status).toBe(0);
    const loginCode = await requestCode(t.app, email, 'Login', owner);
    expect((await from(owner, ENDPOINTS.loginByCode, { email, code: loginCode })).body.status).toBe(
      0,
    );
    const resetCode = await requestCode(t.app, email, 'ResetPassword', owner);
    const reset = await from(owner, ENDPOINTS.resetPassword, {
      email,
      code: resetCode,
      password: 'Renewed#2026pass',
    });
    expect(reset.body.status).toBe(0);
    expect((await passwordFrom(owner, email, 'Renewed#2026pass')).body.status).toBe(0);
  });

  it('are free up to 5, then wait a delay doubling from 1 minute to at most 15, said in seconds', async () => {
    const email = await newMember('delay');
    const address = '10.41.0.1';
    for (let i = 0; i < 5; i += 1)
      expectStatus(
        (await passwordFrom(address, email, WRONG)).body.status,
        'AccountOrPasswordError',
      );
    for (const minutes of [1, 2, 4, 8, 15, 15]) {
      // Even the right password waits: the delay is not a hint about the guess.
      expectWait(await passwordFrom(address, email, PASSWORD), minutes * 60);
      clock.advance(minutes * MINUTE_MS - SECOND_MS);
      expectWait(await passwordFrom(address, email, WRONG), 1);
      clock.advance(SECOND_MS);
      expectStatus(
        (await passwordFrom(address, email, WRONG)).body.status,
        'AccountOrPasswordError',
      );
    }
  });

  it('leave that address free again after a success there', async () => {
    const email = await newMember('success');
    const address = '10.42.0.1';
    for (let i = 0; i < 5; i += 1) await passwordFrom(address, email, WRONG);
    clock.advance(MINUTE_MS);
    expect((await passwordFrom(address, email, PASSWORD)).body.status).toBe(0);
    for (let i = 0; i < 5; i += 1)
      expectStatus(
        (await passwordFrom(address, email, WRONG)).body.status,
        'AccountOrPasswordError',
      );
  });

  it('slow an unknown email the same way, so a delay says nothing about whether an account exists', async () => {
    const email = freshEmail('ghost');
    for (let i = 0; i < 5; i += 1)
      expectStatus(
        (await passwordFrom('10.43.0.1', email, WRONG)).body.status,
        'AccountOrPasswordError',
      );
    expectWait(await passwordFrom('10.43.0.1', email, WRONG), 60);
  });

  it('never lock code sign-in, even from the same address', async () => {
    const email = await newMember('code-open');
    const address = '10.44.0.1';
    for (let i = 0; i < 5; i += 1) await passwordFrom(address, email, WRONG);
    expectStatus((await passwordFrom(address, email, PASSWORD)).body.status, 'TooManyRequests');
    const code = await requestCode(t.app, email, 'Login', address);
    expect((await from(address, ENDPOINTS.loginByCode, { email, code })).body.status).toBe(0);
  });

  it('hold under a burst of parallel guesses: 5 are checked, the rest wait', async () => {
    const email = await newMember('burst');
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => passwordFrom('10.45.0.1', email, WRONG)),
    );
    const statuses = answers.map((a) => a.body.status);
    expect(statuses.filter((s) => s === STATUS.AccountOrPasswordError.code)).toHaveLength(5);
    expect(statuses.filter((s) => s === STATUS.TooManyRequests.code)).toHaveLength(11);
  });
});

describe('the hourly ceiling of an account', () => {
  const { max } = LIMITS.passwordCeiling;

  /** `n` wrong passwords spread over addresses (5 each, inside their free tries). */
  async function spray(email: string, n: number, net: number) {
    for (let i = 0; i < n; i += 1)
      expectStatus(
        (await passwordFrom(`10.${net}.${Math.floor(i / 5)}.1`, email, WRONG)).body.status,
        'AccountOrPasswordError',
      );
  }

  it(`refuses password sign-in after ${max} failures an hour from all addresses, and mails the owner once`, async () => {
    expect(max).toBeLessThanOrEqual(100);
    const email = freshEmail('ceiling');
    const registered = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.register.path,
      payload: { email, password: PASSWORD, code: await requestCode(t.app, email, 'Register') },
      remoteAddress: '10.99.0.1',
      headers: { 'accept-language': 'zh-TW' },
    });
    expect(envelopeOf(registered).status).toBe(0);
    const started = clock.now().getTime();
    await spray(email, max, 50);
    clock.advance(10 * MINUTE_MS);
    const refused = await passwordFrom('10.51.0.1', email, PASSWORD);
    const wait = (refused.body.data as { retryAfterSeconds: number }).retryAfterSeconds;
    // Until the first failure is an hour old.
    expectWait(refused, (started + HOUR_MS - clock.now().getTime()) / SECOND_MS);
    expect(wait).toBe(50 * 60);
    expectStatus((await passwordFrom('10.51.0.2', email, WRONG)).body.status, 'TooManyRequests');

    const notices = (await mailsTo(email)).filter((m) => m.subject.includes('錯誤密碼'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('驗證碼');

    // The owner's mailbox still opens the account at once.
    const code = await requestCode(t.app, email, 'Login', '10.51.0.3');
    expect((await from('10.51.0.3', ENDPOINTS.loginByCode, { email, code })).body.status).toBe(0);

    clock.advance(wait * SECOND_MS);
    expect((await passwordFrom('10.51.0.1', email, PASSWORD)).body.status).toBe(0);
  });

  it('mails nobody for an unknown email, which is refused the same way', async () => {
    const email = freshEmail('ceiling-ghost');
    await spray(email, max, 52);
    expectStatus((await passwordFrom('10.53.0.1', email, WRONG)).body.status, 'TooManyRequests');
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

describe('wrong codes', () => {
  it('are limited per account and address (10 in 15 minutes), not for the owner elsewhere', async () => {
    const email = await newMember('code-guess');
    const attacker = '10.60.0.1';
    for (let round = 0; round < 2; round += 1) {
      const code = await requestCode(t.app, email, 'Login', attacker);
      for (let i = 0; i < 5; i += 1)
        expectStatus(
          (await from(attacker, ENDPOINTS.loginByCode, { email, code: wrongCode(code) })).body
            .status,
          'VerificationCodeError',
        );
    }
    const code = await requestCode(t.app, email, 'Login', attacker);
    const refused = await from(attacker, ENDPOINTS.loginByCode, { email, code });
    expectWait(refused, 15 * 60);
    expect((await from('10.60.0.2', ENDPOINTS.loginByCode, { email, code })).body.status).toBe(0);
    // Wrong codes do not slow password sign-in either.
    expect((await passwordFrom(attacker, email, PASSWORD)).body.status).toBe(0);
  });
});

describe('one client address', () => {
  it('may fail 100 times an hour, across accounts and kinds of sign-in', async () => {
    const address = '10.70.0.1';
    for (let i = 0; i < LIMITS.address.max; i += 1) {
      const { body } = await from(address, ENDPOINTS.loginByCode, {
        email: freshEmail('spray'),
        code: '123456',
      });
      expectStatus(body.status, 'VerificationCodeExpired');
    }
    expectStatus(
      (await passwordFrom(address, DEMO_MEMBER.email, DEMO_MEMBER.password)).body.status,
      'TooManyRequests',
    );
    expect(
      (await passwordFrom('10.70.0.2', DEMO_MEMBER.email, DEMO_MEMBER.password)).body.status,
    ).toBe(0);
    clock.advance(HOUR_MS + SECOND_MS);
    expect((await passwordFrom(address, DEMO_MEMBER.email, DEMO_MEMBER.password)).body.status).toBe(
      0,
    );
  });
});

it('keeps its counts in the database (sign_in_attempts), so a restart does not reset them', async () => {
  const email = freshEmail('persist');
  for (let i = 0; i < 5; i += 1) await passwordFrom('10.80.0.1', email, WRONG);
  const restarted = await buildApp({ db: t.testDb.db, clock, log: () => {} });
  try {
    const response = await restarted.inject({
      method: 'POST',
      url: ENDPOINTS.login.path,
      payload: { email, password: WRONG },
      remoteAddress: '10.80.0.1',
    });
    expectStatus(envelopeOf(response).status, 'TooManyRequests');
  } finally {
    await restarted.close();
  }
});
