// The game pages' content for the seeded games (decision 045): details, genres and social links.
import type { Queryable } from './db.ts';
import { SEED_GAME_DETAILS } from './seed-explore-data.ts';

export async function insertExploreContent(
  tx: Queryable,
  gameIds: Map<string, number>,
): Promise<void> {
  for (const d of SEED_GAME_DETAILS) {
    const gameId = gameIds.get(d.slug);
    if (gameId === undefined) throw new Error(`seed: no game ${d.slug}`);
    await tx.query(
      `INSERT INTO game_details (game_id, about, review_count, app_link, fallback_url)
       VALUES ($1, $2, $3, $4, $5)`,
      [gameId, d.about, d.reviewCount, d.app?.link ?? null, d.app?.fallback ?? null],
    );
    for (const [position, genre] of d.genres.entries())
      await tx.query(
        `INSERT INTO game_genres (game_id, genre, position) VALUES ($1, $2, $3)
         ON CONFLICT (game_id, genre) DO UPDATE SET position = excluded.position`,
        [gameId, genre, position],
      );
    for (const [position, link] of d.social.entries())
      await tx.query(
        'INSERT INTO game_social_links (game_id, kind, url, position) VALUES ($1, $2, $3, $4)',
        [gameId, link.kind, link.url, position],
      );
  }
}
