// Activity messages' mark-all and the announcements (issue 15 items 3 and 5, decision 041).
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { DismissAnnouncementRequestSchema } from '../../../src/features/help/api/schemas/activity.ts';
import type { AppDeps } from '../../deps.ts';
import { memberRoute, optionalMemberRoute } from '../../http/route.ts';
import { dismissAnnouncement, listAnnouncements } from '../../domain/help/announcements.ts';
import { readAllMessages } from '../../domain/shared/messages.ts';
import { languageOf } from '../../http/language.ts';

export function registerActivityRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  memberRoute(app, db, ENDPOINTS.readAllMessages, null, async ({ session }) => ({
    data: { read: await readAllMessages(db, session.memberId, clock.now()) },
  }));

  optionalMemberRoute(app, db, ENDPOINTS.announcements, null, async ({ session, request }) => ({
    data: await listAnnouncements(db, session?.memberId ?? null, clock.now(), languageOf(request)),
  }));

  memberRoute(
    app,
    db,
    ENDPOINTS.dismissAnnouncement,
    DismissAnnouncementRequestSchema,
    async ({ input, session }) => {
      await dismissAnnouncement(db, session.memberId, input.id, clock.now());
      return { data: null };
    },
  );
}
