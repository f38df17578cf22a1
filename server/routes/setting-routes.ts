// The menu's setting and support calls (issue 15 item 4, decision 042).
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../src/api/endpoints.ts';
import { SetSettingsRequestSchema } from '../../src/api/schemas/settings.ts';
import { SupportRequestSchema } from '../../src/api/schemas/support.ts';
import type { AppDeps } from '../deps.ts';
import { memberRoute, optionalMemberRoute } from '../http/route.ts';
import { memberSettings, setMemberSettings } from '../domain/member-settings.ts';
import { submitSupportRequest } from '../domain/support-requests.ts';
import { mailLanguageOf } from '../mail/language.ts';

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
