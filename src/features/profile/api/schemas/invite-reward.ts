// Invite rewards (issue 15 item 1, decision 039): the invited list with each invitee's reward
// state, and ClaimInviteReward's request and receipt. Shared by the client and the local API.
// Points are decimal strings of whole points (docs/architecture.md "Money, points and the ledger").
import * as z from 'zod/mini';
import { Id } from '../../../../shared/api/schemas/ids';

const Instant = z.string().check(z.minLength(10), z.maxLength(40));
const Points = z.string().check(z.regex(/^\d{1,18}$/));

/**
 * Where an invitee's reward stands for the inviter (decision 039):
 * - pending: the invitee has not qualified yet (email not verified, or no quest claimed yet);
 * - claimable: qualified, and this mailbox has never earned an invite reward;
 * - claimed: paid to this inviter (a receipt exists);
 * - ineligible: never payable — the inviter's own mailbox, a mailbox already rewarded (another
 *   account on the same email, closed and re-registered included), or an account closed or frozen.
 */
export const INVITEE_STATES = ['pending', 'claimable', 'claimed', 'ineligible'] as const;
export const InviteeStateSchema = z.enum(INVITEE_STATES);
export type InviteeState = z.infer<typeof InviteeStateSchema>;

/** One row of MemberInviteList: docs/product/profile.md's nickname, avatar and join date, plus id and state. */
export const InviteeSchema = z.object({
  id: Id,
  nickname: z.string(),
  avatar: z.nullable(z.string()),
  joinedAt: z.string(),
  state: InviteeStateSchema,
  /** The points a claim for this invitee pays (or paid): the server's rule, not the client's. */
  rewardPoints: Points,
});
export type Invitee = z.infer<typeof InviteeSchema>;
export const InviteeListSchema = z.array(InviteeSchema);

export const ClaimInviteRewardRequestSchema = z.object({ inviteeId: Id });
export type ClaimInviteRewardRequest = z.infer<typeof ClaimInviteRewardRequestSchema>;

/** What was paid for one invitee: the ledger entry, the points and the balance after. */
export const InviteRewardReceiptSchema = z.object({
  entryId: Id,
  inviteeId: Id,
  amount: Points,
  asset: z.enum(['POINT']),
  balanceAfter: Points,
  claimedAt: Instant,
});
export type InviteRewardReceipt = z.infer<typeof InviteRewardReceiptSchema>;
