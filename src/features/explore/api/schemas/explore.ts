// Explore, the game page and the news page (issue 16 item 2, decision 045), and the deep link
// addresses a game page carries (item 4, decision 046). Shared by the client and the local API.
// Texts arrive in the language the request's Accept-Language names (decision 044).
import * as z from 'zod/mini';
import { QuestSummaryListSchema } from '../../../quests/api/schemas/quest';
import { Id } from '../../../../shared/api/schemas/ids';

/** Games per GameList page. */
export const GAME_LIST_PAGE_SIZE = 10;

export const GenreSlugSchema = z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/));

export const GameListRequestSchema = z.object({
  // As GameSearch: trimmed, no control characters (a NUL ends a PostgreSQL string).
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(64), z.regex(/^[^\p{Cc}]*$/u))),
  genre: z.optional(GenreSlugSchema),
  page: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
});
export type GameListRequest = z.infer<typeof GameListRequestSchema>;

export const GenreSchema = z.object({ slug: GenreSlugSchema, name: z.string() });
export type Genre = z.infer<typeof GenreSchema>;
export const GenreListSchema = z.array(GenreSchema);

/** One card of the explore list. */
export const ExploreGameSchema = z.object({
  id: Id,
  icon: z.string(),
  name: z.string(),
  tag: z.string(),
  rating: z.number().check(z.minimum(0), z.maximum(5)),
  downloads: z.number().check(z.int(), z.minimum(0)),
});
export type ExploreGame = z.infer<typeof ExploreGameSchema>;
export const ExploreGameListSchema = z.array(ExploreGameSchema);

export const SOCIAL_KINDS = ['website', 'discord', 'x', 'youtube', 'twitch', 'facebook'] as const;
export const SocialLinkSchema = z.object({
  kind: z.enum(SOCIAL_KINDS),
  url: z.string().check(z.regex(/^https:\/\/[a-z0-9.-]+(\/[!-~]*)?$/)),
});
export type SocialLink = z.infer<typeof SocialLinkSchema>;

export const GameDetailRequestSchema = z.object({ gameId: Id });
export type GameDetailRequest = z.infer<typeof GameDetailRequestSchema>;

export const GameDetailSchema = z.object({
  id: Id,
  icon: z.string(),
  name: z.string(),
  /** The one-line blurb cards show. */
  description: z.string(),
  /** The long description of the game page. */
  about: z.string(),
  genres: GenreListSchema,
  /** The published average, 0–5 with one decimal, over `reviewCount` reviews. */
  rating: z.number().check(z.minimum(0), z.maximum(5)),
  reviewCount: z.number().check(z.int(), z.minimum(0)),
  downloads: z.number().check(z.int(), z.minimum(0)),
  releasedAt: z.string(),
  social: z.array(SocialLinkSchema),
  /** The installed app's address and the store page to fall back to; both or neither. */
  deepLink: z.nullable(z.object({ app: z.string(), fallback: z.string() })),
  /** The game's quests, as QuestList lists them (the member's state when signed in). */
  quests: QuestSummaryListSchema,
});
export type GameDetail = z.infer<typeof GameDetailSchema>;

export const NewsDetailRequestSchema = z.object({ newsId: Id });
export type NewsDetailRequest = z.infer<typeof NewsDetailRequestSchema>;

export const NewsDetailSchema = z.object({
  id: Id,
  title: z.string(),
  cover: z.string(),
  body: z.string(),
  publishedAt: z.string(),
  /** The game the news is about, or null for platform news. */
  game: z.nullable(z.object({ id: Id, name: z.string() })),
});
export type NewsDetail = z.infer<typeof NewsDetailSchema>;
