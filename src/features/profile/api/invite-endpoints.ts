// Invite rewards (issue 15 item 1, decision 039). Loaded only with the invited page.
import { post, type Endpoint } from '../../../shared/api/endpoint';

export const INVITE_ENDPOINTS = {
  claimInviteReward: post('/api/Member/ClaimInviteReward', true),
} as const satisfies Record<string, Endpoint>;
