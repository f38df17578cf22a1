/**
 * Claim a quest's reward (issue 11 item 5; decision 024).
 * Top-level states: idle → checkingEligibility → eligible | notEligible | claimed | checkFailed;
 * eligible → claiming → claimed | failed | signInRequired.
 * The eligibility check re-reads the quest: the server computes the member's state, so the
 * explainer lists exactly what is still missing. A claim is keyed on the server by (member, quest,
 * period): a retry sends the same request and can never pay twice, and a repeated claim answers
 * the first receipt, shown as claimed. A session that ends mid-claim sends the member through
 * sign-in and back here with the intent kept (`hasClaimIntent`), which claims once eligible.
 */
import { assign, fromPromise, setup } from 'xstate';
import { questApi } from '../api/quest-api';
import type { ClaimReceipt, QuestDetail } from '../api/schemas/quest';
import { errorOf } from '../../../shared/machines/actor-error';
import { flowErrorFrom, hasSessionEnded } from '../../../shared/machines/flow-errors';
import { CLAIM_ERRORS } from './claim-errors';
import type { FormError } from '../../../shared/machines/form-error';

/** Re-reads the quest for this member (the page provides one that shares its query cache). */
export const readQuestActor = fromPromise<QuestDetail, { questId: number }>(({ input, signal }) =>
  questApi.quest(input.questId, { signal }),
);

export type ClaimQuestInput = {
  questId: number;
  /** The major event the quest belongs to (as the check read it), or null. */
  eventId: number | null;
};

/**
 * The claim itself: the error shows in the claim area, so the helper's notice is suppressed. An
 * event quest goes through ClaimMission with its event: Claim does not know event quests and
 * answers "does not exist" (issue 28 item 2). Both credit under the same ledger key, so a claim
 * made on the event page and one made here are the same claim.
 */
export const claimQuestActor = fromPromise<ClaimReceipt, ClaimQuestInput>(({ input }) =>
  input.eventId === null
    ? questApi.claim({ questId: input.questId }, { suppressNotice: true })
    : questApi.claimMission(
        { eventId: input.eventId, questId: input.questId },
        { suppressNotice: true },
      ),
);

export type ClaimInput = {
  questId: number;
  isSignedIn: boolean;
  /** The member asked to claim before signing in again (`claim=1` in the address). */
  hasClaimIntent?: boolean;
};

export type ClaimContext = {
  questId: number;
  isSignedIn: boolean;
  hasClaimIntent: boolean;
  /** The quest as the last check read it (null before the first answer). */
  quest: QuestDetail | null;
  /** The receipt of the claim: this one, or the first one for a quest claimed before. */
  receipt: ClaimReceipt | null;
  error: FormError | null;
};

export type ClaimEvent =
  { type: 'eligibility.check' } | { type: 'claim.submit' } | { type: 'claim.retry' };

export const claimMachine = setup({
  types: {
    context: {} as ClaimContext,
    events: {} as ClaimEvent,
    input: {} as ClaimInput,
  },
  actors: { readQuest: readQuestActor, claimQuest: claimQuestActor },
  guards: {
    isSignedIn: ({ context }) => context.isSignedIn,
    isAlreadyClaimed: (_, { quest }: { quest: QuestDetail }) =>
      quest.state === 'claimed' && quest.receipt !== null,
    isClaimableWithIntent: ({ context }, { quest }: { quest: QuestDetail }) =>
      context.hasClaimIntent && quest.state === 'claimable',
    isClaimable: (_, { quest }: { quest: QuestDetail }) => quest.state === 'claimable',
    hasSessionEnded: ({ event }) => hasSessionEnded(errorOf(event)),
  },
  actions: {
    keepQuest: assign((_, { quest }: { quest: QuestDetail }) => ({ quest, error: null })),
    keepReceiptOfQuest: assign((_, { quest }: { quest: QuestDetail }) => ({
      receipt: quest.receipt,
    })),
    keepReceipt: assign((_, { receipt }: { receipt: ClaimReceipt }) => ({ receipt, error: null })),
    useIntent: assign({ hasClaimIntent: false }),
    showError: assign({ error: ({ event }) => flowErrorFrom(errorOf(event), CLAIM_ERRORS.quest) }),
    clearError: assign({ error: null }),
    // Provided by the page: refresh the quest lists and the member's points (header, profile).
    announceClaim: () => {},
  },
}).createMachine({
  id: 'claim',
  initial: 'idle',
  context: ({ input }) => ({
    questId: input.questId,
    isSignedIn: input.isSignedIn,
    hasClaimIntent: input.hasClaimIntent ?? false,
    quest: null,
    receipt: null,
    error: null,
  }),
  states: {
    idle: {
      description:
        'Nothing to check for a visitor: the quest shows with "sign in to start" (a link to sign-in that comes back here). A signed-in member goes straight on to the check.',
      always: [{ guard: 'isSignedIn', target: 'checkingEligibility' }],
    },
    checkingEligibility: {
      description:
        "The quest is read again for this member: its state, each condition's progress, why it is locked, and any receipt.",
      invoke: {
        id: 'readQuest',
        src: 'readQuest',
        input: ({ context }) => ({ questId: context.questId }),
        onDone: [
          {
            guard: { type: 'isAlreadyClaimed', params: ({ event }) => ({ quest: event.output }) },
            target: 'claimed',
            actions: [
              { type: 'keepQuest', params: ({ event }) => ({ quest: event.output }) },
              { type: 'keepReceiptOfQuest', params: ({ event }) => ({ quest: event.output }) },
              'useIntent',
            ],
          },
          {
            guard: {
              type: 'isClaimableWithIntent',
              params: ({ event }) => ({ quest: event.output }),
            },
            target: 'claiming',
            actions: [
              { type: 'keepQuest', params: ({ event }) => ({ quest: event.output }) },
              'useIntent',
            ],
          },
          {
            guard: { type: 'isClaimable', params: ({ event }) => ({ quest: event.output }) },
            target: 'eligible',
            actions: [{ type: 'keepQuest', params: ({ event }) => ({ quest: event.output }) }],
          },
          {
            target: 'notEligible',
            actions: [
              { type: 'keepQuest', params: ({ event }) => ({ quest: event.output }) },
              'useIntent',
            ],
          },
        ],
        onError: { target: 'checkFailed', actions: ['showError'] },
      },
    },
    eligible: {
      description: 'Every condition is met and the reward is still there: Claim can be tapped.',
      on: {
        'claim.submit': { target: 'claiming' },
        'eligibility.check': { target: 'checkingEligibility' },
      },
    },
    notEligible: {
      description:
        'The explainer lists every unmet condition with its progress, or why the quest is locked (sign in, opens at a time, needs a level) or over (ended, all winners decided).',
      on: { 'eligibility.check': { target: 'checkingEligibility' } },
    },
    checkFailed: {
      description:
        'The quest could not be read again (no connection, a server fault, an unreadable answer): the reason shows with "Check again".',
      on: { 'eligibility.check': { target: 'checkingEligibility' } },
    },
    claiming: {
      description:
        'The claim is on its way; the button shows progress and cannot be tapped again. The server credits at most once per member, quest and period.',
      invoke: {
        id: 'claimQuest',
        src: 'claimQuest',
        input: ({ context }) => ({
          questId: context.questId,
          eventId: context.quest?.eventId ?? null,
        }),
        onDone: {
          target: 'claimed',
          actions: [
            { type: 'keepReceipt', params: ({ event }) => ({ receipt: event.output }) },
            'announceClaim',
          ],
        },
        onError: [
          { guard: 'hasSessionEnded', target: 'signInRequired' },
          { target: 'failed', actions: ['showError'] },
        ],
      },
    },
    claimed: {
      description:
        'The receipt shows: points paid, the new balance, the ledger entry id and the time, and the item if any. A repeated claim shows the first receipt.',
      type: 'final',
    },
    failed: {
      description:
        'The claim did not go through: the translated reason shows. "Try again" sends the same claim (never paid twice); "Check again" re-reads the quest after a refusal.',
      on: {
        'claim.retry': { target: 'claiming', actions: ['clearError'] },
        'eligibility.check': { target: 'checkingEligibility' },
      },
    },
    signInRequired: {
      description:
        'The session ended mid-claim (401 or an invalid token; the session machine has forgotten the login): the member is asked to sign in and is brought back to this quest, where the claim goes on.',
    },
  },
});
