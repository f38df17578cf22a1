// A member's state of one quest (decision 024), from plain facts: no database here, so every rule
// is tested on its own. The claim re-checks the same rules in its transaction (quest-claims.ts).
import type { LockReason, QuestState } from '../../../src/features/quests/api/schemas/quest.ts';

export type StateFacts = {
  now: Date;
  startsAt: Date;
  endsAt: Date | null;
  winnerLimit: number | null;
  winnerCount: number;
  minLevel: number;
  /** null: a visitor. */
  member: null | {
    level: number;
    /** This period's claim exists. */
    hasClaimed: boolean;
    /** Per condition: done, and whether anything at all was done toward it. */
    conditions: { done: boolean; started: boolean }[];
  };
};

export type StateResult = {
  state: QuestState;
  lockReason: LockReason | null;
  /** Why an expired quest is expired (for the claim's refusal). */
  expiredBecause: 'ended' | 'full' | null;
};

export function isEnded(facts: Pick<StateFacts, 'now' | 'endsAt'>): boolean {
  return facts.endsAt !== null && facts.endsAt.getTime() <= facts.now.getTime();
}

export function questState(facts: StateFacts): StateResult {
  const { member, now } = facts;
  const result = (
    state: QuestState,
    lockReason: LockReason | null = null,
    expiredBecause: StateResult['expiredBecause'] = null,
  ): StateResult => ({ state, lockReason, expiredBecause });
  if (member?.hasClaimed) return result('claimed');
  // Ended or full is the truth for visitors too: "sign in" would promise what is gone.
  if (isEnded(facts)) return result('expired', null, 'ended');
  const isFull = facts.winnerLimit !== null && facts.winnerCount >= facts.winnerLimit;
  if (!member)
    return isFull ? result('expired', null, 'full') : result('locked', { kind: 'signIn' });
  if (facts.startsAt.getTime() > now.getTime())
    return result('locked', { kind: 'notOpen', opensAt: facts.startsAt.toISOString() });
  if (isFull) return result('expired', null, 'full');
  if (member.level < facts.minLevel)
    return result('locked', { kind: 'level', level: facts.minLevel });
  if (member.conditions.every((c) => c.done)) return result('claimable');
  if (member.conditions.some((c) => c.done || c.started)) return result('inProgress');
  return result('available');
}
