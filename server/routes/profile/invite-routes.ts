// The invite calls: MemberInviteList tells each invitee's state; ClaimInviteReward (docs/product/profile.md, issue
// 15 item 1, decision 039) claims the reward for one invitee who qualified, and a repeated claim
// answers the first receipt.
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { PageRequestSchema } from '../../../src/shared/api/schemas/envelope.ts';
import { ClaimInviteRewardRequestSchema } from '../../../src/features/profile/api/schemas/invite-reward.ts';
import type { AppDeps } from '../../deps.ts';
import { memberRoute } from '../../http/route.ts';
import { claimInviteReward } from '../../domain/profile/invite-rewards.ts';
import { listInvited } from '../../domain/profile/invites.ts';

export function registerInviteRoutes(app: FastifyInstance, deps: AppDeps): void {
  memberRoute(
    app,
    deps.db,
    ENDPOINTS.memberInviteList,
    PageRequestSchema,
    async ({ input, session }) => {
      const { items, total } = await listInvited(deps.db, session.memberId, input.page, input.size);
      return { data: items, total };
    },
  );
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
