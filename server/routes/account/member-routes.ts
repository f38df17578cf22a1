import { preciseInput } from '../../http/precise-input.ts';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { PageRequestSchema } from '../../../src/shared/api/schemas/envelope.ts';
import {
  LoginRequestSchema,
  LogoutRequestSchema,
  ReadMessageRequestSchema,
} from '../../../src/shared/api/schemas/member.ts';
import type { AppDeps } from '../../deps.ts';
import { hashToken } from '../../auth/tokens.ts';
import { ApiError } from '../../http/envelope.ts';
import { memberRoute, publicRoute } from '../../http/route.ts';
import { login, memberInfo } from '../../domain/account/members.ts';
import { listMessages, readMessage } from '../../domain/shared/messages.ts';
import { revokeSession } from '../../domain/shared/sessions.ts';
import { mailLanguageOf } from '../../mail/language.ts';

export function registerMemberRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  deps.passwords.warmUp();
  publicRoute(
    app,
    db,
    ENDPOINTS.login,
    preciseInput(LoginRequestSchema, { password: 'password' }),
    async ({ input, request }) => ({
      data: await login(
        { ...deps, mailLanguage: mailLanguageOf(request.headers['accept-language']) },
        input.email,
        input.password,
        request.ip,
      ),
    }),
  );

  memberRoute(app, db, ENDPOINTS.logout, LogoutRequestSchema, async ({ input, session }) => {
    // The body's token must belong to this bearer's own session: its session token, or the bearer
    // itself for a login that arrived as a `_token` URL parameter (docs/product/account.md), which has no other.
    const given = hashToken(input.token);
    if (given !== session.sessionTokenHash && given !== session.accessTokenHash)
      throw new ApiError('ParameterError');
    await revokeSession(db, session.id);
    return { data: null };
  });

  memberRoute(app, db, ENDPOINTS.memberInfo, null, async ({ session }) => ({
    data: await memberInfo(db, session.memberId),
  }));

  memberRoute(
    app,
    db,
    ENDPOINTS.messages,
    PageRequestSchema,
    async ({ input, session, request }) => {
      const { items, total, unread } = await listMessages(
        db,
        session.memberId,
        input.page,
        input.size,
        mailLanguageOf(request.headers['accept-language']),
      );
      return { data: items, total, unread };
    },
  );

  memberRoute(
    app,
    db,
    ENDPOINTS.readMessage,
    ReadMessageRequestSchema,
    async ({ input, session }) => {
      await readMessage(db, session.memberId, input.id);
      return { data: null };
    },
  );
}
