// The leaderboard (issue 13, decision 030): anyone may look; a signed-in member also gets their own
// row and the week's bounds in their zone.
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { LeaderboardRequestSchema } from '../../../src/features/profile/api/schemas/leaderboard.ts';
import type { AppDeps } from '../../deps.ts';
import { optionalMemberRoute } from '../../http/route.ts';
import { leaderboardReader } from '../../domain/profile/leaderboard.ts';

export function registerLeaderboardRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  rankMaxAgeMs?: number,
): void {
  const reader = leaderboardReader(deps.db, deps.clock, rankMaxAgeMs);
  // Before the server answers anyone: the first snapshots cost ~130 ms each at 100,000 members.
  // Never fails the start: if the database cannot answer now, the first read takes them (or
  // answers ServerError as any route would).
  if (rankMaxAgeMs !== 0)
    app.addHook('onReady', async () => {
      await reader.warm().catch(() => undefined);
    });
  optionalMemberRoute(
    app,
    deps.db,
    ENDPOINTS.leaderboard,
    LeaderboardRequestSchema,
    async ({ input, session }) => ({
      data: await reader.read(input.period, session?.memberId ?? null),
    }),
  );
}
