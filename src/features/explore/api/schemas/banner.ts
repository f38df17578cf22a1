import * as z from 'zod/mini';

/** A home-page banner (GET /api/Game/GameBanner). `image` is a path relative to the image host. */
export const BannerSchema = z.object({
  id: z.number(),
  image: z.string(),
  title: z.string(),
  gameId: z.number(),
});
export type Banner = z.infer<typeof BannerSchema>;
export const BannerListSchema = z.array(BannerSchema);
