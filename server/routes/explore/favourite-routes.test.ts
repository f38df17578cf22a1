// GameAddToFavorite and the favourite flag on PartneredGames (issue 16 item 1, decision 047).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import {
  FavoriteResultSchema,
  PartneredGameListSchema,
} from '../../../src/features/explore/api/schemas/favorite.ts';
import {
  createTestApp,
  envelopeOf,
  get,
  login,
  post,
  type TestApp,
} from '../../test-support/test-app.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
import { makeMember } from '../../test-support/quest-helpers.ts';

let t: TestApp;
let member = { id: 0, uid: '', accessToken: '' };
let other = { id: 0, uid: '', accessToken: '' };
let gameIds: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  member = await makeMember(t.testDb.db);
  other = await makeMember(t.testDb.db);
  const body = envelopeOf(await get(t.app, ENDPOINTS.partneredGames.path));
  gameIds = PartneredGameListSchema.parse(body.data).map((g) => g.id);
});
afterAll(async () => {
  await t?.close();
});

const setFavorite = (token: string | undefined, gameId: unknown, favorite: unknown) =>
  post(t.app, ENDPOINTS.gameAddToFavorite.path, { gameId, favorite }, token);

async function favouritesOf(token?: string): Promise<number[]> {
  const body = envelopeOf(await get(t.app, ENDPOINTS.partneredGames.path, token));
  expect(body.status).toBe(0);
  return PartneredGameListSchema.parse(body.data)
    .filter((g) => g.favorite)
    .map((g) => g.id);
}

describe('POST /api/Game/GameAddToFavorite', () => {
  it('sets and unsets a favourite; the partnered list says so for that member only', async () => {
    const [first, second] = gameIds;
    const set = envelopeOf(await setFavorite(member.accessToken, first, true));
    expect(set.status).toBe(0);
    expect(FavoriteResultSchema.parse(set.data)).toEqual({ gameId: first, favorite: true });
    envelopeOf(await setFavorite(member.accessToken, second, true));
    expect(await favouritesOf(member.accessToken)).toEqual([first, second]);
    expect(await favouritesOf(other.accessToken)).toEqual([]);
    expect(await favouritesOf()).toEqual([]);

    const unset = envelopeOf(await setFavorite(member.accessToken, first, false));
    expect(FavoriteResultSchema.parse(unset.data)).toEqual({ gameId: first, favorite: false });
    expect(await favouritesOf(member.accessToken)).toEqual([second]);
  });

  it('is a set, not a toggle: the same call twice leaves the same state', async () => {
    const game = gameIds[2]!;
    for (const favorite of [true, true, false, false]) {
      const body = envelopeOf(await setFavorite(other.accessToken, game, favorite));
      expect(body.status).toBe(0);
      expect((await favouritesOf(other.accessToken)).includes(game)).toBe(favorite);
    }
  });

  it('needs a signed-in member', async () => {
    const response = await setFavorite(undefined, gameIds[0], true);
    const body = envelopeOf(response);
    expect(body.status).toBe(STATUS.TokenNotExist.code);
  });

  it('refuses an unknown or inactive game with GameNotExist, and unmarking one is harmless', async () => {
    const unknown = envelopeOf(await setFavorite(member.accessToken, 999_999, true));
    expect(unknown.status).toBe(STATUS.GameNotExist.code);
    const [inactive] = await t.testDb.db.query<{ id: number }>(
      `SELECT id FROM games WHERE status <> 'Active' ORDER BY id LIMIT 1`,
    );
    if (inactive) {
      const body = envelopeOf(await setFavorite(member.accessToken, inactive.id, true));
      expect(body.status).toBe(STATUS.GameNotExist.code);
    }
    expect(envelopeOf(await setFavorite(member.accessToken, 999_999, false)).status).toBe(0);
  });

  it('refuses a toggle-shaped or malformed payload with ParameterError', async () => {
    for (const payload of [
      { gameId: gameIds[0] },
      { gameId: gameIds[0], favorite: 'true' },
      { gameId: '1', favorite: true },
      { gameId: 1.5, favorite: true },
      { gameId: 0, favorite: true },
    ]) {
      const response = await post(
        t.app,
        ENDPOINTS.gameAddToFavorite.path,
        payload,
        member.accessToken,
      );
      expect(envelopeOf(response).status).toBe(STATUS.ParameterError.code);
    }
  });
});

describe('GET /api/Game/PartneredGames with a bearer', () => {
  it('varies by language and by who is asking', async () => {
    const response = await get(t.app, ENDPOINTS.partneredGames.path, member.accessToken);
    expect(response.headers['vary']).toMatch(/accept-language/i);
    expect(response.headers['vary']).toMatch(/authorization/i);
  });

  it('refuses a bearer that is no longer good rather than answer as a visitor', async () => {
    const body = envelopeOf(await get(t.app, ENDPOINTS.partneredGames.path, 'not-a-token'));
    expect(body.status).not.toBe(0);
  });
});

describe('the seeded demo member', () => {
  it('has two favourites among the partnered games', async () => {
    const token = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
    expect(await favouritesOf(token)).toHaveLength(2);
  });
});
