/**
 * Redeem a prize with points (issue 12 item 2; decision 027).
 * Top-level states: choosing → (prize.choose) confirming | limitReached | notEnough; confirming →
 * redeeming → done | failed | signInRequired. The member picks a prize; if the list they were shown
 * says they reached its per-member or daily limit, or their balance cannot pay for it, the flow says
 * so at once (the limit first, as the platform checks it) and calls nothing. Otherwise it asks to confirm, with the cost and the
 * balance after. Each choice comes with a fresh redeem key (newRedeemKey), kept through retries: the server answers a
 * repeated key with the first record, so "Try again" after a lost answer never charges twice.
 */
import { assign, fromPromise, setup } from 'xstate';
import { prizeApi } from '../api/prize-api';
import type { ExchangeRecord, Prize } from '../api/schemas/prize';
import { errorOf } from '../../../shared/machines/actor-error';
import type { FormError } from '../../../shared/machines/form-error';
import { flowErrorFrom, hasSessionEnded } from '../../../shared/machines/flow-errors';
import { PRIZE_ERRORS } from './prize-errors';
import { isBalanceShortFor, reachedLimitOf } from './prize-limits';

/** The redemption itself: the error shows in the flow, so the helper's notice is suppressed. */
export const redeemPrizeActor = fromPromise<ExchangeRecord, { prizeId: number; redeemKey: string }>(
  ({ input }) => prizeApi.redeem(input, { suppressNotice: true }),
);

/** A key the server has never seen: 128 random bits, hex. */
export function newRedeemKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export type RedeemContext = {
  prize: Prize | null;
  /** The member's point balance as last shown (a decimal string), null when unknown. */
  balance: string | null;
  redeemKey: string;
  record: ExchangeRecord | null;
  error: FormError | null;
};

export type RedeemEvent =
  | { type: 'prize.choose'; prize: Prize; balance: string | null; redeemKey: string }
  | { type: 'redeem.confirm' }
  | { type: 'redeem.cancel' }
  | { type: 'redeem.retry' }
  | { type: 'redeem.again' };

const chosenOf = (event: RedeemEvent) => (event.type === 'prize.choose' ? event : null);

export const redeemMachine = setup({
  types: {
    context: {} as RedeemContext,
    events: {} as RedeemEvent,
  },
  actors: { redeemPrize: redeemPrizeActor },
  guards: {
    isAtLimit: ({ event }) => {
      const chosen = chosenOf(event);
      return chosen !== null && reachedLimitOf(chosen.prize) !== null;
    },
    isBalanceShort: ({ event }) => {
      const chosen = chosenOf(event);
      return chosen !== null && isBalanceShortFor(chosen.prize, chosen.balance);
    },
    hasSessionEnded: ({ event }) => hasSessionEnded(errorOf(event)),
  },
  actions: {
    keepChoice: assign({
      prize: ({ event }) => chosenOf(event)?.prize ?? null,
      balance: ({ event }) => chosenOf(event)?.balance ?? null,
      redeemKey: ({ event }) => chosenOf(event)?.redeemKey ?? '',
      record: null,
      error: null,
    }),
    keepRecord: assign((_, params: { record: ExchangeRecord }) => ({
      record: params.record,
      balance: params.record.balanceAfter,
      error: null,
    })),
    showError: assign({ error: ({ event }) => flowErrorFrom(errorOf(event), PRIZE_ERRORS) }),
    clearError: assign({ error: null }),
    forgetChoice: assign({ prize: null, record: null, error: null }),
    // Provided by the page: the prize list (stock, balance, limits) and the member's points are
    // read again.
    announceRedeem: () => {},
  },
}).createMachine({
  id: 'redeem',
  initial: 'choosing',
  context: { prize: null, balance: null, redeemKey: '', record: null, error: null },
  states: {
    choosing: {
      description:
        'The prize list shows with each cost, stock and limit; the member picks a prize to redeem.',
      on: {
        'prize.choose': [
          {
            description: '1. Tap “Redeem” on a prize — the prize limit is reached',
            guard: 'isAtLimit',
            target: 'limitReached',
            actions: ['keepChoice'],
          },
          {
            description: '2. Tap “Redeem” on a prize — the balance is too low',
            guard: 'isBalanceShort',
            target: 'notEnough',
            actions: ['keepChoice'],
          },
          {
            description: 'otherwise: tap “Redeem” on a prize',
            target: 'confirming',
            actions: ['keepChoice'],
          },
        ],
      },
    },
    limitReached: {
      description:
        'The list the member was shown says they reached the prize\'s per-member limit ("The conversion limit has been used up") or its daily limit ("Exceeding the daily limit"): the limit is named with its numbers at once, before the balance is looked at, and nothing is sent. Back to prizes returns to the list.',
      on: {
        'redeem.cancel': {
          description: 'Tap “Cancel”',
          target: 'choosing',
          actions: ['forgetChoice'],
        },
      },
    },
    notEnough: {
      description:
        'The balance the member was shown is below the cost: "balance is not enough" shows at once, nothing is sent. Back to prizes returns to the list.',
      on: {
        'redeem.cancel': {
          description: 'Tap “Cancel”',
          target: 'choosing',
          actions: ['forgetChoice'],
        },
      },
    },
    confirming: {
      description:
        'The member is asked to confirm: the prize, its cost and the balance after. Cancel goes back to the list.',
      on: {
        'redeem.confirm': { description: 'Tap “Confirm and redeem”', target: 'redeeming' },
        'redeem.cancel': {
          description: 'Tap “Cancel”',
          target: 'choosing',
          actions: ['forgetChoice'],
        },
      },
    },
    redeeming: {
      description:
        'The redemption is on its way with its redeem key; the button shows progress and cannot be tapped again. The server re-checks stock, limits and balance in one transaction.',
      invoke: {
        id: 'redeemPrize',
        src: 'redeemPrize',
        input: ({ context }) => ({ prizeId: context.prize!.id, redeemKey: context.redeemKey }),
        onDone: {
          description: 'The prize is redeemed',
          target: 'done',
          actions: [
            { type: 'keepRecord', params: ({ event }) => ({ record: event.output }) },
            'announceRedeem',
          ],
        },
        onError: [
          {
            description: '1. The redemption fails — the session has ended',
            guard: 'hasSessionEnded',
            target: 'signInRequired',
          },
          {
            description: 'otherwise: the redemption fails',
            target: 'failed',
            actions: ['showError'],
          },
        ],
      },
    },
    done: {
      description:
        'The receipt shows: the prize, points paid, the balance after, the record number and its status (Processing, or "To be confirmed" for a prize that is shipped), with a link to the exchange records.',
      on: {
        'redeem.again': {
          description: 'Tap “Redeem another”',
          target: 'choosing',
          actions: ['forgetChoice'],
        },
      },
    },
    failed: {
      description:
        'The redemption did not go through: the translated reason shows ("Insufficient Point balance", "Exceeding the daily limit", "The conversion limit has been used up", out of stock, offline, a server fault). "Try again" resends the same key (never charged twice); "Back to prizes" returns to the list.',
      on: {
        'redeem.retry': {
          description: 'Tap “Try again”',
          target: 'redeeming',
          actions: ['clearError'],
        },
        'redeem.cancel': {
          description: 'Tap “Cancel”',
          target: 'choosing',
          actions: ['forgetChoice'],
        },
      },
    },
    signInRequired: {
      description:
        'The session ended before the redemption was accepted (401 or an invalid token): nothing was charged. The member is asked to sign in and is brought back to this prize, asked to confirm again; or closes and stays on the list.',
      on: {
        'redeem.cancel': {
          description: 'Tap “Cancel”',
          target: 'choosing',
          actions: ['forgetChoice'],
        },
      },
    },
  },
});
