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
      always: [{ guard: 'isSignedIn', target: 'checkingEligibility' }],
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
            guard: { type: 'isClaimable', params: ({ event }) => ({ majorEvent: event.output }) },
            target: 'eligible',
            actions: [{ type: 'keepEvent', params: ({ event }) => ({ majorEvent: event.output }) }],
          },
          {
            target: 'notEligible',
            actions: [
              { type: 'keepEvent', params: ({ event }) => ({ majorEvent: event.output }) },
              'useIntent',
            ],
          },
        ],
        onError: { target: 'checkFailed', actions: ['showError'] },
      },
    },
    eligible: {
      description: "The event is live and the quest's conditions are met: Claim can be tapped.",
      on: {
        'claim.submit': { target: 'claiming' },
        'eligibility.check': { target: 'checkingEligibility' },
      },
    },
    notEligible: {
      description:
        'The row says why it cannot be claimed: the event has ended (the translated "event has ended" message) or not started (when it opens), the quest is locked, over, or its conditions are not all met (n of m done).',
      on: { 'eligibility.check': { target: 'checkingEligibility' } },
    },
    checkFailed: {
      description:
        'The event could not be read again (no connection, a server fault, an unreadable answer): the reason shows with "Check again".',
      on: { 'eligibility.check': { target: 'checkingEligibility' } },
    },
    claiming: {
      description:
        "The ClaimMission call is on its way; the row's button shows progress and cannot be tapped again.",
      invoke: {
        id: 'claimMission',
        src: 'claimMission',
        input: ({ context }) => ({ eventId: context.eventId, questId: context.questId }),
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
        'The row shows the receipt of this claim (points, new balance, entry id, time), or "Claimed" for a quest claimed on an earlier visit.',
      type: 'final',
    },
    failed: {
      description:
        'The claim did not go through: the translated reason shows in the row (an ended event: "This event has ended"). "Try again" sends the same claim; "Check again" re-reads the event.',
      on: {
        'claim.retry': { target: 'claiming', actions: ['clearError'] },
        'eligibility.check': { target: 'checkingEligibility' },
      },
    },
    signInRequired: {
      description:
        'The session ended mid-claim: the member is asked to sign in and is brought back to this event, where the claim of this quest goes on.',
    },
  },
});
