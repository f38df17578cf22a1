// A member marks or unmarks a partnered game as a favourite (issue 16 item 1, decision 047).
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { FavoriteRequestSchema } from '../../../src/features/explore/api/schemas/favorite.ts';
import type { AppDeps } from '../../deps.ts';
import { memberRoute } from '../../http/route.ts';
import { setFavourite } from '../../domain/explore/favourites.ts';

export function registerFavouriteRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  memberRoute(
    app,
    db,
    ENDPOINTS.gameAddToFavorite,
    FavoriteRequestSchema,
    async ({ input, session }) => ({
      data: await setFavourite(db, session.memberId, input.gameId, input.favorite, clock.now()),
    }),
  );
}
