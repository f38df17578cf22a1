// Typed calls of the invited page (issue 15 item 1, decision 039): the invited list with each
// invitee's reward state, and ClaimInviteReward. The invite popup's count stays in invite-api.ts
// (first route); this file loads only with the invited page.
import { INVITE_ENDPOINTS } from './invite-endpoints';
import { MEMBER_ENDPOINTS } from '../../../shared/api/member-endpoints';
import { request, requestWithTotal, type RequestOptions } from '../../../shared/api/request';
import type { PageRequest } from '../../../shared/api/schemas/envelope';
import { InviteeListSchema, InviteRewardReceiptSchema } from './schemas/invite-reward';

export const inviteRewardApi = {
  invitees: (payload: PageRequest, options?: RequestOptions) =>
    requestWithTotal(MEMBER_ENDPOINTS.memberInviteList, payload, InviteeListSchema, options),
  claim: (inviteeId: number, options?: RequestOptions) =>
    request(INVITE_ENDPOINTS.claimInviteReward, { inviteeId }, InviteRewardReceiptSchema, options),
};
