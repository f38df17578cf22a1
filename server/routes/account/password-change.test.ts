// A signed-in member changes the password: the current one proves it; other sessions end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS, type StatusName } from '../../../src/shared/api/status-codes.ts';
import { manualClock } from '../../clock.ts';
import {
  createTestApp,
  envelopeOf,
  get,
  login,
  post,
  signUpMember,
  type TestApp,
} from '../../test-support/test-app.ts';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Keeper#2026pass';
const NEW_PASSWORD = 'Changed#2026pass';
let counter = 0;
const expectStatus = (actual: number, name: StatusName) => expect(actual).toBe(STATUS[name].code);

async function call(endpoint: { path: string }, payload: unknown, accessToken?: string) {
  return envelopeOf(await post(t.app, endpoint.path, payload, accessToken));
}

/** A new member, signed in: their email and access token. */
async function newMember() {
  const email = `keeper-${(counter += 1)}@password.test`;
  const login = await signUpMember(t.app, email, PASSWORD, `10.30.0.${counter}`);
  return { email, accessToken: login.access_token };
}

const change = (accessToken: string, oldPassword: string, password: string) =>
  call(ENDPOINTS.changePassword, { oldPassword, password }, accessToken);
const isSignedIn = async (accessToken: string) =>
  envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, accessToken)).status === 0;

describe('POST /api/Member/ChangePassword', () => {
  it('sets the new password, keeps this session, ends the others, and tells the member', async () => {
    const me = await newMember();
    const other = await login(t.app, me.email, PASSWORD);
    expect((await change(me.accessToken, PASSWORD, NEW_PASSWORD)).status).toBe(0);
    expect(await isSignedIn(me.accessToken)).toBe(true);
    expect(await isSignedIn(other.access_token)).toBe(false);
    await login(t.app, me.email, NEW_PASSWORD);
    expectStatus(
      (await call(ENDPOINTS.login, { email: me.email, password: PASSWORD })).status,
      'AccountOrPasswordError',
    );
    const mails = envelopeOf(
      await get(t.app, `${ENDPOINTS.devOutbox.path}?email=${encodeURIComponent(me.email)}`),
    ).data as { subject: string }[];
    expect(mails[0]?.subject).toBe('Your GamerHub password was changed');
  });

  it('refuses a wrong current password with OldPasswordIncorrect, and the same password again', async () => {
    const me = await newMember();
    const wrong = await change(me.accessToken, 'Wrong#2026pass', NEW_PASSWORD);
    expectStatus(wrong.status, 'OldPasswordIncorrect');
    expect(wrong.message).toBe('The old password is incorrect');
    expectStatus((await change(me.accessToken, PASSWORD, PASSWORD)).status, 'PasswordSameAsOld');
    // Nothing changed: the old password still signs in.
    await login(t.app, me.email, PASSWORD);
  });

  it('checks the new password against the rule, and needs a signed-in member', async () => {
    const me = await newMember();
    for (const password of ['shor#A1', 'nouppercase#1', 'NoDigits#here', 'NoSpecial123', ''])
      expectStatus((await change(me.accessToken, PASSWORD, password)).status, 'ParameterError');
    expectStatus((await change(me.accessToken, '', NEW_PASSWORD)).status, 'PasswordEmpty');
    const anonymous = await post(t.app, ENDPOINTS.changePassword.path, {
      oldPassword: PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('counts wrong current passwords like wrong sign-ins: 5 free from an address, then a delay', async () => {
    const me = await newMember();
    for (let i = 0; i < 5; i += 1)
      expectStatus(
        (await change(me.accessToken, `Wrong#${i}pass`, NEW_PASSWORD)).status,
        'OldPasswordIncorrect',
      );
    const refused = await change(me.accessToken, PASSWORD, NEW_PASSWORD);
    expect(refused).toMatchObject({
      status: STATUS.TooManyRequests.code,
      data: { retryAfterSeconds: 60 },
    });
    clock.advance(60_000);
    expect((await change(me.accessToken, PASSWORD, NEW_PASSWORD)).status).toBe(0);
  });
});
