// What the claim flows (claim, claimMission, assessment) tell the member when the platform or the
// connection says no: a sentence of the quests text area for each refusal a claim can meet, the
// docs/product/quests.md status message for any other (src/shared/machines/flow-errors.ts reads them).
import type { FlowErrorTable } from '../../../shared/machines/flow-errors';

/** No connection at all: "nothing was claimed", worth retrying. */
const OFFLINE = 'quests.claim.errors.offline';

/** The claim flows' own wording of the refusals a claim can meet (quest claims). */
const QUEST_CLAIM_KEYS = {
  DuplicateRequest: 'quests.claim.errors.duplicate',
  DataNotExist: 'quests.claim.errors.notFound',
  QuestEnded: 'quests.claim.errors.ended',
  QuestNotOpen: 'quests.claim.errors.notOpen',
  QuestConditionsUnmet: 'quests.claim.errors.conditionsUnmet',
  QuestWinnersFull: 'quests.claim.errors.winnersFull',
  QuestLevelLocked: 'quests.claim.errors.levelLocked',
} as const;

export const CLAIM_ERRORS = {
  quest: { offline: OFFLINE, refusals: QUEST_CLAIM_KEYS },
  /** An event quest's claim: the same, but an ended or missing event is said as such. */
  event: {
    offline: OFFLINE,
    refusals: {
      ...QUEST_CLAIM_KEYS,
      DataNotExist: 'quests.event.errors.notFound',
      QuestEnded: 'errors.status.QuestEnded',
    },
  },
  /** A game verification: an invalid or used code, or the quest gone. */
  assessment: {
    offline: OFFLINE,
    refusals: {
      AssessmentInvalid: 'quests.detail.verify.invalid',
      DataNotExist: 'quests.claim.errors.notFound',
    },
  },
} satisfies Record<string, FlowErrorTable>;
