// Typed calls of the profile screen. Its own module: the first route never edits a profile.
import { ACCOUNT_ENDPOINTS } from '../../account/api/account-endpoints';
import { request, type RequestOptions } from '../../../shared/api/request';
import { MemberInfoSchema } from '../../../shared/api/schemas/member';

export const profileApi = {
  /** Spec §7 SetMemberInfo with the nickname only; answers the updated MemberInfo. */
  setNickname: (payload: { nickname: string }, options?: RequestOptions) =>
    request(ACCOUNT_ENDPOINTS.setMemberInfo, payload, MemberInfoSchema, options),
};
