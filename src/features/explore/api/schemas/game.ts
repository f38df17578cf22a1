import * as z from 'zod/mini';

export const GameSchema = z.object({
  id: z.number(),
  icon: z.string(),
  name: z.string(),
  tag: z.string(),
  description: z.string(),
  downloads: z.number(),
  rating: z.number(),
  releasedAt: z.string(),
});
export type Game = z.infer<typeof GameSchema>;
export const GameListSchema = z.array(GameSchema);

export const NewsSchema = z.object({
  id: z.number(),
  title: z.string(),
  cover: z.string(),
  publishedAt: z.string(),
});
export type News = z.infer<typeof NewsSchema>;
export const NewsListSchema = z.array(NewsSchema);

export const KeywordRequestSchema = z.object({
  // Control characters (a NUL ends a PostgreSQL string) are never part of a game's name.
  keyword: z.string().check(z.trim(), z.maxLength(64), z.regex(/^[^\p{Cc}]*$/u)),
});
export type KeywordRequest = z.infer<typeof KeywordRequestSchema>;
