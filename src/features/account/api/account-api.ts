// Typed calls of the account and single-sign-on endpoints. Flow machines' actors call these; every
// form shows its own error, so these calls suppress the helper's notice unless a caller opts in.
import * as z from 'zod/mini';
import { ACCOUNT_ENDPOINTS } from './account-endpoints';
import { GAME_ENDPOINTS } from '../../explore/api/game-endpoints';
import { request } from '../../../shared/api/request';
import {
  ConnectedGameListSchema,
  GameAuthInfoSchema,
  ThirdTokenSchema,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type LoginByCodeRequest,
  type RebackRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type VerificationCodeRequest,
} from './schemas/account';
import { LoginResultSchema, MemberInfoSchema } from '../../../shared/api/schemas/member';

const Nothing = z.unknown();
const quiet = { suppressNotice: true } as const;

export const accountApi = {
  // An Authorize code goes only to a signed-in member: the same path, sent with the bearer.
  sendCode: (payload: VerificationCodeRequest) =>
    request(
      payload.codeType === 'Authorize'
        ? ACCOUNT_ENDPOINTS.verificationCodeSignedIn
        : ACCOUNT_ENDPOINTS.verificationCode,
      payload,
      Nothing,
      quiet,
    ),
  changeEmail: (payload: ChangeEmailRequest) =>
    request(ACCOUNT_ENDPOINTS.changeEmail, payload, MemberInfoSchema, quiet),
  changePassword: (payload: ChangePasswordRequest) =>
    request(ACCOUNT_ENDPOINTS.changePassword, payload, Nothing, quiet),
  register: (payload: RegisterRequest) =>
    request(ACCOUNT_ENDPOINTS.register, payload, LoginResultSchema, quiet),
  loginByCode: (payload: LoginByCodeRequest) =>
    request(ACCOUNT_ENDPOINTS.loginByCode, payload, LoginResultSchema, quiet),
  resetPassword: (payload: ResetPasswordRequest) =>
    request(ACCOUNT_ENDPOINTS.resetPassword, payload, Nothing, quiet),
  reback: (payload: RebackRequest) =>
    request(ACCOUNT_ENDPOINTS.reback, payload, LoginResultSchema, quiet),
  gameAuthInfo: (gameId: number) =>
    request(GAME_ENDPOINTS.gameAuthInfo, { gameId }, GameAuthInfoSchema, quiet),
  getThirdToken: (gameId: number) =>
    request(ACCOUNT_ENDPOINTS.getThirdToken, { gameId, authorize: true }, ThirdTokenSchema, quiet),
  connectedGames: () =>
    request(ACCOUNT_ENDPOINTS.connectedGames, undefined, ConnectedGameListSchema),
  revokeGame: (gameId: number) => request(ACCOUNT_ENDPOINTS.revokeGame, { gameId }, Nothing, quiet),
};
