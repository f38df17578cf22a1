import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS, type StatusName } from '../../../src/shared/api/status-codes.ts';
import { LoginResultSchema } from '../../../src/shared/api/schemas/member.ts';
import {
  ConnectedGameListSchema,
  GameAuthInfoSchema,
  PlatformStatusSchema,
  SignOnCodeSchema,
  ThirdTokenIdentitySchema,
  ThirdTokenSchema,
} from '../../../src/features/account/api/schemas/account.ts';
import { buildApp } from '../../app.ts';
import { MINUTE_MS, SECOND_MS, manualClock } from '../../clock.ts';
import { DEMO_MEMBER, SEED_MEMBERS, SEED_PARTNERS } from '../../db/seed-data.ts';
import type { FastifyInstance } from 'fastify';
import {
  createTestApp,
  envelopeOf,
  get,
  login,
  post,
  type TestApp,
} from '../../test-support/test-app.ts';
import { STATUS_MESSAGES } from '../../http/status-messages.ts';

const RETURN_BASE = 'http://127.0.0.1:4181/callback';
const clock = manualClock();
let t: TestApp;
let ended: FastifyInstance;
let starfallId: number;
let emberId: number;
let plainGameId: number;
let demoToken: string;

beforeAll(async () => {
  t = await createTestApp({ clock, partnerReturnBase: RETURN_BASE });
  // The same database behind a server started with BETA_ENDED=1.
  ended = await buildApp({ db: t.testDb.db, clock, config: { betaEnded: true }, log: () => {} });
  const ids = await t.testDb.db.query<{ slug: string; id: number }>('SELECT slug, id FROM games');
  const idOf = (slug: string) => ids.find((g) => g.slug === slug)!.id;
  starfallId = idOf('starfall-tactics');
  emberId = idOf('ember-realms');
  plainGameId = idOf('pixel-orchard');
  demoToken = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
});
afterAll(async () => {
  await ended?.close();
  await t?.close();
});

const secretOf = (slug: string) => SEED_PARTNERS.find((p) => p.gameSlug === slug)!.secret;
const STARFALL_SECRET = secretOf('starfall-tactics');
const expectStatus = (actual: number, name: StatusName) => expect(actual).toBe(STATUS[name].code);

async function call(
  app: FastifyInstance,
  endpoint: { path: string },
  payload: unknown,
  token?: string,
) {
  return envelopeOf(await post(app, endpoint.path, payload, token));
}

async function thirdToken(gameId: number, token = demoToken, extra: Record<string, unknown> = {}) {
  const body = await call(
    t.app,
    ENDPOINTS.getThirdToken,
    { gameId, authorize: true, ...extra },
    token,
  );
  expect(body.status).toBe(0);
  return ThirdTokenSchema.parse(body.data);
}

const redeem = (gameId: number, code: string, secret = STARFALL_SECRET, app = t.app) =>
  call(app, ENDPOINTS.checkThirdToken, { gameId, code, secret });

async function rebackCode(token = demoToken): Promise<string> {
  const body = await call(t.app, ENDPOINTS.issueRebackCode, {}, token);
  expect(body.status).toBe(0);
  return SignOnCodeSchema.parse(body.data).code;
}

describe('GET /api/Platform/Status and /api/Game/GameAuthInfo', () => {
  it('reports the beta switch', async () => {
    expect(
      PlatformStatusSchema.parse(envelopeOf(await get(t.app, ENDPOINTS.platformStatus.path)).data),
    ).toEqual({
      betaEnded: false,
      database: 'ok',
    });
    expect(
      PlatformStatusSchema.parse(envelopeOf(await get(ended, ENDPOINTS.platformStatus.path)).data),
    ).toEqual({
      betaEnded: true,
      database: 'ok',
    });
  });

  it('describes a partnered game and the scopes it asks for', async () => {
    const body = envelopeOf(
      await get(t.app, `${ENDPOINTS.gameAuthInfo.path}?gameId=${starfallId}`),
    );
    expect(GameAuthInfoSchema.parse(body.data)).toEqual({
      gameId: starfallId,
      name: 'Starfall Tactics',
      icon: 'games/starfall-tactics.svg',
      scopes: ['profile', 'wallet_balance', 'transaction_history'],
      betaEnded: false,
    });
    const whenEnded = envelopeOf(
      await get(ended, `${ENDPOINTS.gameAuthInfo.path}?gameId=${starfallId}`),
    );
    expect(GameAuthInfoSchema.parse(whenEnded.data).betaEnded).toBe(true);
  });

  it('knows only partnered games, and needs a numeric id', async () => {
    const statusFor = async (query: string) =>
      envelopeOf(await get(t.app, `${ENDPOINTS.gameAuthInfo.path}${query}`)).status;
    expectStatus(await statusFor(`?gameId=${plainGameId}`), 'GameNotExist');
    expectStatus(await statusFor('?gameId=999999'), 'GameNotExist');
    expectStatus(await statusFor('?gameId=abc'), 'ParameterError');
    expectStatus(await statusFor(''), 'ParameterError');
  });
});

describe('POST /api/Member/Reback', () => {
  it('exchanges a one-time code for a login, once', async () => {
    const code = await rebackCode();
    const body = await call(t.app, ENDPOINTS.reback, { code, state: 'STATE_x_0' });
    expect(body.status).toBe(0);
    const result = LoginResultSchema.parse(body.data);
    expect(result.uid).toBe(DEMO_MEMBER.uid);
    expect(result.access_token).not.toBe(demoToken);
    expect(
      envelopeOf(await get(t.app, ENDPOINTS.memberInfo.path, result.access_token)).status,
    ).toBe(0);
    expectStatus(
      (await call(t.app, ENDPOINTS.reback, { code, state: 'STATE_x_0' })).status,
      'SignOnCodeInvalid',
    );
  });

  it('refuses unknown and expired codes, and needs a code', async () => {
    expectStatus(
      (await call(t.app, ENDPOINTS.reback, { code: 'made-up' })).status,
      'SignOnCodeInvalid',
    );
    const code = await rebackCode();
    clock.advance(2 * MINUTE_MS + SECOND_MS);
    expectStatus((await call(t.app, ENDPOINTS.reback, { code })).status, 'SignOnCodeInvalid');
    expectStatus((await call(t.app, ENDPOINTS.reback, { state: 'x' })).status, 'ParameterError');
  });

  it('issuing a code needs a signed-in member', async () => {
    expect((await post(t.app, ENDPOINTS.issueRebackCode.path, {})).statusCode).toBe(401);
  });

  it('a code of a game sign-on is not a reback code', async () => {
    const { code } = await thirdToken(starfallId);
    expectStatus((await call(t.app, ENDPOINTS.reback, { code })).status, 'SignOnCodeInvalid');
  });

  it('refuses a member frozen after the code was issued', async () => {
    const kai = SEED_MEMBERS.find((m) => m.email === 'kai@gamerhub.test')!;
    const code = await rebackCode((await login(t.app, kai.email, kai.password)).access_token);
    await t.testDb.db.query(`UPDATE members SET status = 'Frozen' WHERE email = $1`, [kai.email]);
    try {
      expectStatus((await call(t.app, ENDPOINTS.reback, { code })).status, 'AccountDisabled');
    } finally {
      await t.testDb.db.query(`UPDATE members SET status = 'Actived' WHERE email = $1`, [
        kai.email,
      ]);
    }
  });

  it('is refused once the beta has ended, and works while it runs', async () => {
    const code = await rebackCode();
    const body = await call(ended, ENDPOINTS.reback, { code });
    expect(body).toEqual({
      status: STATUS.BetaEnded.code,
      message:
        'The beta has ended; single sign-on logins are no longer allowed ahead of the official launch',
      data: null,
    });
    // Refused before the code was looked at: it still works on a server where the beta runs.
    expect((await call(t.app, ENDPOINTS.reback, { code })).status).toBe(0);
  });
});

describe('partnered-game sign-on', () => {
  it('GetThirdToken requires authorize === true', async () => {
    for (const extra of [{}, { authorize: false }]) {
      const body = await call(
        t.app,
        ENDPOINTS.getThirdToken,
        { gameId: starfallId, ...extra },
        demoToken,
      );
      expect(body).toEqual({
        status: STATUS.AuthorizeRequired.code,
        message: 'Please authorize first',
        data: null,
      });
    }
    expectStatus(
      (
        await call(
          t.app,
          ENDPOINTS.getThirdToken,
          { gameId: starfallId, authorize: 'yes' },
          demoToken,
        )
      ).status,
      'ParameterError',
    );
    expectStatus(
      (
        await call(
          t.app,
          ENDPOINTS.getThirdToken,
          { gameId: plainGameId, authorize: true },
          demoToken,
        )
      ).status,
      'GameNotExist',
    );
    expect(
      (await post(t.app, ENDPOINTS.getThirdToken.path, { gameId: starfallId, authorize: true }))
        .statusCode,
    ).toBe(401);
  });

  it('sends the member to the registered return address, whatever the request says', async () => {
    const { code, returnUrl } = await thirdToken(starfallId, demoToken, {
      returnUrl: 'https://evil.example/steal',
      redirect_uri: 'https://evil.example/steal',
    });
    expect(returnUrl).toBe(`${RETURN_BASE}?code=${encodeURIComponent(code)}`);
    const url = new URL(returnUrl);
    expect(`${url.origin}${url.pathname}`).toBe(RETURN_BASE);
    expect([...url.searchParams.keys()]).toEqual(['code']);
  });

  it('CheckThirdToken tells the game who signed in, once', async () => {
    const { code } = await thirdToken(starfallId);
    const body = await redeem(starfallId, code);
    expect(body.status).toBe(0);
    expect(ThirdTokenIdentitySchema.parse(body.data)).toEqual({
      uid: DEMO_MEMBER.uid,
      nickname: DEMO_MEMBER.nickname,
      scopes: ['profile', 'wallet_balance', 'transaction_history'],
    });
    expectStatus((await redeem(starfallId, code)).status, 'SignOnCodeInvalid');
  });

  it('needs the game’s own secret and its own code', async () => {
    const { code } = await thirdToken(starfallId);
    const wrong = await redeem(starfallId, code, 'not-the-secret');
    expect(wrong).toEqual({
      status: STATUS.SecurityCertificationFailed.code,
      message: STATUS_MESSAGES.SecurityCertificationFailed,
      data: null,
    });
    // Another game, even with its right secret, cannot redeem Starfall's code.
    expectStatus(
      (await redeem(emberId, code, secretOf('ember-realms'))).status,
      'SignOnCodeInvalid',
    );
    expectStatus((await redeem(plainGameId, code)).status, 'GameNotExist');
    // The failed tries did not use the code up.
    expect((await redeem(starfallId, code)).status).toBe(0);
  });

  it('CheckThirdToken slows down secret guesses from one address: 10 in 15 minutes', async () => {
    const { code } = await thirdToken(starfallId);
    const guess = (secret: string, remoteAddress: string) =>
      t.app
        .inject({
          method: 'POST',
          url: ENDPOINTS.checkThirdToken.path,
          payload: { gameId: starfallId, code, secret },
          remoteAddress,
        })
        .then(envelopeOf);
    for (let i = 0; i < 10; i += 1)
      expectStatus((await guess(`wrong-${i}`, '10.90.0.1')).status, 'SecurityCertificationFailed');
    expect(await guess(STARFALL_SECRET, '10.90.0.1')).toMatchObject({
      status: STATUS.TooManyRequests.code,
      data: { retryAfterSeconds: 15 * 60 },
    });
    // The game's own server, elsewhere, is not held up.
    expect((await guess(STARFALL_SECRET, '10.90.0.2')).status).toBe(0);
  });

  it('codes expire after 2 minutes', async () => {
    const { code } = await thirdToken(starfallId);
    clock.advance(2 * MINUTE_MS + SECOND_MS);
    expectStatus((await redeem(starfallId, code)).status, 'SignOnCodeInvalid');
  });

  it('lists connected games; revoking removes the grant and kills codes issued before', async () => {
    const luna = SEED_MEMBERS.find((m) => m.email === 'luna@gamerhub.test')!;
    const token = (await login(t.app, luna.email, luna.password)).access_token;
    const list = async () =>
      ConnectedGameListSchema.parse(
        envelopeOf(await get(t.app, ENDPOINTS.connectedGames.path, token)).data,
      );
    expect(await list()).toEqual([]);

    const before = await thirdToken(starfallId, token);
    clock.advance(SECOND_MS);
    await thirdToken(emberId, token);
    const connected = await list();
    expect(connected.map((g) => g.gameId)).toEqual([emberId, starfallId]);
    expect(connected[1]).toMatchObject({
      name: 'Starfall Tactics',
      icon: 'games/starfall-tactics.svg',
      scopes: ['profile', 'wallet_balance', 'transaction_history'],
    });
    expect(Date.parse(connected[1]!.grantedAt)).toBe(clock.now().getTime() - SECOND_MS);

    expect((await call(t.app, ENDPOINTS.revokeGame, { gameId: starfallId }, token)).status).toBe(0);
    expect((await list()).map((g) => g.gameId)).toEqual([emberId]);
    expectStatus((await redeem(starfallId, before.code)).status, 'SignOnCodeInvalid');

    // Authorizing again works, with a fresh code; the old one stays dead.
    const again = await thirdToken(starfallId, token);
    expectStatus((await redeem(starfallId, before.code)).status, 'SignOnCodeInvalid');
    expect((await redeem(starfallId, again.code)).status).toBe(0);

    // Revoking twice is harmless; an unknown game is not.
    expect((await call(t.app, ENDPOINTS.revokeGame, { gameId: emberId }, token)).status).toBe(0);
    expect((await call(t.app, ENDPOINTS.revokeGame, { gameId: emberId }, token)).status).toBe(0);
    expectStatus(
      (await call(t.app, ENDPOINTS.revokeGame, { gameId: 999999 }, token)).status,
      'GameNotExist',
    );
    expect((await list()).map((g) => g.gameId)).toEqual([starfallId]);
  });

  it('GetThirdToken is refused once the beta has ended', async () => {
    const countCodes = async () =>
      (await t.testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sign_on_codes`))[0]!
        .n;
    const before = await countCodes();
    const body = await call(
      ended,
      ENDPOINTS.getThirdToken,
      { gameId: starfallId, authorize: true },
      demoToken,
    );
    expectStatus(body.status, 'BetaEnded');
    expect(await countCodes()).toBe(before);
    // Same member, same game, server with the beta running: allowed.
    await thirdToken(starfallId);
  });

  it('stores only digests of codes and secrets', async () => {
    const { code } = await thirdToken(starfallId);
    const codes = await t.testDb.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM sign_on_codes',
    );
    expect(codes.some((r) => r.code_hash.includes(code))).toBe(false);
    const partners = await t.testDb.db.query<{ client_secret_hash: string; return_url: string }>(
      'SELECT client_secret_hash, return_url FROM partner_games ORDER BY game_id',
    );
    expect(partners).toHaveLength(2);
    for (const p of partners) {
      expect(p.client_secret_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(p.return_url).toBe(RETURN_BASE);
    }
  });
});
