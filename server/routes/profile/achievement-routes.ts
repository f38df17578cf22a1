// Badges (Achievements) and event tickets (Tickets): issue 13, decision 031. Members only; texts
// answer in the request's Accept-Language.
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { TicketsRequestSchema } from '../../../src/features/profile/api/schemas/achievement.ts';
import type { AppDeps } from '../../deps.ts';
import { memberRoute } from '../../http/route.ts';
import { listAchievements } from '../../domain/profile/achievements.ts';
import { listTickets } from '../../domain/profile/tickets.ts';
import { languageOf } from '../../http/language.ts';

export function registerAchievementRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  memberRoute(app, db, ENDPOINTS.achievements, null, async ({ session, request }) => ({
    data: await listAchievements(deps, session.memberId, languageOf(request)),
  }));

  memberRoute(
    app,
    db,
    ENDPOINTS.tickets,
    TicketsRequestSchema,
    async ({ input, session, request }) => {
      const { page, total } = await listTickets(deps, session.memberId, input, languageOf(request));
      return { data: page, total };
    },
  );
}
