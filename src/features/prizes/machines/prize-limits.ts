// Why a prize cannot be redeemed now, read from the list the member was shown, in the order the
// platform checks (server/domain/redeem.ts): stock, the per-member limit, the daily limit, then the
// balance. A limit comes before the balance so that a member at a limit is told about the limit,
// not "not enough points" (issue 28 item 9); the platform re-checks everything anyway.
import type { Prize } from '../api/schemas/prize';

export type PrizeLimit = 'memberLimit' | 'dailyLimit';
export type PrizeBlock = 'outOfStock' | PrizeLimit | 'notEnough';

/** The limit this member has reached on the prize, if any (the per-member one first). */
export function reachedLimitOf(prize: Prize): PrizeLimit | null {
  if (prize.memberLimit !== null && prize.usedTotal >= prize.memberLimit) return 'memberLimit';
  if (prize.dailyLimit !== null && prize.usedToday >= prize.dailyLimit) return 'dailyLimit';
  return null;
}

/** Whether the known balance (a decimal string; null: unknown) is below the cost. */
export const isBalanceShortFor = (prize: Prize, balance: string | null): boolean =>
  balance !== null && BigInt(balance) < BigInt(prize.cost);

/** The first reason the prize cannot be redeemed now, or null when it can. */
export function prizeBlockOf(prize: Prize, balance: string | null): PrizeBlock | null {
  if (prize.stock <= 0) return 'outOfStock';
  return reachedLimitOf(prize) ?? (isBalanceShortFor(prize, balance) ? 'notEnough' : null);
}
