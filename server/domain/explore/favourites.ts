// A member's favourite games (issue 16 item 1, decision 047): a set, not a toggle, so a retry or two
// racing taps end in the state asked for last, never a flip.
import type { Db } from '../../db/db.ts';
import { ApiError } from '../../http/envelope.ts';
import type { FavoriteResult } from '../../../src/features/explore/api/schemas/favorite.ts';

/**
 * Stores `favorite` for the member's game. The primary key makes the insert idempotent under races
 * (ON CONFLICT DO NOTHING), so no lock is needed: fifty concurrent sets leave one row. Only an
 * active game may become a favourite; unmarking works on any, so nothing gets stuck.
 */
export async function setFavourite(
  db: Db,
  memberId: number,
  gameId: number,
  favorite: boolean,
  now: Date,
): Promise<FavoriteResult> {
  if (!favorite) {
    await db.query('DELETE FROM member_favourite_games WHERE member_id = $1 AND game_id = $2', [
      memberId,
      gameId,
    ]);
    return { gameId, favorite };
  }
  const inserted = await db.query<{ game_id: number }>(
    `INSERT INTO member_favourite_games (member_id, game_id, created_at)
       SELECT $1, g.id, $3 FROM games g WHERE g.id = $2 AND g.status = 'Active'
     ON CONFLICT (member_id, game_id) DO NOTHING
     RETURNING game_id`,
    [memberId, gameId, now],
  );
  if (inserted.length === 0) {
    // Nothing inserted: either it was a favourite already, or there is no such active game.
    const known = await db.query(`SELECT 1 FROM games WHERE id = $1 AND status = 'Active'`, [
      gameId,
    ]);
    if (known.length === 0) throw new ApiError('GameNotExist');
  }
  return { gameId, favorite };
}

/** The ids of the member's favourite games. */
export async function favouriteGameIds(db: Db, memberId: number): Promise<Set<number>> {
  const rows = await db.query<{ game_id: number }>(
    'SELECT game_id FROM member_favourite_games WHERE member_id = $1',
    [memberId],
  );
  return new Set(rows.map((r) => r.game_id));
}
