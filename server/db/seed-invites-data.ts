// The demo member's invitees (decision 039) show every reward state at once: LunaByte's reward was
// claimed (below), KaiRunner has claimed quests and is claimable, NewComer has not verified the
// email yet and is pending. The seed writes this reward through the ledger (seed-quests.ts).
import { SEED_UIDS } from './seed-quests-data.ts';

export type SeedInviteReward = { inviterUid: string; inviteeUid: string; hoursAgo: number };

export const SEED_INVITE_REWARDS: readonly SeedInviteReward[] = [
  // After LunaByte's first quest claim (49 hours ago).
  { inviterUid: SEED_UIDS.demo, inviteeUid: SEED_UIDS.luna, hoursAgo: 45 },
];
