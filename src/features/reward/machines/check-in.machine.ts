/**
 * Check in for today on the reward calendar (issue 12; decision 026).
 * Top-level states: idle → checkingIn → checkedIn | failed | signInRequired; idle → signInRequired for a
 * visitor who taps Check in.
 * The check-in names its day (the day the calendar showed as today): the server pays once per
 * member and day key, so "Try again" sends the same day and can never pay twice, and a repeated
 * check-in answers the first receipt. A day that turned meanwhile is refused (CheckInDayOver),
 * never paid as the next day. No connection: told so, nothing was claimed. A session that ends
 * mid-check-in sends the member through sign-in and back here with the intent kept
 * (`hasCheckInIntent`), which checks in at once.
 */
import { assign, fromPromise, setup } from 'xstate';
import { rewardApi } from '../api/reward-api';
import type { CheckInReceipt } from '../api/schemas/reward';
import { errorOf } from '../../../shared/machines/actor-error';
import {
  flowErrorFrom,
  hasSessionEnded,
  type FlowErrorTable,
} from '../../../shared/machines/flow-errors';
import type { FormError } from '../../../shared/machines/form-error';

/** The check-in itself: the error shows on the calendar, so the helper's notice is suppressed. */
export const checkInActor = fromPromise<CheckInReceipt, { day: string }>(({ input }) =>
  rewardApi.checkIn({ day: input.day }, { suppressNotice: true }),
);

export type CheckInInput = {
  /** Today in the member's zone, as the calendar read it (YYYY-MM-DD). */
  day: string;
  isSignedIn: boolean;
  /** Today's receipt when the calendar already shows today checked in. */
  receipt?: CheckInReceipt | null;
  /** The member tapped Check in before signing in (`checkIn=1` in the address). */
  hasCheckInIntent?: boolean;
};

export type CheckInContext = {
  day: string;
  isSignedIn: boolean;
  hasCheckInIntent: boolean;
  receipt: CheckInReceipt | null;
  error: FormError | null;
  /** Sign-in is asked for because the session ended mid-check-in (not a visitor's tap). */
  sessionEnded: boolean;
};

export type CheckInEvent = { type: 'checkIn.submit' } | { type: 'checkIn.retry' };

/**
 * No connection at all: "nothing was claimed", worth retrying. The reward area's own sentence for
 * the refusals a check-in can meet, which cannot be tried again today; the docs/product/reward.md message for any
 * other.
 */
const CHECK_IN_ERRORS: FlowErrorTable = {
  offline: 'reward.checkIn.errors.offline',
  refusals: { CheckInDayOver: 'reward.checkIn.errors.dayOver' },
  refusalsAreFinal: true,
};

export const checkInMachine = setup({
  types: {
    context: {} as CheckInContext,
    events: {} as CheckInEvent,
    input: {} as CheckInInput,
  },
  actors: { checkIn: checkInActor },
  guards: {
    isSignedIn: ({ context }) => context.isSignedIn,
    hasReceipt: ({ context }) => context.receipt !== null,
    isSignedInWithIntent: ({ context }) => context.isSignedIn && context.hasCheckInIntent,
    hasSessionEnded: ({ event }) => hasSessionEnded(errorOf(event)),
  },
  actions: {
    keepReceipt: assign((_, params: { receipt: CheckInReceipt }) => ({
      receipt: params.receipt,
      error: null,
    })),
    useIntent: assign({ hasCheckInIntent: false }),
    showError: assign({ error: ({ event }) => flowErrorFrom(errorOf(event), CHECK_IN_ERRORS) }),
    clearError: assign({ error: null }),
    noteSessionEnded: assign({ sessionEnded: true }),
    // Provided by the page: read the calendar, the quests and the member's points again.
    announceCheckIn: () => {},
  },
}).createMachine({
  id: 'checkIn',
  initial: 'idle',
  context: ({ input }) => ({
    day: input.day,
    isSignedIn: input.isSignedIn,
    hasCheckInIntent: input.hasCheckInIntent ?? false,
    receipt: input.receipt ?? null,
    error: null,
    sessionEnded: false,
  }),
  states: {
    idle: {
      description:
        'Today is open: "Check in" shows with what today pays. Already checked in today: straight to the receipt. Back from sign-in with the intent kept: straight to the check-in.',
      always: [
        { description: '1. Already checked in today', guard: 'hasReceipt', target: 'checkedIn' },
        {
          description: '2. Signed in, a check-in waits',
          guard: 'isSignedInWithIntent',
          target: 'checkingIn',
          actions: ['useIntent'],
        },
      ],
      on: {
        'checkIn.submit': [
          {
            description: '1. Tap “Check in” — signed in',
            guard: 'isSignedIn',
            target: 'checkingIn',
          },
          {
            description:
              'otherwise: tap “Check in” signed out — sign in first, the check-in goes on after',
            target: 'signInRequired',
          },
        ],
      },
    },
    checkingIn: {
      description:
        "The check-in for today's day key is on its way; the button shows progress and cannot be tapped again. The server credits at most once per member and day.",
      invoke: {
        id: 'checkIn',
        src: 'checkIn',
        input: ({ context }) => ({ day: context.day }),
        onDone: {
          description: "Today's check-in is paid",
          target: 'checkedIn',
          actions: [
            { type: 'keepReceipt', params: ({ event }) => ({ receipt: event.output }) },
            'announceCheckIn',
          ],
        },
        onError: [
          {
            description: '1. The check-in fails — the session has ended',
            guard: 'hasSessionEnded',
            target: 'signInRequired',
            actions: ['noteSessionEnded'],
          },
          {
            description: 'otherwise: the check-in fails',
            target: 'failed',
            actions: ['showError'],
          },
        ],
      },
    },
    checkedIn: {
      description:
        'The receipt shows: points paid, the streak reached, the new balance, the ledger entry id and the time. A repeated check-in shows the first receipt.',
      type: 'final',
    },
    failed: {
      description:
        'The check-in did not go through: the translated reason shows (offline: nothing was claimed). "Try again" sends the same day again (never paid twice); a day that has turned offers the new today instead.',
      on: {
        'checkIn.retry': {
          description: 'Tap “Try again”',
          target: 'checkingIn',
          actions: ['clearError'],
        },
      },
    },
    signInRequired: {
      description:
        'A visitor tapped Check in, or the session ended mid-check-in: the member is asked to sign in and is brought back to the calendar, where the check-in goes on.',
    },
  },
});
