// The demo member's favourite games (decision 047): two hearts already on, so Home shows both states.
import type { Queryable } from './db.ts';

export const DEMO_FAVOURITE_GAMES = ['starfall-tactics', 'neon-drift'] as const;

export async function insertFavouriteGames(
  tx: Queryable,
  now: Date,
  demoMemberId: number,
  gameIds: ReadonlyMap<string, number>,
): Promise<void> {
  for (const slug of DEMO_FAVOURITE_GAMES) {
    await tx.query(
      'INSERT INTO member_favourite_games (member_id, game_id, created_at) VALUES ($1, $2, $3)',
      [demoMemberId, gameIds.get(slug), now],
    );
  }
}
