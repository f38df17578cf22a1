// Quests, major events and claims (docs/product/quests.md /api/Mission/*, issue 11, decision 024), the interactive
// task, the profile hooks and the two server-to-server calls of partnered games. Texts answer in
// the request's Accept-Language (en-US, zh-TW, zh-CN; English otherwise).
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { PageRequestSchema } from '../../../src/shared/api/schemas/envelope.ts';
import {
  ClaimMissionRequestSchema,
  ClaimRequestSchema,
  InteractiveRequestSchema,
  IssueAssessmentRequestSchema,
  QuesterRequestSchema,
  QuestListRequestSchema,
  QuestRequestSchema,
  RedeemAssessmentRequestSchema,
  ReportProgressRequestSchema,
  WinnerRequestSchema,
} from '../../../src/features/quests/api/schemas/quest.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../http/envelope.ts';
import { memberRoute, optionalMemberRoute, publicRoute, type Parser } from '../../http/route.ts';
import { listQuests, questDetail } from '../../domain/quests/quests.ts';
import { viewerOf } from '../../domain/shared/viewer.ts';
import { listMajorEvents, majorEvent, trendingEvents } from '../../domain/quests/major-events.ts';
import { claimQuest } from '../../domain/quests/quest-claims.ts';
import { listQuesters, winnerBoard } from '../../domain/quests/questers.ts';
import {
  completeInteractive,
  issueAssessment,
  questProgress,
  redeemAssessment,
  reportProgress,
} from '../../domain/quests/quest-progress.ts';
import { authenticateGame } from '../../domain/quests/game-secret.ts';
import { languageOf } from '../../http/language.ts';
import { visitorZoneOf } from '../../http/time-zone.ts';

/** Parses after the caller is known (a game's secret is checked before its input). */
function parseBody<T>(parser: Parser<T>, body: unknown): T {
  const parsed = parser.safeParse(body);
  if (!parsed.success) throw new ApiError('ParameterError');
  return parsed.data;
}

export function registerMissionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const viewer = (session: { memberId: number } | null) => viewerOf(db, session?.memberId ?? null);

  optionalMemberRoute(
    app,
    db,
    ENDPOINTS.questList,
    QuestListRequestSchema,
    async ({ input, session, request }) => {
      const { items, total } = await listQuests(
        db,
        input,
        await viewer(session),
        clock.now(),
        languageOf(request),
      );
      return { data: items, total };
    },
  );

  optionalMemberRoute(
    app,
    db,
    ENDPOINTS.quest,
    QuestRequestSchema,
    async ({ input, session, request }) => ({
      data: await questDetail(
        db,
        input.id,
        await viewer(session),
        clock.now(),
        languageOf(request),
        visitorZoneOf(request),
      ),
    }),
  );

  optionalMemberRoute(
    app,
    db,
    ENDPOINTS.majorEventList,
    PageRequestSchema,
    async ({ input, request }) => {
      const { items, total } = await listMajorEvents(db, input, clock.now(), languageOf(request));
      return { data: items, total };
    },
  );

  optionalMemberRoute(
    app,
    db,
    ENDPOINTS.majorEvent,
    QuestRequestSchema,
    async ({ input, session, request }) => ({
      data: await majorEvent(
        db,
        input.id,
        await viewer(session),
        clock.now(),
        languageOf(request),
        visitorZoneOf(request),
      ),
    }),
  );

  optionalMemberRoute(app, db, ENDPOINTS.trendingEvents, null, async ({ request }) => ({
    data: await trendingEvents(db, clock.now(), languageOf(request)),
  }));

  memberRoute(
    app,
    db,
    ENDPOINTS.claim,
    ClaimRequestSchema,
    async ({ input, session, request }) => ({
      data: await claimQuest(
        deps,
        { memberId: session.memberId, questId: input.questId },
        languageOf(request),
      ),
    }),
  );

  memberRoute(
    app,
    db,
    ENDPOINTS.claimMission,
    ClaimMissionRequestSchema,
    async ({ input, session, request }) => ({
      data: await claimQuest(
        deps,
        { memberId: session.memberId, questId: input.questId, eventId: input.eventId },
        languageOf(request),
      ),
    }),
  );

  optionalMemberRoute(
    app,
    db,
    ENDPOINTS.questers,
    QuesterRequestSchema,
    async ({ input, session }) => {
      const { items, total } = await listQuesters(db, input, input, session?.memberId ?? null);
      return { data: items, total };
    },
  );

  optionalMemberRoute(
    app,
    db,
    ENDPOINTS.winners,
    WinnerRequestSchema,
    async ({ input, session, request }) => {
      const { board, total } = await winnerBoard(
        db,
        input,
        input,
        await viewer(session),
        clock.now(),
        languageOf(request),
      );
      return { data: board, total };
    },
  );

  memberRoute(
    app,
    db,
    ENDPOINTS.redeemAssessment,
    RedeemAssessmentRequestSchema,
    async ({ input, session, request }) => ({
      data: await redeemAssessment(deps, session.memberId, input, languageOf(request)),
    }),
  );

  memberRoute(
    app,
    db,
    ENDPOINTS.interactive,
    InteractiveRequestSchema,
    async ({ input, session, request }) => ({
      data: await completeInteractive(
        deps,
        session.memberId,
        input.conditionId,
        languageOf(request),
      ),
    }),
  );

  memberRoute(app, db, ENDPOINTS.questProgress, null, async ({ session, request }) => ({
    data: await questProgress(deps, session.memberId, languageOf(request)),
  }));

  // Server to server: the game's secret is checked first, then its input.
  publicRoute(app, db, ENDPOINTS.gameReportProgress, null, async ({ request }) => {
    const gameId = await authenticateGame(deps, request.headers.authorization, request.ip);
    const input = parseBody(ReportProgressRequestSchema, request.body);
    return { data: await reportProgress(deps, gameId, input, languageOf(request)) };
  });

  publicRoute(app, db, ENDPOINTS.gameIssueAssessment, null, async ({ request }) => {
    const gameId = await authenticateGame(deps, request.headers.authorization, request.ip);
    const input = parseBody(IssueAssessmentRequestSchema, request.body);
    return { data: await issueAssessment(deps, gameId, input) };
  });
}
