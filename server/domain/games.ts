import type { Db } from '../db/db.ts';
import { toIso } from '../db/values.ts';
import type { Game, News } from '../../src/api/schemas/game.ts';
import type { Banner } from '../../src/api/schemas/banner.ts';

export const SEARCH_LIMIT = 20;

type GameRow = {
  id: number;
  icon: string;
  name: string;
  tag: string;
  description: string;
  downloads: number;
  rating: number;
  released_at: string;
};

// released_at is cast to text: node-postgres would turn a bare `date` into a local-midnight Date.
const GAME_COLUMNS =
  'id, icon, name, tag, description, downloads, rating, released_at::text AS released_at';

function toGame(r: GameRow): Game {
  return {
    id: r.id,
    icon: r.icon,
    name: r.name,
    tag: r.tag,
    description: r.description,
    downloads: r.downloads,
    rating: r.rating,
    releasedAt: r.released_at,
  };
}

/**
 * The partnered games change only when the platform edits its catalogue (no member writes them),
 * and every Home visit reads them: one read serves all for a short while (issue 9, API p99).
 * In-process, per database; a server restart or PARTNERED_GAMES_TTL_MS later it is read again.
 */
export const PARTNERED_GAMES_TTL_MS = 2000;
const partneredCache = new WeakMap<Db, { readAt: number; games: Promise<Game[]> }>();

export function partneredGames(db: Db, now = performance.now()): Promise<Game[]> {
  const cached = partneredCache.get(db);
  if (cached && now - cached.readAt < PARTNERED_GAMES_TTL_MS) return cached.games;
  const games = readPartneredGames(db);
  partneredCache.set(db, { readAt: now, games });
  // A failed read is not kept: the next request tries again.
  games.catch(() => {
    if (partneredCache.get(db)?.games === games) partneredCache.delete(db);
  });
  return games;
}

async function readPartneredGames(db: Db): Promise<Game[]> {
  const rows = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM games WHERE is_partnered AND status = 'Active' ORDER BY sort_order, id`,
  );
  return rows.map(toGame);
}

/**
 * Case-insensitive substring match on name or tag. `position` rather than LIKE, so `%` and `_`
 * in a keyword are plain characters. An empty keyword finds nothing rather than everything.
 */
export async function searchGames(db: Db, keyword: string): Promise<Game[]> {
  if (keyword === '') return [];
  const rows = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM games
      WHERE status = 'Active'
        AND (position(lower($1) IN lower(name)) > 0 OR position(lower($1) IN lower(tag)) > 0)
      ORDER BY (position(lower($1) IN lower(name)) = 1) DESC, downloads DESC, id
      LIMIT $2`,
    [keyword, SEARCH_LIMIT],
  );
  return rows.map(toGame);
}

type NewsRow = { id: number; title: string; cover: string; published_at: Date };

export async function searchNews(db: Db, keyword: string): Promise<News[]> {
  if (keyword === '') return [];
  const rows = await db.query<NewsRow>(
    `SELECT id, title, cover, published_at FROM news
      WHERE position(lower($1) IN lower(title)) > 0
      ORDER BY published_at DESC, id DESC
      LIMIT $2`,
    [keyword, SEARCH_LIMIT],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    cover: r.cover,
    publishedAt: toIso(r.published_at),
  }));
}

type BannerRow = { id: number; image: string; title: string; game_id: number };

export async function gameBanners(db: Db): Promise<Banner[]> {
  const rows = await db.query<BannerRow>(
    `SELECT b.id, b.image, b.title, b.game_id
       FROM banners b JOIN games g ON g.id = b.game_id
      WHERE b.is_active AND g.status = 'Active'
      ORDER BY b.sort_order, b.id`,
  );
  return rows.map((r) => ({ id: r.id, image: r.image, title: r.title, gameId: r.game_id }));
}
