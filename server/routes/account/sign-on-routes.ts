import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import {
  CheckThirdTokenRequestSchema,
  GameIdRequestSchema,
  GetThirdTokenRequestSchema,
  RebackRequestSchema,
} from '../../../src/features/account/api/schemas/account.ts';
import type { AppDeps } from '../../deps.ts';
import { memberRoute, publicRoute } from '../../http/route.ts';
import {
  checkThirdToken,
  connectedGames,
  gameAuthInfo,
  getThirdToken,
  issueRebackCode,
  reback,
  revokeGame,
} from '../../domain/account/sign-on.ts';
import { languageOf } from '../../http/language.ts';
import { databaseState } from '../../db/db-health.ts';

/** Reback (platform sign-on), partnered-game sign-on, connected games and the beta switch. */

export function registerSignOnRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  // Answers while the database is gone too (decision 055): a probe reads `database`, not the HTTP code.
  publicRoute(app, db, ENDPOINTS.platformStatus, null, async () => ({
    data: { betaEnded: deps.betaEnded, database: await databaseState(db) },
  }));

  publicRoute(app, db, ENDPOINTS.reback, RebackRequestSchema, async ({ input }) => ({
    data: await reback(deps, input.code),
  }));

  memberRoute(app, db, ENDPOINTS.issueRebackCode, null, async ({ session }) => ({
    data: await issueRebackCode(deps, session.memberId),
  }));

  publicRoute(app, db, ENDPOINTS.gameAuthInfo, GameIdRequestSchema, async ({ input, request }) => ({
    data: await gameAuthInfo(deps, input.gameId, languageOf(request)),
  }));

  // Any returnUrl in the body is dropped by the schema: the game's registered address is used.
  memberRoute(
    app,
    db,
    ENDPOINTS.getThirdToken,
    GetThirdTokenRequestSchema,
    async ({ input, session }) => ({
      data: await getThirdToken(deps, session.memberId, input.gameId, input.authorize),
    }),
  );

  publicRoute(
    app,
    db,
    ENDPOINTS.checkThirdToken,
    CheckThirdTokenRequestSchema,
    async ({ input, request }) => ({
      data: await checkThirdToken(deps, input.gameId, input.code, input.secret, request.ip),
    }),
  );

  memberRoute(app, db, ENDPOINTS.connectedGames, null, async ({ session, request }) => ({
    data: await connectedGames(deps, session.memberId, languageOf(request)),
  }));

  memberRoute(app, db, ENDPOINTS.revokeGame, GameIdRequestSchema, async ({ input, session }) => {
    await revokeGame(deps, session.memberId, input.gameId);
    return { data: null };
  });
}
