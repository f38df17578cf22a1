/**
 * Claim the invite reward for one invitee on /profile/invited (issue 15 item 1; decision 039).
 * Top-level states: idle → claiming → claimed | failed | signInRequired; claimed and idle take
 * the next claim; failed → claiming (retry) | idle (dismiss, the list is read again).
 * One actor for the page, so it outlives the list when the session ends mid-claim: the member is
 * asked to sign in and comes back to `/profile/invited?claim=<id>` (`hasClaimIntent`), which claims
 * at once. The server pays once per invitee: a retry, or a claim already paid, answers the first
 * receipt.
 */
import { assign, fromPromise, setup } from 'xstate';
import { inviteRewardApi } from '../api/invite-reward-api';
import type { InviteRewardReceipt } from '../api/schemas/invite-reward';
import { errorOf } from '../../../shared/machines/actor-error';
import {
  flowErrorFrom,
  hasSessionEnded,
  type FlowErrorTable,
} from '../../../shared/machines/flow-errors';
import type { FormError } from '../../../shared/machines/form-error';

/** The claim itself: its error shows in the invitee's row, so the helper's notice is suppressed. */
export const claimInviteRewardActor = fromPromise<InviteRewardReceipt, { inviteeId: number }>(
  ({ input }) => inviteRewardApi.claim(input.inviteeId, { suppressNotice: true }),
);

export type InviteClaimInput = {
  isSignedIn: boolean;
  /** The invitee whose claim was asked for before the session ended (`claim=<id>`), or null. */
  intentInviteeId?: number | null;
};

export type InviteClaimContext = {
  isSignedIn: boolean;
  /** The invitee being claimed, or last claimed (the row that shows progress, receipt or error). */
  inviteeId: number | null;
  hasClaimIntent: boolean;
  receipt: InviteRewardReceipt | null;
  error: FormError | null;
};

export type InviteClaimEvent =
  { type: 'claim.submit'; inviteeId: number } | { type: 'claim.retry' } | { type: 'claim.dismiss' };

/**
 * No connection at all is "nothing was claimed, try again"; a refusal is its docs/product/profile.md status message
 * (errors.status.InviteReward…, translated in statuses.json).
 */
const INVITE_CLAIM_ERRORS: FlowErrorTable = { offline: 'inviteReward.errors.offline' };

export const inviteClaimMachine = setup({
  types: {
    context: {} as InviteClaimContext,
    events: {} as InviteClaimEvent,
    input: {} as InviteClaimInput,
  },
  actors: { claimInviteReward: claimInviteRewardActor },
  guards: {
    hasClaimIntentSignedIn: ({ context }) =>
      context.hasClaimIntent && context.isSignedIn && context.inviteeId !== null,
    hasSessionEnded: ({ event }) => hasSessionEnded(errorOf(event)),
    isRetryable: ({ context }) => context.error?.retryable === true,
  },
  actions: {
    pickInvitee: assign({
      inviteeId: ({ context, event }) =>
        event.type === 'claim.submit' ? event.inviteeId : context.inviteeId,
      receipt: null,
      error: null,
    }),
    keepReceipt: assign((_, params: { receipt: InviteRewardReceipt }) => ({
      receipt: params.receipt,
      error: null,
    })),
    showError: assign({ error: ({ event }) => flowErrorFrom(errorOf(event), INVITE_CLAIM_ERRORS) }),
    clearError: assign({ error: null }),
    useIntent: assign({ hasClaimIntent: false }),
    // Provided by the page: drop `claim=<id>` from the address once the claim is under way.
    forgetIntent: () => {},
    // Provided by the page: read the invited list and the member's points (header, profile) again.
    announceClaim: () => {},
    // Provided by the page: read the invited list again (a refusal means its state was stale).
    refreshList: () => {},
  },
}).createMachine({
  id: 'inviteClaim',
  initial: 'idle',
  context: ({ input }) => ({
    isSignedIn: input.isSignedIn,
    inviteeId: input.intentInviteeId ?? null,
    hasClaimIntent: (input.intentInviteeId ?? null) !== null,
    receipt: null,
    error: null,
  }),
  states: {
    idle: {
      description:
        'The invited list shows each invitee with their state; a claimable one has a Claim button. Back from sign-in with a claim asked for (claim=<id>), the claim goes on at once.',
      always: {
        description: 'When a claim waits from before sign-in',
        guard: 'hasClaimIntentSignedIn',
        target: 'claiming',
        actions: ['useIntent', 'forgetIntent'],
      },
      on: {
        'claim.submit': {
          description: 'Tap “Claim 100 points” on an invitee',
          target: 'claiming',
          actions: ['pickInvitee'],
        },
      },
    },
    claiming: {
      description:
        "The claim for one invitee is on its way: that row's button shows progress and every Claim button waits. The server credits at most once per invitee and mailbox.",
      invoke: {
        id: 'claimInviteReward',
        src: 'claimInviteReward',
        input: ({ context }) => ({ inviteeId: context.inviteeId ?? 0 }),
        onDone: {
          description: 'The invite reward is paid',
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
        "The invitee's row shows the receipt (points paid, the new balance, the ledger entry) and reads Claimed; another claimable invitee can be claimed.",
      on: {
        'claim.submit': {
          description: 'Tap “Claim 100 points” on an invitee',
          target: 'claiming',
          actions: ['pickInvitee'],
        },
      },
    },
    failed: {
      description:
        'The claim did not go through: the translated reason shows in the row. "Try again" sends the same claim when the connection failed (never paid twice); "OK" reads the list again after a refusal.',
      on: {
        'claim.retry': {
          description: 'Tap “Try again” — it can be tried again',
          guard: 'isRetryable',
          target: 'claiming',
          actions: ['clearError'],
        },
        'claim.dismiss': {
          description: 'Tap “OK” under the error',
          target: 'idle',
          actions: ['clearError', 'refreshList'],
        },
      },
    },
    signInRequired: {
      description:
        'The session ended mid-claim (401 or an invalid token; the session machine forgot the login): the page asks the member to sign in and come back to /profile/invited?claim=<id>, where the claim goes on.',
    },
  },
});
