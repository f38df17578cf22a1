// Issue 16 item 1's concurrency target: 50 concurrent sets of one favourite leave one row and every
// answer is the same success; a burst of mixed sets ends in one of the states asked for, never an
// error. A fresh member per trial, one database.
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { PartneredGameListSchema } from '../../../src/features/explore/api/schemas/favorite.ts';
import { envelopeOf, get, post } from '../../test-support/test-app.ts';
import { makeMember } from '../../test-support/quest-helpers.ts';
import { concurrencyApps } from '../../test-support/second-app.ts';
import { burst } from '../../test-support/burst.ts';

const TRIALS = 10;
const CONCURRENT = 50;

const t = concurrencyApps();
let gameId = 0;
beforeAll(async () => {
  const body = envelopeOf(await get(t.app, ENDPOINTS.partneredGames.path));
  gameId = PartneredGameListSchema.parse(body.data)[0]!.id;
}, 60_000);

const rowsOf = async (memberId: number) =>
  (
    await t.testDb.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM member_favourite_games WHERE member_id = $1 AND game_id = $2',
      [memberId, gameId],
    )
  )[0]!.n;

describe('GameAddToFavorite under concurrency', () => {
  it(`${CONCURRENT} concurrent sets × ${TRIALS} trials → one row, every answer a success`, async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const member = await makeMember(t.testDb.db);
      const answers = await burst(CONCURRENT, () =>
        post(
          t.app,
          ENDPOINTS.gameAddToFavorite.path,
          { gameId, favorite: true },
          member.accessToken,
        ),
      );
      for (const answer of answers) {
        expect(envelopeOf(answer)).toMatchObject({ status: 0, data: { gameId, favorite: true } });
      }
      expect(await rowsOf(member.id)).toBe(1);
    }
  }, 120_000);

  it('a burst of mixed sets ends in 0 or 1 row and never fails', async () => {
    const member = await makeMember(t.testDb.db);
    const answers = await burst(CONCURRENT, (i) =>
      post(
        t.app,
        ENDPOINTS.gameAddToFavorite.path,
        { gameId, favorite: i % 2 === 0 },
        member.accessToken,
      ),
    );
    for (const answer of answers) expect(envelopeOf(answer).status).toBe(0);
    expect([0, 1]).toContain(await rowsOf(member.id));
  }, 60_000);
});
