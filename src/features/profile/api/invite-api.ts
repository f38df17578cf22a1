// The invite list (docs/product/profile.md MemberInviteList): the invited count and the invited members.
import { MEMBER_ENDPOINTS } from '../../../shared/api/member-endpoints';
import { requestWithTotal, type RequestOptions } from '../../../shared/api/request';
import type { PageRequest } from '../../../shared/api/schemas/envelope';
import { InvitedMemberListSchema } from './schemas/invite';

export const inviteApi = {
  inviteList: (payload: PageRequest, options?: RequestOptions) =>
    requestWithTotal(MEMBER_ENDPOINTS.memberInviteList, payload, InvitedMemberListSchema, options),
};
