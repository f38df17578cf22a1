/**
 * Claim an event quest's reward with ClaimMission (issue 11 item 5; decision 024): one actor per
 * quest row of /quests/event_desc, given the event's and the quest's id.
 * Top-level states: idle → checkingEligibility → eligible | notEligible | claimed | checkFailed;
 * eligible → claiming → claimed | failed | signInRequired.
 * The check re-reads the event (its state and the member's state of each of its quests; the
 * page shares one read between its rows). An ended event refuses every claim with the translated
 * "event has ended" message. The server keys the credit on (member, quest, period): a retry sends
 * the same request and never pays twice; a repeated claim answers the first receipt.
 */
import { assign, fromPromise, setup } from 'xstate';
import { questApi } from '../api/quest-api';
import type { ClaimReceipt, MajorEvent, QuestSummary } from '../api/schemas/quest';
import {
  claimFlowChanges,
  claimFlowGuards,
  claimQuest,
  type ClaimFlowContext,
  type ClaimFlowEvent,
  type ClaimFlowInput,
} from './claim-flow';
import { CLAIM_ERRORS } from './claim-errors';

/** Re-reads the event for this member (the page provides one that shares its query cache). */
export const readEventActor = fromPromise<MajorEvent, { eventId: number }>(({ input, signal }) =>
  questApi.majorEvent(input.eventId, { signal }),
);

/** The claim: ClaimMission, always with the row's event (claim-flow.ts); no notice, the row says it. */
export const claimMissionActor = fromPromise<ClaimReceipt, { eventId: number; questId: number }>(
  ({ input }) => claimQuest(input),
);

/** `hasClaimIntent`: `claim=<questId>` in the address. */
export type ClaimMissionInput = ClaimFlowInput & { eventId: number };

export type ClaimMissionContext = ClaimFlowContext & {
  eventId: number;
  /** The event as the last check read it, and this row's quest in it (null: not found). */
  event: MajorEvent | null;
  quest: QuestSummary | null;
};

export type ClaimMissionEvent = ClaimFlowEvent;

const questIn = (event: MajorEvent | null, questId: number): QuestSummary | null =>
  event?.quests.find((q) => q.id === questId) ?? null;

const isOpenAndClaimable = (event: MajorEvent | null, questId: number): boolean =>
  event?.state === 'live' && questIn(event, questId)?.state === 'claimable';

export const claimMissionMachine = setup({
  types: {
    context: {} as ClaimMissionContext,
    events: {} as ClaimMissionEvent,
    input: {} as ClaimMissionInput,
  },
  actors: { readEvent: readEventActor, claimMission: claimMissionActor },
  guards: {
    ...claimFlowGuards,
    isAlreadyClaimed: ({ context }, { majorEvent }: { majorEvent: MajorEvent }) =>
      questIn(majorEvent, context.questId)?.state === 'claimed',
    isClaimableWithIntent: ({ context }, { majorEvent }: { majorEvent: MajorEvent }) =>
      context.hasClaimIntent && isOpenAndClaimable(majorEvent, context.questId),
    isClaimable: ({ context }, { majorEvent }: { majorEvent: MajorEvent }) =>
      isOpenAndClaimable(majorEvent, context.questId),
  },
  actions: {
    keepEvent: assign(({ context }, { majorEvent }: { majorEvent: MajorEvent }) => ({
      event: majorEvent,
      quest: questIn(majorEvent, context.questId) ?? context.quest,
      error: null,
    })),
    keepReceipt: assign(claimFlowChanges.keepReceipt),
    useIntent: assign(claimFlowChanges.useIntent),
    showError: assign(claimFlowChanges.showError(CLAIM_ERRORS.event)),
    clearError: assign(claimFlowChanges.clearError),
    // Provided by the page: refresh the quest lists, the event and the member's points.
    announceClaim: () => {},
  },
}).createMachine({
  id: 'claimMission',
  initial: 'idle',
  context: ({ input }) => ({
    eventId: input.eventId,
    questId: input.questId,
    isSignedIn: input.isSignedIn,
    hasClaimIntent: input.hasClaimIntent ?? false,
    event: null,
    quest: null,
    receipt: null,
    error: null,
  }),
  states: {
    idle: {
      description:
        'Nothing to check for a visitor: the row shows the quest with "sign in to start". A signed-in member goes straight on to the check.',
      always: [
        { description: 'When signed in', guard: 'isSignedIn', target: 'checkingEligibility' },
      ],
    },
    checkingEligibility: {
      description:
        "The event is read again for this member: whether it is live, and this quest's state and progress in it.",
      invoke: {
        id: 'readEvent',
        src: 'readEvent',
        input: ({ context }) => ({ eventId: context.eventId }),
        onDone: [
          {
            description: '1. The event is read — already claimed',
            guard: {
              type: 'isAlreadyClaimed',
              params: ({ event }) => ({ majorEvent: event.output }),
            },
            target: 'claimed',
            actions: [
              { type: 'keepEvent', params: ({ event }) => ({ majorEvent: event.output }) },
              'useIntent',
            ],
          },
          {
            description: '2. The event is read — claimable, a claim waits',
            guard: {
              type: 'isClaimableWithIntent',
              params: ({ event }) => ({ majorEvent: event.output }),
            },
            target: 'claiming',
            actions: [
              { type: 'keepEvent', params: ({ event }) => ({ majorEvent: event.output }) },
              'useIntent',
            ],
          },
          {
            description: '3. The event is read — claimable',
            guard: { type: 'isClaimable', params: ({ event }) => ({ majorEvent: event.output }) },
            target: 'eligible',
            actions: [{ type: 'keepEvent', params: ({ event }) => ({ majorEvent: event.output }) }],
          },
          {
            description:
              'otherwise: the event is read — the row says why the quest cannot be claimed',
            target: 'notEligible',
            actions: [
              { type: 'keepEvent', params: ({ event }) => ({ majorEvent: event.output }) },
              'useIntent',
            ],
          },
        ],
        onError: {
          description: 'Reading the event gets no answer',
          target: 'checkFailed',
          actions: ['showError'],
        },
      },
    },
    eligible: {
      description: "The event is live and the quest's conditions are met: Claim can be tapped.",
      on: {
        'claim.submit': { description: 'Tap “Claim reward”', target: 'claiming' },
        'eligibility.check': {
          description: 'Tap “Check again” — the event is read again',
          target: 'checkingEligibility',
        },
      },
    },
    notEligible: {
      description:
        'The row says why it cannot be claimed: the event has ended (the translated "event has ended" message) or not started (when it opens), the quest is locked, over, or its conditions are not all met (n of m done).',
      on: {
        'eligibility.check': {
          description: 'Tap “Check again” — the event is read again',
          target: 'checkingEligibility',
        },
      },
    },
    checkFailed: {
      description:
        'The event could not be read again (no connection, a server fault, an unreadable answer): the reason shows with "Check again".',
      on: {
        'eligibility.check': {
          description: 'Tap “Check again” — the event is read again',
          target: 'checkingEligibility',
        },
      },
    },
    claiming: {
      description:
        "The ClaimMission call is on its way; the row's button shows progress and cannot be tapped again.",
      invoke: {
        id: 'claimMission',
        src: 'claimMission',
        input: ({ context }) => ({ eventId: context.eventId, questId: context.questId }),
        onDone: {
          description: 'The reward is paid — the row shows the points and the new balance',
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
        'The row shows the receipt of this claim (points, new balance, entry id, time), or "Claimed" for a quest claimed on an earlier visit.',
      type: 'final',
    },
    failed: {
      description:
        'The claim did not go through: the translated reason shows in the row (an ended event: "This event has ended"). "Try again" sends the same claim; "Check again" re-reads the event.',
      on: {
        'claim.retry': {
          description: 'Tap “Try again”',
          target: 'claiming',
          actions: ['clearError'],
        },
        'eligibility.check': {
          description: 'Tap “Check again” — the event is read again',
          target: 'checkingEligibility',
        },
      },
    },
    signInRequired: {
      description:
        'The session ended mid-claim: the member is asked to sign in and is brought back to this event, where the claim of this quest goes on.',
    },
  },
});
