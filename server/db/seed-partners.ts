import type { Queryable } from './db.ts';
import { hashToken } from '../auth/tokens.ts';
import { SEED_PARTNERS } from './seed-data.ts';

/**
 * Registers the demo partnered games. Runs on every start (not only on an empty database, so a
 * database seeded before partner games existed gets them too). It adds missing partners and sets
 * their registered return address to `returnBase`; secrets and scopes of existing rows are kept.
 */
export async function seedPartnerGames(db: Queryable, returnBase: string): Promise<void> {
  for (const partner of SEED_PARTNERS) {
    await db.query(
      `INSERT INTO partner_games (game_id, return_url, client_secret_hash, scopes)
       SELECT id, $2, $3, $4::text[] FROM games WHERE slug = $1
       ON CONFLICT (game_id) DO UPDATE SET return_url = EXCLUDED.return_url`,
      [partner.gameSlug, returnBase, hashToken(partner.secret), [...partner.scopes]],
    );
  }
}
