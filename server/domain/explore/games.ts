// The game catalogue, news and banners as members read them: texts in the request's language
// (migration 021, decision 044), search matching a keyword in any language.
import type { Db } from '../../db/db.ts';
import { toIso } from '../../db/values.ts';
import type { MailLanguage } from '../../mail/language.ts';
import { pick, type Texts } from '../shared/texts.ts';
import type { Game, News } from '../../../src/features/explore/api/schemas/game.ts';
import type { Banner } from '../../../src/features/explore/api/schemas/banner.ts';

export const SEARCH_LIMIT = 20;

type GameRow = {
  id: number;
  icon: string;
  name: string;
  /** The platform's localized names (vault_games.name, decision 032), when it has them. */
  names: Texts | null;
  tag: Texts;
  description: Texts;
  downloads: number;
  rating: number;
  released_at: string;
};

// released_at is cast to text: node-postgres would turn a bare `date` into a local-midnight Date.
const GAME_COLUMNS = `g.id, g.icon, g.name, vg.name AS names, g.tag, g.description, g.downloads,
  g.rating, g.released_at::text AS released_at`;
const GAMES_FROM = 'games g LEFT JOIN vault_games vg ON vg.game_id = g.id';

function toGame(r: GameRow, language: MailLanguage): Game {
  return {
    id: r.id,
    icon: r.icon,
    // A published name is a proper noun: it is translated only where the platform has a name.
    name: r.names ? pick(r.names, language) : r.name,
    tag: pick(r.tag, language),
    description: pick(r.description, language),
    downloads: r.downloads,
    rating: r.rating,
    releasedAt: r.released_at,
  };
}

/**
 * The partnered games change only when the platform edits its catalogue (no member writes them),
 * and every Home visit reads them: one read serves all for a short while (issue 9, API p99).
 * In-process, per database; a server restart or PARTNERED_GAMES_TTL_MS later it is read again.
 * The rows keep every language, so one read serves members of all three.
 */
export const PARTNERED_GAMES_TTL_MS = 2000;
const partneredCache = new WeakMap<Db, { readAt: number; rows: Promise<GameRow[]> }>();

export async function partneredGames(
  db: Db,
  language: MailLanguage,
  now = performance.now(),
): Promise<Game[]> {
  return (await partneredRows(db, now)).map((row) => toGame(row, language));
}

function partneredRows(db: Db, now: number): Promise<GameRow[]> {
  const cached = partneredCache.get(db);
  if (cached && now - cached.readAt < PARTNERED_GAMES_TTL_MS) return cached.rows;
  const rows = db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM ${GAMES_FROM}
      WHERE g.is_partnered AND g.status = 'Active' ORDER BY g.sort_order, g.id`,
  );
  partneredCache.set(db, { readAt: now, rows });
  // A failed read is not kept: the next request tries again.
  rows.catch(() => {
    if (partneredCache.get(db)?.rows === rows) partneredCache.delete(db);
  });
  return rows;
}

/** Whether any language of a jsonb text column ($1 is the keyword) contains the keyword. */
const anyLanguageHas = (column: string) =>
  `EXISTS (SELECT 1 FROM jsonb_each_text(${column}) t WHERE position(lower($1) IN lower(t.value)) > 0)`;

/**
 * Case-insensitive substring match on the name or the genre in any language (a member may type
 * 角色扮演 or 霓虹 on an English screen, or RPG on a Chinese one); the answer is in `language`.
 * `position` rather than LIKE, so `%` and `_` in a keyword are plain characters. An empty keyword
 * finds nothing rather than everything.
 */
export async function searchGames(
  db: Db,
  keyword: string,
  language: MailLanguage,
): Promise<Game[]> {
  if (keyword === '') return [];
  const rows = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM ${GAMES_FROM}
      WHERE g.status = 'Active'
        AND (position(lower($1) IN lower(g.name)) > 0 OR ${anyLanguageHas('vg.name')}
             OR ${anyLanguageHas('g.tag')})
      ORDER BY (position(lower($1) IN lower(g.name)) = 1) DESC, g.downloads DESC, g.id
      LIMIT $2`,
    [keyword, SEARCH_LIMIT],
  );
  return rows.map((row) => toGame(row, language));
}

type NewsRow = { id: number; title: Texts; cover: string; published_at: Date };

/** News whose title contains the keyword in any language, newest first, titled in `language`. */
export async function searchNews(db: Db, keyword: string, language: MailLanguage): Promise<News[]> {
  if (keyword === '') return [];
  const rows = await db.query<NewsRow>(
    `SELECT id, title, cover, published_at FROM news
      WHERE ${anyLanguageHas('title')}
      ORDER BY published_at DESC, id DESC
      LIMIT $2`,
    [keyword, SEARCH_LIMIT],
  );
  return rows.map((r) => ({
    id: r.id,
    title: pick(r.title, language),
    cover: r.cover,
    publishedAt: toIso(r.published_at),
  }));
}

type BannerRow = { id: number; image: string; title: Texts; game_id: number };

/** The image of the banner /home shows first (the order of gameBanners), or null. */
export async function firstBannerImage(db: Db): Promise<string | null> {
  const [row] = await db.query<{ image: string }>(
    `SELECT b.image
       FROM banners b JOIN games g ON g.id = b.game_id
      WHERE b.is_active AND g.status = 'Active'
      ORDER BY b.sort_order, b.id
      LIMIT 1`,
  );
  return row?.image ?? null;
}

export async function gameBanners(db: Db, language: MailLanguage): Promise<Banner[]> {
  const rows = await db.query<BannerRow>(
    `SELECT b.id, b.image, b.title, b.game_id
       FROM banners b JOIN games g ON g.id = b.game_id
      WHERE b.is_active AND g.status = 'Active'
      ORDER BY b.sort_order, b.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    image: r.image,
    title: pick(r.title, language),
    gameId: r.game_id,
  }));
}
