import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import {
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  LoginByCodeRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  VerificationCodeRequestSchema,
} from '../../../src/features/account/api/schemas/account.ts';
import { SetMemberInfoRequestSchema } from '../../../src/features/profile/api/schemas/profile.ts';
import type { AppDeps } from '../../deps.ts';
import { memberRoute, publicRoute } from '../../http/route.ts';
import {
  loginByCode,
  register,
  requestVerificationCode,
  resetPassword,
  setMemberInfo,
} from '../../domain/account/accounts.ts';
import { changeEmail, requestAuthorizeCode } from '../../domain/account/email-change.ts';
import { changePassword } from '../../domain/account/password-change.ts';
import { requestTransferCode } from '../../domain/shared/transfer-code.ts';
import { authenticate } from '../../domain/shared/sessions.ts';
import { preciseInput } from '../../http/precise-input.ts';
import { mailLanguageOf } from '../../mail/language.ts';

/** Sign-up, code sign-in, password reset and profile edits. */
export function registerAccountRoutes(app: FastifyInstance, appDeps: AppDeps): void {
  const { db } = appDeps;
  /** The app's deps for one request: its mails go out in the request's language. */
  const depsFor = (request: FastifyRequest): AppDeps => ({
    ...appDeps,
    mailLanguage: mailLanguageOf(request.headers['accept-language']),
  });

  publicRoute(
    app,
    db,
    ENDPOINTS.verificationCode,
    VerificationCodeRequestSchema,
    async ({ input, request }) => {
      // The code itself is never in the answer: it only travels by mail. Sends are limited per
      // email and per client address (request.ip: X-Forwarded-For only under TRUST_PROXY).
      if (input.codeType === 'Authorize') {
        // Only a signed-in member may ask for one (for a new sign-in email): the bearer is checked
        // here, as memberRoute would, because the other code types are for visitors.
        const session = await authenticate(db, request.headers.authorization);
        await requestAuthorizeCode(depsFor(request), session.memberId, input.email, request.ip);
      } else if (input.codeType === 'Transfer') {
        // Confirms a withdrawal (decision 037): only to the signed-in member's own email.
        const session = await authenticate(db, request.headers.authorization);
        await requestTransferCode(depsFor(request), session.memberId, input.email, request.ip);
      } else {
        await requestVerificationCode(depsFor(request), input.email, input.codeType, request.ip);
      }
      return { data: null };
    },
  );

  publicRoute(
    app,
    db,
    ENDPOINTS.register,
    preciseInput(RegisterRequestSchema, { password: 'password', code: 'code' }),
    async ({ input, request }) => ({
      data: await register(depsFor(request), input, request.ip),
    }),
  );

  publicRoute(
    app,
    db,
    ENDPOINTS.loginByCode,
    preciseInput(LoginByCodeRequestSchema, { code: 'code' }),
    async ({ input, request }) => ({
      data: await loginByCode(depsFor(request), input, request.ip),
    }),
  );

  publicRoute(
    app,
    db,
    ENDPOINTS.resetPassword,
    preciseInput(ResetPasswordRequestSchema, { password: 'password', code: 'code' }),
    async ({ input, request }) => {
      await resetPassword(appDeps, input, request.ip);
      return { data: null };
    },
  );

  memberRoute(
    app,
    db,
    ENDPOINTS.changeEmail,
    preciseInput(ChangeEmailRequestSchema, { password: 'password', code: 'code' }),
    async ({ input, session, request }) => ({
      data: await changeEmail(depsFor(request), session, input, request.ip),
    }),
  );

  memberRoute(
    app,
    db,
    ENDPOINTS.changePassword,
    preciseInput(ChangePasswordRequestSchema, { password: 'oldPassword' }),
    async ({ input, session, request }) => {
      await changePassword(depsFor(request), session, input, request.ip);
      return { data: null };
    },
  );

  memberRoute(
    app,
    db,
    ENDPOINTS.setMemberInfo,
    SetMemberInfoRequestSchema,
    async ({ input, session }) => ({
      data: await setMemberInfo(db, session.memberId, input),
    }),
  );
}
