// ClaimInviteReward (spec §7, issue 15 item 1, decision 039): the inviter claims the reward for
// one invitee who qualified; a repeated claim answers the first receipt. MemberInviteList, which
// tells each invitee's state, stays with the member routes.
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../src/api/endpoints.ts';
import { ClaimInviteRewardRequestSchema } from '../../src/api/schemas/invite-reward.ts';
import type { AppDeps } from '../deps.ts';
import { memberRoute } from '../http/route.ts';
import { claimInviteReward } from '../domain/invite-rewards.ts';

export function registerInviteRoutes(app: FastifyInstance, deps: AppDeps): void {
  memberRoute(
    app,
    deps.db,
    ENDPOINTS.claimInviteReward,
    ClaimInviteRewardRequestSchema,
    async ({ input, session }) => ({
      data: await claimInviteReward(deps, session.memberId, input.inviteeId),
    }),
  );
}
