// The public catalogue: partnered games, search over games and news, home banners. Texts answer in
// the request's Accept-Language (decision 044).
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { KeywordRequestSchema } from '../../../src/features/explore/api/schemas/game.ts';
import type { Db } from '../../db/db.ts';
import { optionalMemberRoute, publicRoute } from '../../http/route.ts';
import {
  gameBanners,
  partneredGames,
  searchGames,
  searchNews,
} from '../../domain/explore/games.ts';
import { favouriteGameIds } from '../../domain/explore/favourites.ts';
import { languageOf } from '../../http/language.ts';

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
    const path = request.url.split('?')[0]!;
    // The partnered list also says which games are this member's favourites (decision 047).
    if (path === ENDPOINTS.partneredGames.path)
      reply.header('Vary', 'Accept-Language, Authorization');
    else if (CATALOGUE_PATHS.has(path)) reply.header('Vary', 'Accept-Language');
    done();
  });

  // A signed-in member's answer marks their favourites; a visitor's marks none.
  optionalMemberRoute(app, db, ENDPOINTS.partneredGames, null, async ({ request, session }) => {
    const [games, favourites] = await Promise.all([
      partneredGames(db, languageOf(request)),
      session ? favouriteGameIds(db, session.memberId) : new Set<number>(),
    ]);
    return { data: games.map((game) => ({ ...game, favorite: favourites.has(game.id) })) };
  });

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
