import type { SnapshotFrom } from 'xstate';
import { reachedLimitOf, type PrizeLimit } from './prize-limits';
import type { redeemMachine } from './redeem.machine';

type RedeemSnapshot = SnapshotFrom<typeof redeemMachine>;

export const selectIsChoosing = (s: RedeemSnapshot) => s.matches('choosing');
export const selectIsNotEnough = (s: RedeemSnapshot) => s.matches('notEnough');
export const selectIsLimitReached = (s: RedeemSnapshot) => s.matches('limitReached');
/** Which limit the chosen prize is at (the per-member one first), or null. */
export const selectReachedLimit = (s: RedeemSnapshot): PrizeLimit | null =>
  s.context.prize ? reachedLimitOf(s.context.prize) : null;
export const selectIsConfirming = (s: RedeemSnapshot) => s.matches('confirming');
export const selectIsRedeeming = (s: RedeemSnapshot) => s.matches('redeeming');
export const selectIsDone = (s: RedeemSnapshot) => s.matches('done');
export const selectIsFailed = (s: RedeemSnapshot) => s.matches('failed');
export const selectIsSignInRequired = (s: RedeemSnapshot) => s.matches('signInRequired');
export const selectPrize = (s: RedeemSnapshot) => s.context.prize;
export const selectRecord = (s: RedeemSnapshot) => s.context.record;
export const selectRedeemError = (s: RedeemSnapshot) => s.context.error;

/** The balance the confirm step shows as "after": known balance − cost, or null when unknown. */
export const selectBalanceAfter = (s: RedeemSnapshot): string | null => {
  const { prize, balance } = s.context;
  if (!prize || balance === null) return null;
  const after = BigInt(balance) - BigInt(prize.cost);
  return after >= 0n ? after.toString() : null;
};
