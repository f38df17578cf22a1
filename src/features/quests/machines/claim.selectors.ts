import type { SnapshotFrom } from 'xstate';
import type { QuestCondition, QuestDetail } from '../api/schemas/quest';
import type { claimMachine } from './claim.machine';

type ClaimSnapshot = SnapshotFrom<typeof claimMachine>;

export const selectClaimQuest = (s: ClaimSnapshot) => s.context.quest;
export const selectReceipt = (s: ClaimSnapshot) => s.context.receipt;
export const selectClaimError = (s: ClaimSnapshot) => s.context.error;

/** Why a quest cannot be claimed now, each reason once, in the order the explainer says them. */
export type IneligibleReason =
  | { kind: 'signIn' }
  | { kind: 'notOpen'; opensAt: string }
  | { kind: 'level'; level: number }
  | { kind: 'ended'; endedAt: string | null }
  | { kind: 'winnersFull'; winnerLimit: number }
  | { kind: 'claimed' }
  | { kind: 'unmet'; conditions: readonly QuestCondition[] };

/**
 * Everything that stands between the member and the reward, read from the quest the check
 * returned: the lock (with when it opens), the end or the full winner list, and every condition
 * not done yet with its progress. Pure, so the detail page and the tests say the same.
 */
export function ineligibleReasons(quest: QuestDetail): IneligibleReason[] {
  const reasons: IneligibleReason[] = [];
  const lock = quest.lockReason;
  if (lock?.kind === 'signIn') reasons.push({ kind: 'signIn' });
  if (lock?.kind === 'notOpen') reasons.push({ kind: 'notOpen', opensAt: lock.opensAt });
  if (lock?.kind === 'level') reasons.push({ kind: 'level', level: lock.level });
  if (quest.state === 'claimed') reasons.push({ kind: 'claimed' });
  if (quest.state === 'expired') {
    // Expired: all its winners decided, or else its end has passed.
    if (quest.winnerLimit !== null && quest.winnerCount >= quest.winnerLimit) {
      reasons.push({ kind: 'winnersFull', winnerLimit: quest.winnerLimit });
    } else reasons.push({ kind: 'ended', endedAt: quest.endsAt });
  }
  const unmet = quest.conditions.filter((c) => !c.done);
  if (unmet.length > 0 && quest.state !== 'expired' && quest.state !== 'claimed') {
    reasons.push({ kind: 'unmet', conditions: unmet });
  }
  return reasons;
}
