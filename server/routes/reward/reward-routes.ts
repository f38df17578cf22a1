// The reward calendar, the missions of a day and the daily check-in (issue 12, decision 026).
// Visitors read the calendar and missions (in their device's zone); checking in needs a member.
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import {
  CheckInRequestSchema,
  MissionsByDateRequestSchema,
  RewardCalendarRequestSchema,
} from '../../../src/features/reward/api/schemas/reward.ts';
import type { AppDeps } from '../../deps.ts';
import { memberRoute, optionalMemberRoute } from '../../http/route.ts';
import { viewerOf } from '../../domain/shared/viewer.ts';
import { missionsByDate, rewardCalendar } from '../../domain/reward/reward-calendar.ts';
import { checkIn } from '../../domain/reward/check-ins.ts';
import { languageOf } from '../../http/language.ts';
import { visitorZoneOf } from '../../http/time-zone.ts';

export function registerRewardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const viewer = (session: { memberId: number } | null) => viewerOf(db, session?.memberId ?? null);

  optionalMemberRoute(
    app,
    db,
    ENDPOINTS.rewardCalendar,
    RewardCalendarRequestSchema,
    async ({ input, session, request }) => ({
      data: await rewardCalendar(
        db,
        input.month,
        await viewer(session),
        clock.now(),
        visitorZoneOf(request),
      ),
    }),
  );

  optionalMemberRoute(
    app,
    db,
    ENDPOINTS.missionsByDate,
    MissionsByDateRequestSchema,
    async ({ input, session, request }) => ({
      data: await missionsByDate(
        db,
        input.date,
        await viewer(session),
        clock.now(),
        languageOf(request),
        visitorZoneOf(request),
      ),
    }),
  );

  memberRoute(app, db, ENDPOINTS.checkIn, CheckInRequestSchema, async ({ input, session }) => ({
    data: await checkIn(deps, session.memberId, input.day),
  }));
}
