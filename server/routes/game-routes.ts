import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../src/api/endpoints.ts';
import { KeywordRequestSchema } from '../../src/api/schemas/game.ts';
import type { Db } from '../db/db.ts';
import { publicRoute } from '../http/route.ts';
import { gameBanners, partneredGames, searchGames, searchNews } from '../domain/games.ts';

export function registerGameRoutes(app: FastifyInstance, db: Db): void {
  publicRoute(app, db, ENDPOINTS.partneredGames, null, async () => ({
    data: await partneredGames(db),
  }));

  publicRoute(app, db, ENDPOINTS.gameSearch, KeywordRequestSchema, async ({ input }) => ({
    data: await searchGames(db, input.keyword),
  }));

  publicRoute(app, db, ENDPOINTS.newsSearch, KeywordRequestSchema, async ({ input }) => ({
    data: await searchNews(db, input.keyword),
  }));

  publicRoute(app, db, ENDPOINTS.gameBanner, null, async () => ({ data: await gameBanners(db) }));
}
