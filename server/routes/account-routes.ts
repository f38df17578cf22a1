import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../src/api/endpoints.ts';
import {
  LoginByCodeRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SetMemberInfoRequestSchema,
  VerificationCodeRequestSchema,
} from '../../src/api/schemas/account.ts';
import type { AppDeps } from '../deps.ts';
import { memberRoute, publicRoute } from '../http/route.ts';
import {
  loginByCode,
  register,
  requestVerificationCode,
  resetPassword,
  setMemberInfo,
} from '../domain/accounts.ts';

/** Sign-up, code sign-in, password reset and profile edits. */
export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  publicRoute(
    app,
    db,
    ENDPOINTS.verificationCode,
    VerificationCodeRequestSchema,
    async ({ input }) => {
      // The code itself is never in the answer: it only travels by mail.
      await requestVerificationCode(deps, input.email, input.codeType);
      return { data: null };
    },
  );

  publicRoute(app, db, ENDPOINTS.register, RegisterRequestSchema, async ({ input, request }) => ({
    data: await register(deps, input, request.ip),
  }));

  publicRoute(
    app,
    db,
    ENDPOINTS.loginByCode,
    LoginByCodeRequestSchema,
    async ({ input, request }) => ({
      data: await loginByCode(deps, input, request.ip),
    }),
  );

  publicRoute(
    app,
    db,
    ENDPOINTS.resetPassword,
    ResetPasswordRequestSchema,
    async ({ input, request }) => {
      await resetPassword(deps, input, request.ip);
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
