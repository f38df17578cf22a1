// The invite list (spec §7 MemberInviteList): the invited count and the invited members.
import { MEMBER_ENDPOINTS } from './member-endpoints';
import { requestWithTotal, type RequestOptions } from './request';
import type { PageRequest } from './schemas/envelope';
import { InvitedMemberListSchema } from './schemas/invite';

export const inviteApi = {
  inviteList: (payload: PageRequest, options?: RequestOptions) =>
    requestWithTotal(MEMBER_ENDPOINTS.memberInviteList, payload, InvitedMemberListSchema, options),
};
