// The menu's setting and support calls (issue 15 item 4, decision 042).
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { SetSettingsRequestSchema } from '../../../src/shared/api/schemas/settings.ts';
import { SupportRequestSchema } from '../../../src/features/help/api/schemas/support.ts';
import type { AppDeps } from '../../deps.ts';
import { memberRoute, optionalMemberRoute } from '../../http/route.ts';
import { memberSettings, setMemberSettings } from '../../domain/shared/member-settings.ts';
import { submitSupportRequest } from '../../domain/help/support-requests.ts';
import { mailLanguageOf } from '../../mail/language.ts';

export function registerSettingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  memberRoute(app, db, ENDPOINTS.memberSettings, null, async ({ session }) => ({
    data: await memberSettings(db, session.memberId),
  }));

  memberRoute(
    app,
    db,
    ENDPOINTS.setMemberSettings,
    SetSettingsRequestSchema,
    async ({ input, session }) => ({
      data: await setMemberSettings(db, deps.clock, session.memberId, input),
    }),
  );

  optionalMemberRoute(
    app,
    db,
    ENDPOINTS.supportRequest,
    SupportRequestSchema,
    async ({ input, session, request }) => ({
      data: await submitSupportRequest(
        deps,
        {
          memberId: session?.memberId ?? null,
          clientIp: request.ip,
          language: mailLanguageOf(request.headers['accept-language']),
        },
        input,
      ),
    }),
  );
}
