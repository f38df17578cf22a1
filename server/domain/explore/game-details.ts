// The explore list, the game page and the news page (issue 16 item 2, decision 045) as members read
// them: texts in the request's language (decision 044), the game's quests from the quest list
// (filtered by game, with the member's state), and its deep link only when both addresses pass
// the allowlist of src/config/deep-link.ts (decision 046).
import type { Queryable } from '../../db/db.ts';
import { toIso } from '../../db/values.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import { gameNamesSql, listQuests } from '../quests/quests.ts';
import { pick, type Texts } from '../shared/texts.ts';
import { type Viewer } from '../shared/viewer.ts';
import { isAllowedAppLink, isAllowedFallback } from '../../../src/config/deep-link.ts';
import {
  GAME_LIST_PAGE_SIZE,
  type ExploreGame,
  type GameDetail,
  type GameListRequest,
  type Genre,
  type NewsDetail,
  type SocialLink,
} from '../../../src/features/explore/api/schemas/explore.ts';

/** The most quests a game page lists (a game has a handful; the quest list pages beyond). */
export const GAME_PAGE_QUESTS = 50;

/** Ratings are published with one decimal. */
const oneDecimal = (rating: number) => Math.round(rating * 10) / 10;

/** Whether any language of a jsonb text column ($1 is the keyword) contains the keyword. */
const anyLanguageHas = (column: string) =>
  `EXISTS (SELECT 1 FROM jsonb_each_text(${column}) t WHERE position(lower($1) IN lower(t.value)) > 0)`;

export async function genreList(db: Queryable, language: MailLanguage): Promise<Genre[]> {
  const rows = await db.query<{ slug: string; name: Texts }>(
    `SELECT slug, name FROM genres ge
      WHERE EXISTS (SELECT 1 FROM game_genres gg JOIN games g ON g.id = gg.game_id
                     WHERE gg.genre = ge.slug AND g.status = 'Active')
      ORDER BY sort_order, slug`,
  );
  return rows.map((r) => ({ slug: r.slug, name: pick(r.name, language) }));
}

type ListRow = {
  id: number;
  icon: string;
  name: string;
  names: Texts | null;
  tag: Texts;
  rating: number;
  downloads: number;
  total: number;
};

/**
 * Active games, most downloaded first, narrowed by a keyword (the name or any genre, in any
 * language, as GameSearch) and a genre. No keyword: every game (explore browses, search finds).
 * `position` rather than LIKE, so `%` and `_` are plain characters.
 */
export async function gameList(
  db: Queryable,
  input: GameListRequest,
  language: MailLanguage,
): Promise<{ items: ExploreGame[]; total: number }> {
  const keyword = input.keyword ?? '';
  const rows = await db.query<ListRow>(
    `SELECT g.id, g.icon, g.name, vg.name AS names, g.tag, g.rating, g.downloads,
            count(*) OVER ()::int AS total
       FROM games g LEFT JOIN vault_games vg ON vg.game_id = g.id
      WHERE g.status = 'Active'
        AND ($1 = '' OR position(lower($1) IN lower(g.name)) > 0 OR ${anyLanguageHas('vg.name')}
             OR ${anyLanguageHas('g.tag')}
             OR EXISTS (SELECT 1 FROM game_genres gg JOIN genres ge ON ge.slug = gg.genre
                         WHERE gg.game_id = g.id AND ${anyLanguageHas('ge.name')}))
        AND ($2::text IS NULL
             OR EXISTS (SELECT 1 FROM game_genres gg WHERE gg.game_id = g.id AND gg.genre = $2))
      ORDER BY g.downloads DESC, g.id
      LIMIT $3 OFFSET $4`,
    [keyword, input.genre ?? null, GAME_LIST_PAGE_SIZE, (input.page - 1) * GAME_LIST_PAGE_SIZE],
  );
  let total = rows[0]?.total;
  if (total === undefined) total = input.page === 1 ? 0 : await countOnly(db, keyword, input.genre);
  return {
    items: rows.map((r) => ({
      id: r.id,
      icon: r.icon,
      name: r.names ? pick(r.names, language) : r.name,
      tag: pick(r.tag, language),
      rating: oneDecimal(r.rating),
      downloads: r.downloads,
    })),
    total,
  };
}

/** A page past the end has no rows to carry the count: it is asked for on its own. */
async function countOnly(db: Queryable, keyword: string, genre: string | undefined) {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM games g LEFT JOIN vault_games vg ON vg.game_id = g.id
      WHERE g.status = 'Active'
        AND ($1 = '' OR position(lower($1) IN lower(g.name)) > 0 OR ${anyLanguageHas('vg.name')}
             OR ${anyLanguageHas('g.tag')}
             OR EXISTS (SELECT 1 FROM game_genres gg JOIN genres ge ON ge.slug = gg.genre
                         WHERE gg.game_id = g.id AND ${anyLanguageHas('ge.name')}))
        AND ($2::text IS NULL
             OR EXISTS (SELECT 1 FROM game_genres gg WHERE gg.game_id = g.id AND gg.genre = $2))`,
    [keyword, genre ?? null],
  );
  return row?.n ?? 0;
}

type DetailRow = {
  id: number;
  icon: string;
  names: Texts;
  description: Texts;
  about: Texts | null;
  rating: number;
  review_count: number | null;
  downloads: number;
  released_at: string;
  app_link: string | null;
  fallback_url: string | null;
};

/**
 * One active game with everything its page shows. A game without a details row (added by an
 * operator before writing one) reads its blurb as its description, no reviews and no links.
 * Unknown or not active: GameNotExist.
 */
export async function gameDetail(
  db: Queryable,
  gameId: number,
  viewer: Viewer | null,
  now: Date,
  language: MailLanguage,
): Promise<GameDetail> {
  // The game, its genres and links in one statement, beside the quest page (cached for every
  // member a moment, then only the member's progress): one round trip fewer for each list.
  const [[row], quests] = await Promise.all([
    db.query<DetailRow & { genres: { slug: string; name: Texts }[]; social: SocialLink[] }>(
      `SELECT g.id, g.icon, ${gameNamesSql('g.id', 'g.name')} AS names, g.description, d.about,
              g.rating, d.review_count, g.downloads, g.released_at::text AS released_at,
              d.app_link, d.fallback_url,
              (SELECT coalesce(json_agg(json_build_object('slug', ge.slug, 'name', ge.name)
                                        ORDER BY gg.position, ge.sort_order), '[]')
                 FROM game_genres gg JOIN genres ge ON ge.slug = gg.genre
                WHERE gg.game_id = g.id) AS genres,
              (SELECT coalesce(json_agg(json_build_object('kind', l.kind, 'url', l.url)
                                        ORDER BY l.position, l.kind), '[]')
                 FROM game_social_links l WHERE l.game_id = g.id) AS social
         FROM games g LEFT JOIN game_details d ON d.game_id = g.id
        WHERE g.id = $1 AND g.status = 'Active'`,
      [gameId],
    ),
    listQuests(db, { page: 1, size: GAME_PAGE_QUESTS, gameId }, viewer, now, language),
  ]);
  if (!row) throw new ApiError('GameNotExist');
  const { genres, social } = row;
  const description = pick(row.description, language);
  const linked =
    row.app_link !== null &&
    row.fallback_url !== null &&
    isAllowedAppLink(row.app_link) &&
    isAllowedFallback(row.fallback_url);
  return {
    id: row.id,
    icon: row.icon,
    name: pick(row.names, language),
    description,
    about: row.about ? pick(row.about, language) : description,
    genres: genres.map((g) => ({ slug: g.slug, name: pick(g.name, language) })),
    rating: oneDecimal(row.rating),
    reviewCount: row.review_count ?? 0,
    downloads: row.downloads,
    releasedAt: row.released_at,
    social,
    deepLink: linked ? { app: row.app_link!, fallback: row.fallback_url! } : null,
    quests: quests.items,
  };
}

type NewsRow = {
  id: number;
  title: Texts;
  cover: string;
  body: Texts;
  published_at: Date;
  game_id: number | null;
  game_names: Texts | null;
};

/** One news item; a news item of a game no longer active still reads, without its game. */
export async function newsDetail(
  db: Queryable,
  newsId: number,
  language: MailLanguage,
): Promise<NewsDetail> {
  const [row] = await db.query<NewsRow>(
    `SELECT n.id, n.title, n.cover, n.body, n.published_at, g.id AS game_id,
            CASE WHEN g.id IS NULL THEN NULL ELSE ${gameNamesSql('g.id', 'g.name')} END AS game_names
       FROM news n LEFT JOIN games g ON g.id = n.game_id AND g.status = 'Active'
      WHERE n.id = $1`,
    [newsId],
  );
  if (!row) throw new ApiError('DataNotExist');
  return {
    id: row.id,
    title: pick(row.title, language),
    cover: row.cover,
    body: pick(row.body, language),
    publishedAt: toIso(row.published_at),
    game: row.game_id === null ? null : { id: row.game_id, name: pick(row.game_names, language) },
  };
}
