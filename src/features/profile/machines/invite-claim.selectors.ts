import type { SnapshotFrom } from 'xstate';
import type { inviteClaimMachine } from './invite-claim.machine';

type InviteClaimSnapshot = SnapshotFrom<typeof inviteClaimMachine>;

export const selectIsClaiming = (s: InviteClaimSnapshot) => s.matches('claiming');
export const selectIsClaimed = (s: InviteClaimSnapshot) => s.matches('claimed');
export const selectIsFailed = (s: InviteClaimSnapshot) => s.matches('failed');
export const selectIsSignInRequired = (s: InviteClaimSnapshot) => s.matches('signInRequired');
export const selectInviteeId = (s: InviteClaimSnapshot) => s.context.inviteeId;
export const selectReceipt = (s: InviteClaimSnapshot) => s.context.receipt;
export const selectClaimError = (s: InviteClaimSnapshot) => s.context.error;
