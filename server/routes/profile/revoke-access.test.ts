// Taking an account back (issue 10, item 2): after a password reset, a password change or an email
// change, nothing handed out before still works: not the /reback and game sign-on codes, not the
// e-mailed codes, not the other sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS, type StatusName } from '../../../src/shared/api/status-codes.ts';
import {
  SignOnCodeSchema,
  ThirdTokenSchema,
} from '../../../src/features/account/api/schemas/account.ts';
import { manualClock } from '../../clock.ts';
import { SEED_PARTNERS } from '../../db/seed-data.ts';
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
let t: TestApp;
let starfallId: number;
beforeAll(async () => {
  t = await createTestApp({ clock, config: { codeSendsPerAddressPerHour: 1000 } });
  const [game] = await t.testDb.db.query<{ id: number }>(
    `SELECT id FROM games WHERE slug = 'starfall-tactics'`,
  );
  starfallId = game!.id;
});
afterAll(async () => {
  await t?.close();
});

const STARFALL_SECRET = SEED_PARTNERS.find((p) => p.gameSlug === 'starfall-tactics')!.secret;
const PASSWORD = 'Before#2026pass';
const NEW_PASSWORD = 'After#2026pass';
let counter = 0;
const freshEmail = (label: string) => `${label}-${(counter += 1)}@revoke.test`;
const expectStatus = (actual: number, name: StatusName) => expect(actual).toBe(STATUS[name].code);

async function call(endpoint: { path: string }, payload: unknown, accessToken?: string) {
  return envelopeOf(await post(t.app, endpoint.path, payload, accessToken));
}

/**
 * A member with two sessions ("this" one, which will make the change, and another) and, issued
 * before the change, a /reback code, a game sign-on code and an e-mailed Login code.
 */
async function memberWithAccess(label: string) {
  const email = freshEmail(label);
  const self = (await signUpMember(t.app, email, PASSWORD)).access_token;
  const other = (await login(t.app, email, PASSWORD)).access_token;
  const reback = SignOnCodeSchema.parse((await call(ENDPOINTS.issueRebackCode, {}, other)).data);
  const game = ThirdTokenSchema.parse(
    (await call(ENDPOINTS.getThirdToken, { gameId: starfallId, authorize: true }, other)).data,
  );
  const loginCode = await requestCode(t.app, email, 'Login');
  return { email, self, other, rebackCode: reback.code, gameCode: game.code, loginCode };
}

type Access = Awaited<ReturnType<typeof memberWithAccess>>;

const isSignedIn = async (accessToken: string) =>
  envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, accessToken)).status === 0;

async function expectCodesRefused(access: Access, email = access.email) {
  expectStatus(
    (await call(ENDPOINTS.reback, { code: access.rebackCode })).status,
    'SignOnCodeInvalid',
  );
  const game = await call(ENDPOINTS.checkThirdToken, {
    gameId: starfallId,
    code: access.gameCode,
    secret: STARFALL_SECRET,
  });
  expectStatus(game.status, 'SignOnCodeInvalid');
  const byCode = await call(ENDPOINTS.loginByCode, { email, code: access.loginCode });
  expectStatus(byCode.status, 'VerificationCodeExpired');
}

describe('codes and sessions issued before', () => {
  it('all stop working after a password reset, this device included', async () => {
    const access = await memberWithAccess('reset');
    const code = await requestCode(t.app, access.email, 'ResetPassword');
    const reset = await call(ENDPOINTS.resetPassword, {
      email: access.email,
      code,
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(0);
    await expectCodesRefused(access);
    expect(await isSignedIn(access.self)).toBe(false);
    expect(await isSignedIn(access.other)).toBe(false);
  });

  it('stop working after a password change, except the session that made it', async () => {
    const access = await memberWithAccess('change');
    const changed = await call(
      ENDPOINTS.changePassword,
      { oldPassword: PASSWORD, password: NEW_PASSWORD },
      access.self,
    );
    expect(changed.status).toBe(0);
    await expectCodesRefused(access);
    expect(await isSignedIn(access.self)).toBe(true);
    expect(await isSignedIn(access.other)).toBe(false);
  });

  it('stop working after an email change, except the session that made it', async () => {
    const access = await memberWithAccess('move');
    const newEmail = freshEmail('moved');
    const asked = await call(
      ENDPOINTS.verificationCode,
      { email: newEmail, codeType: 'Authorize' },
      access.self,
    );
    expect(asked.status).toBe(0);
    const changed = await call(
      ENDPOINTS.changeEmail,
      { email: newEmail, code: await codeFromOutbox(t.app, newEmail), password: PASSWORD },
      access.self,
    );
    expect(changed.status).toBe(0);
    await expectCodesRefused(access);
    expect(await isSignedIn(access.self)).toBe(true);
    expect(await isSignedIn(access.other)).toBe(false);
  });

  it('still work when nothing changed', async () => {
    const access = await memberWithAccess('control');
    expect((await call(ENDPOINTS.reback, { code: access.rebackCode })).status).toBe(0);
    const game = await call(ENDPOINTS.checkThirdToken, {
      gameId: starfallId,
      code: access.gameCode,
      secret: STARFALL_SECRET,
    });
    expect(game.status).toBe(0);
    const byCode = await call(ENDPOINTS.loginByCode, {
      email: access.email,
      code: access.loginCode,
    });
    expect(byCode.status).toBe(0);
    expect(await isSignedIn(access.other)).toBe(true);
  });
});
