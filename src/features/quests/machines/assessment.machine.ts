/**
 * Game verification through the entry redirect (docs/product/quests.md rule 1; issue 11 item 4): a partnered game
 * sends the member back with a one-time assessment (`code` + `missionAssessId`), which the quest's
 * page redeems once to mark the game's condition done.
 * Top-level states: idle → redeeming → verified | invalid | failed | signInRequired.
 * A visitor is asked to sign in first and the code is kept through sign-in (the page's sign-in link
 * carries it back). Once redeeming starts the code leaves the address bar, so a reload never sends
 * it again; a retry after a lost connection sends the same code.
 */
import { assign, fromPromise, setup } from 'xstate';
import { questApi } from '../api/quest-api';
import { hasStatus } from '../../../shared/api/refusals';
import type { QuestCondition, RedeemAssessmentRequest } from '../api/schemas/quest';
import { errorOf } from '../../../shared/machines/actor-error';
import { flowErrorFrom, hasSessionEnded } from '../../../shared/machines/flow-errors';
import { CLAIM_ERRORS } from './claim-errors';
import type { FormError } from '../../../shared/machines/form-error';

/** Redeems the assessment: the page shows the outcome itself, so no notice. */
export const redeemAssessmentActor = fromPromise<QuestCondition, RedeemAssessmentRequest>(
  ({ input }) => questApi.redeemAssessment(input, { suppressNotice: true }),
);

export type AssessmentInput = RedeemAssessmentRequest & { isSignedIn: boolean };

export type AssessmentContext = {
  assessment: RedeemAssessmentRequest;
  isSignedIn: boolean;
  /** The condition the game verified, once redeemed. */
  condition: QuestCondition | null;
  error: FormError | null;
};

export type AssessmentEvent = { type: 'assessment.retry' };

export const assessmentMachine = setup({
  types: {
    context: {} as AssessmentContext,
    events: {} as AssessmentEvent,
    input: {} as AssessmentInput,
  },
  actors: { redeemAssessment: redeemAssessmentActor },
  guards: {
    isSignedIn: ({ context }) => context.isSignedIn,
    isAssessmentInvalid: ({ event }) =>
      hasStatus(errorOf(event), ['AssessmentInvalid', 'DataNotExist']),
    hasSessionEnded: ({ event }) => hasSessionEnded(errorOf(event)),
  },
  actions: {
    keepCondition: assign((_, params: { condition: QuestCondition }) => ({
      condition: params.condition,
      error: null,
    })),
    showError: assign({
      error: ({ event }) => flowErrorFrom(errorOf(event), CLAIM_ERRORS.assessment),
    }),
    clearError: assign({ error: null }),
    // Provided by the page: take code and missionAssessId out of the address bar (replace).
    clearAddress: () => {},
    // Provided by the page: the quest changed, read it again and check the claim again.
    announceProgress: () => {},
  },
}).createMachine({
  id: 'assessment',
  initial: 'idle',
  context: ({ input }) => ({
    assessment: {
      questId: input.questId,
      missionAssessId: input.missionAssessId,
      code: input.code,
    },
    isSignedIn: input.isSignedIn,
    condition: null,
    error: null,
  }),
  states: {
    idle: {
      description:
        'The page arrived with a game verification. A visitor is asked to sign in first (the sign-in link keeps the code); a member redeems it at once.',
      always: [
        {
          description: "1. Signed in — the game's code is redeemed at once",
          guard: 'isSignedIn',
          target: 'redeeming',
        },
        {
          description:
            "otherwise: a visitor — asked to sign in first, the game's code kept for after",
          target: 'signInRequired',
        },
      ],
    },
    redeeming: {
      description:
        'The one-time code is sent once; it has already left the address bar, so a reload does not send it again.',
      entry: ['clearAddress'],
      invoke: {
        id: 'redeemAssessment',
        src: 'redeemAssessment',
        input: ({ context }) => context.assessment,
        onDone: {
          description: "The game's code is redeemed",
          target: 'verified',
          actions: [
            { type: 'keepCondition', params: ({ event }) => ({ condition: event.output }) },
            'announceProgress',
          ],
        },
        onError: [
          {
            description: '1. Redeeming fails — the session has ended',
            guard: 'hasSessionEnded',
            target: 'signInRequired',
          },
          {
            description: '2. Redeeming fails — the code is invalid',
            guard: 'isAssessmentInvalid',
            target: 'invalid',
            actions: ['showError'],
          },
          { description: 'otherwise: redeeming fails', target: 'failed', actions: ['showError'] },
        ],
      },
    },
    verified: {
      description:
        '"Game progress verified" shows; the quest is read again with the condition done.',
      type: 'final',
    },
    invalid: {
      description:
        'The code is unknown, used, expired or for another member or quest: the translated message says to play again for a new one.',
      type: 'final',
    },
    failed: {
      description:
        'No answer or a server fault: the reason shows with "Try again", which sends the same code.',
      on: {
        'assessment.retry': {
          description: 'Tap “Try again”',
          target: 'redeeming',
          actions: ['clearError'],
        },
      },
    },
    signInRequired: {
      description:
        'Signed out (a visitor, or the session ended): "Sign in to verify your game progress" links to sign-in, which brings the member back with the code.',
    },
  },
});
