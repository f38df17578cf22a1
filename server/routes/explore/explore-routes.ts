// Explore, the game page and the news page (issue 16 item 2, decision 045). Texts answer in the
// request's Accept-Language (decision 044); the game page's quests carry the signed-in member's
// state, as QuestList does.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import {
  GameDetailRequestSchema,
  GameListRequestSchema,
  NewsDetailRequestSchema,
} from '../../../src/features/explore/api/schemas/explore.ts';
import type { AppDeps } from '../../deps.ts';
import { optionalMemberRoute, publicRoute } from '../../http/route.ts';
import { mailLanguageOf } from '../../mail/language.ts';
import { viewerOf } from '../../domain/shared/viewer.ts';
import { gameDetail, gameList, genreList, newsDetail } from '../../domain/explore/game-details.ts';

const languageOf = (request: FastifyRequest) => mailLanguageOf(request.headers['accept-language']);

export function registerExploreRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  // GenreList is a GET the service worker may keep by address (decision 018): it varies by language.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.split('?')[0] === ENDPOINTS.genreList.path)
      reply.header('Vary', 'Accept-Language');
    done();
  });

  publicRoute(app, db, ENDPOINTS.genreList, null, async ({ request }) => ({
    data: await genreList(db, languageOf(request)),
  }));

  publicRoute(app, db, ENDPOINTS.gameList, GameListRequestSchema, async ({ input, request }) => {
    const { items, total } = await gameList(db, input, languageOf(request));
    return { data: items, total };
  });

  optionalMemberRoute(
    app,
    db,
    ENDPOINTS.gameDetail,
    GameDetailRequestSchema,
    async ({ input, session, request }) => ({
      data: await gameDetail(
        db,
        input.gameId,
        await viewerOf(db, session?.memberId ?? null),
        clock.now(),
        languageOf(request),
      ),
    }),
  );

  publicRoute(
    app,
    db,
    ENDPOINTS.newsDetail,
    NewsDetailRequestSchema,
    async ({ input, request }) => ({
      data: await newsDetail(db, input.newsId, languageOf(request)),
    }),
  );
}
