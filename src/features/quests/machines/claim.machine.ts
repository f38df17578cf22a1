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
import type { QuestDetail } from '../api/schemas/quest';
import {
  claimFlowChanges,
  claimFlowGuards,
  claimQuestActor,
  type ClaimFlowContext,
  type ClaimFlowEvent,
  type ClaimFlowInput,
} from './claim-flow';
import { CLAIM_ERRORS } from './claim-errors';

export { claimQuestActor, type ClaimQuestInput } from './claim-flow';

/** Re-reads the quest for this member (the page provides one that shares its query cache). */
export const readQuestActor = fromPromise<QuestDetail, { questId: number }>(({ input, signal }) =>
  questApi.quest(input.questId, { signal }),
);

/** `hasClaimIntent`: `claim=1` in the address. */
export type ClaimInput = ClaimFlowInput;

export type ClaimContext = ClaimFlowContext & {
  /** The quest as the last check read it (null before the first answer). */
  quest: QuestDetail | null;
};

export type ClaimEvent = ClaimFlowEvent;

export const claimMachine = setup({
  types: {
    context: {} as ClaimContext,
    events: {} as ClaimEvent,
    input: {} as ClaimInput,
  },
  actors: { readQuest: readQuestActor, claimQuest: claimQuestActor },
  guards: {
    ...claimFlowGuards,
    isAlreadyClaimed: (_, { quest }: { quest: QuestDetail }) =>
      quest.state === 'claimed' && quest.receipt !== null,
    isClaimableWithIntent: ({ context }, { quest }: { quest: QuestDetail }) =>
      context.hasClaimIntent && quest.state === 'claimable',
    isClaimable: (_, { quest }: { quest: QuestDetail }) => quest.state === 'claimable',
  },
  actions: {
    keepQuest: assign((_, { quest }: { quest: QuestDetail }) => ({ quest, error: null })),
    keepReceiptOfQuest: assign((_, { quest }: { quest: QuestDetail }) => ({
      receipt: quest.receipt,
    })),
    keepReceipt: assign(claimFlowChanges.keepReceipt),
    useIntent: assign(claimFlowChanges.useIntent),
    showError: assign(claimFlowChanges.showError(CLAIM_ERRORS.quest)),
    clearError: assign(claimFlowChanges.clearError),
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
      always: [
        { description: 'When signed in', guard: 'isSignedIn', target: 'checkingEligibility' },
      ],
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
            description: '1. The quest is read — already claimed',
            guard: { type: 'isAlreadyClaimed', params: ({ event }) => ({ quest: event.output }) },
            target: 'claimed',
            actions: [
              { type: 'keepQuest', params: ({ event }) => ({ quest: event.output }) },
              { type: 'keepReceiptOfQuest', params: ({ event }) => ({ quest: event.output }) },
              'useIntent',
            ],
          },
          {
            description: '2. The quest is read — claimable, a claim waits',
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
            description: '3. The quest is read — claimable',
            guard: { type: 'isClaimable', params: ({ event }) => ({ quest: event.output }) },
            target: 'eligible',
            actions: [{ type: 'keepQuest', params: ({ event }) => ({ quest: event.output }) }],
          },
          {
            description: 'otherwise: the quest is read',
            target: 'notEligible',
            actions: [
              { type: 'keepQuest', params: ({ event }) => ({ quest: event.output }) },
              'useIntent',
            ],
          },
        ],
        onError: {
          description: 'Reading the quest gets no answer',
          target: 'checkFailed',
          actions: ['showError'],
        },
      },
      on: {
        // The member's progress changed while the check was reading (a game's verification
        // redeemed on arrival): that answer is already old, so the check starts over.
        'eligibility.check': {
          target: 'checkingEligibility',
          reenter: true,
          description: 'Progress changed during the check: it reads the quest again.',
        },
      },
    },
    eligible: {
      description: 'Every condition is met and the reward is still there: Claim can be tapped.',
      on: {
        'claim.submit': { description: 'Tap “Claim reward”', target: 'claiming' },
        'eligibility.check': {
          description: 'Tap “Check again” — the quest is read again',
          target: 'checkingEligibility',
        },
      },
    },
    notEligible: {
      description:
        'The explainer lists every unmet condition with its progress, or why the quest is locked (sign in, opens at a time, needs a level) or over (ended, all winners decided).',
      on: {
        'eligibility.check': {
          description: 'Tap “Check again” — the quest is read again',
          target: 'checkingEligibility',
        },
      },
    },
    checkFailed: {
      description:
        'The quest could not be read again (no connection, a server fault, an unreadable answer): the reason shows with "Check again".',
      on: {
        'eligibility.check': {
          description: 'Tap “Check again” — the quest is read again',
          target: 'checkingEligibility',
        },
      },
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
          description: 'The reward is paid — the receipt shows the points and the new balance',
          target: 'claimed',
          actions: [
            { type: 'keepReceipt', params: ({ event }) => ({ receipt: event.output }) },
            'announceClaim',
          ],
        },
        onError: [
          {
            description: '1. The claim fails — the session has ended',
            guard: 'hasSessionEnded',
            target: 'signInRequired',
          },
          { description: 'otherwise: the claim fails', target: 'failed', actions: ['showError'] },
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
        'claim.retry': {
          description: 'Tap “Try again”',
          target: 'claiming',
          actions: ['clearError'],
        },
        'eligibility.check': {
          description: 'Tap “Check again” — the quest is read again',
          target: 'checkingEligibility',
        },
      },
    },
    signInRequired: {
      description:
        'The session ended mid-claim (401 or an invalid token; the session machine has forgotten the login): the member is asked to sign in and is brought back to this quest, where the claim goes on.',
    },
  },
});
