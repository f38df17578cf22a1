// Accounts, single sign-on and the member's own settings (docs/product/account.md /api/Member/* and the local
// platform API's additions).
import { get, post, type Endpoint } from '../../../shared/api/endpoint';

export const ACCOUNT_ENDPOINTS = {
  verificationCode: post('/api/Member/VerificationCode', false),
  /**
   * The same path, with the bearer: an Authorize code is only sent to a signed-in member (the
   * server's VerificationCode route reads the bearer for that code type only).
   */
  verificationCodeSignedIn: post('/api/Member/VerificationCode', true),
  reback: post('/api/Member/Reback', false),
  setMemberInfo: post('/api/Member/SetMemberInfo', true),
  interactive: post('/api/Member/Interactive', true),
  getThirdToken: post('/api/Member/GetThirdToken', true),
  register: post('/api/Member/Register', false),
  resetPassword: post('/api/Member/ResetPassword', false),
  loginByCode: post('/api/Member/LoginByCode', false),
  changeEmail: post('/api/Member/ChangeEmail', true),
  changePassword: post('/api/Member/ChangePassword', true),
  connectedGames: get('/api/Member/ConnectedGames', true),
  revokeGame: post('/api/Member/RevokeGame', true),
} as const satisfies Record<string, Endpoint>;
