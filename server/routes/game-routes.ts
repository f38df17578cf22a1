// The public catalogue: partnered games, search over games and news, home banners. Texts answer in
// the request's Accept-Language (decision 044).
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../src/api/endpoints.ts';
import { KeywordRequestSchema } from '../../src/api/schemas/game.ts';
import type { Db } from '../db/db.ts';
import { publicRoute } from '../http/route.ts';
import { gameBanners, partneredGames, searchGames, searchNews } from '../domain/games.ts';
import { languageOf } from '../http/language.ts';

const CATALOGUE_PATHS = new Set<string>([
  ENDPOINTS.partneredGames.path,
  ENDPOINTS.gameSearch.path,
  ENDPOINTS.newsSearch.path,
  ENDPOINTS.gameBanner.path,
]);

export function registerGameRoutes(app: FastifyInstance, db: Db): void {
  // The service worker keeps the GET answers by address (decision 018); Cache Storage honours Vary,
  // so a cached English list never answers a member who has since switched to Chinese.
  app.addHook('onRequest', (request, reply, done) => {
    if (CATALOGUE_PATHS.has(request.url.split('?')[0]!)) reply.header('Vary', 'Accept-Language');
    done();
  });

  publicRoute(app, db, ENDPOINTS.partneredGames, null, async ({ request }) => ({
    data: await partneredGames(db, languageOf(request)),
  }));

  publicRoute(app, db, ENDPOINTS.gameSearch, KeywordRequestSchema, async ({ input, request }) => ({
    data: await searchGames(db, input.keyword, languageOf(request)),
  }));

  publicRoute(app, db, ENDPOINTS.newsSearch, KeywordRequestSchema, async ({ input, request }) => ({
    data: await searchNews(db, input.keyword, languageOf(request)),
  }));

  publicRoute(app, db, ENDPOINTS.gameBanner, null, async ({ request }) => ({
    data: await gameBanners(db, languageOf(request)),
  }));
}
