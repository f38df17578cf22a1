/**
 * Convert GACT ↔ USDT or points → GACT (issue 14 item 5; decision 036).
 * Top-level states: editing → (quote.request) quoting → offer (quoted ⇄ confirming, expiring
 * after the quote's lifetime) → converting → done | failed | expired | signInRequired. The amount is checked here
 * first (a plain decimal > 0 with no more decimals than the asset has); the server prices it and
 * keeps the quote, so the convert uses exactly the numbers shown. A quote converts once: "Try
 * again" resends the same quote and never converts twice. An expired quote keeps the amount and
 * asks for a new one; so does a session that ended (back from sign-in with the amount kept).
 */
import { assign, fromPromise, setup } from 'xstate';
import { convertApi } from '../api/convert-api';
import type {
  ConvertAsset,
  ConvertQuote,
  ConvertQuoteRequest,
  ConvertReceipt,
} from '../api/schemas/convert';
import { ASSET_DIGITS, checkAmount } from '../../../money/amount';
import { errorOf } from '../../../shared/machines/actor-error';
import {
  flowErrorFrom,
  hasSessionEnded,
  type FlowErrorTable,
} from '../../../shared/machines/flow-errors';
import { isRefusal, type FormError } from '../../../shared/machines/form-error';

/** The quote and the convert: the errors show in the flow, so the helper's notice is suppressed. */
export const requestQuoteActor = fromPromise<ConvertQuote, ConvertQuoteRequest>(({ input }) =>
  convertApi.quote(input, { suppressNotice: true }),
);
export const convertQuoteActor = fromPromise<ConvertReceipt, { quoteId: number }>(({ input }) =>
  convertApi.convert(input.quoteId, { suppressNotice: true }),
);

export type AmountProblem = 'invalid' | 'tooManyDecimals' | 'notPositive';

export type ConvertContext = {
  from: ConvertAsset;
  to: ConvertAsset;
  /** As typed (already trimmed to the number-input rule by the field). */
  amount: string;
  amountProblem: AmountProblem | null;
  quote: ConvertQuote | null;
  receipt: ConvertReceipt | null;
  error: FormError | null;
};

export type ConvertInput = { from?: ConvertAsset; to?: ConvertAsset; amount?: string };

export type ConvertEvent =
  | { type: 'pair.choose'; from: ConvertAsset; to: ConvertAsset }
  | { type: 'amount.change'; amount: string }
  | { type: 'quote.request' }
  | { type: 'quote.cancel' }
  | { type: 'convert.choose' }
  | { type: 'convert.confirm' }
  | { type: 'convert.back' }
  | { type: 'convert.retry' }
  | { type: 'convert.again' };

const problemOf = (context: ConvertContext): AmountProblem | null => {
  const checked = checkAmount(context.amount, ASSET_DIGITS[context.from]);
  return checked.ok ? null : checked.reason;
};

/**
 * Offline: its own sentence (nothing was converted); a refusal: the docs/product/wallet.md sentence of its status
 * (errors.status.*: 'Error obtaining rate', 'Exceeding the daily limit', 'Insufficient USDT
 * balance', …).
 */
const CONVERT_ERRORS: FlowErrorTable = { offline: 'wallet.convert.errors.offline' };

export const convertMachine = setup({
  types: {
    context: {} as ConvertContext,
    events: {} as ConvertEvent,
    input: {} as ConvertInput,
  },
  actors: { requestQuote: requestQuoteActor, convertQuote: convertQuoteActor },
  guards: {
    isAmountWrong: ({ context }) => problemOf(context) !== null,
    hasSessionEnded: ({ event }) => hasSessionEnded(errorOf(event)),
    isQuoteExpired: ({ event }) =>
      isRefusal(flowErrorFrom(errorOf(event), CONVERT_ERRORS), ['RequestExpired']),
  },
  delays: {
    // The server's lifetime of this quote, counted from its arrival.
    quoteLifetime: ({ context }) => context.quote?.validForMs ?? 0,
  },
  actions: {
    keepPair: assign(({ event }) =>
      event.type === 'pair.choose'
        ? { from: event.from, to: event.to, amountProblem: null, error: null }
        : {},
    ),
    keepAmount: assign(({ event }) =>
      event.type === 'amount.change'
        ? { amount: event.amount, amountProblem: null, error: null }
        : {},
    ),
    showAmountProblem: assign({ amountProblem: ({ context }) => problemOf(context) }),
    keepQuote: assign((_, params: { quote: ConvertQuote }) => ({
      quote: params.quote,
      error: null,
    })),
    forgetQuote: assign({ quote: null }),
    keepReceipt: assign((_, params: { receipt: ConvertReceipt }) => ({
      receipt: params.receipt,
      error: null,
    })),
    showError: assign({ error: ({ event }) => flowErrorFrom(errorOf(event), CONVERT_ERRORS) }),
    clearError: assign({ error: null }),
    startOver: assign({ amount: '', quote: null, receipt: null, error: null, amountProblem: null }),
    // Provided by the page: balances and what is left today are read again.
    announceConvert: () => {},
  },
}).createMachine({
  id: 'convert',
  initial: 'editing',
  context: ({ input }) => ({
    from: input.from ?? 'GACT',
    to: input.to ?? 'USDT',
    amount: input.amount ?? '',
    amountProblem: null,
    quote: null,
    receipt: null,
    error: null,
  }),
  states: {
    editing: {
      description:
        "The member picks a pair (GACT → USDT, USDT → GACT, points → GACT) and types the amount to send, with the balance, minimum, rate and what is left today shown. A refusal of the last quote shows here in the spec's words.",
      on: {
        'pair.choose': {
          description: 'Choose the pair to convert',
          actions: ['keepPair'],
        },
        'amount.change': { description: 'Type in the amount field', actions: ['keepAmount'] },
        'quote.request': [
          {
            description: '1. Tap “Get a quote” — the amount is wrong',
            guard: 'isAmountWrong',
            actions: ['showAmountProblem'],
          },
          {
            description: 'otherwise: tap “Get a quote” — the platform prices the amount',
            target: 'quoting',
            actions: ['clearError'],
          },
        ],
      },
    },
    quoting: {
      description:
        'The quote is asked for: the server checks the pair, rate, minimum, limits and balance and keeps the numbers it answers. The button shows progress.',
      invoke: {
        id: 'requestQuote',
        src: 'requestQuote',
        input: ({ context }) => ({ from: context.from, to: context.to, amount: context.amount }),
        onDone: {
          description: 'The quote arrives',
          target: 'offer',
          actions: [{ type: 'keepQuote', params: ({ event }) => ({ quote: event.output }) }],
        },
        onError: [
          {
            description: '1. The quote fails — the session has ended',
            guard: 'hasSessionEnded',
            target: 'signInRequired',
          },
          { description: 'otherwise: the quote fails', target: 'editing', actions: ['showError'] },
        ],
      },
    },
    offer: {
      description:
        'A quote is on screen and counts down to its expiry; when it runs out the quote is gone and a new one is asked for.',
      initial: 'quoted',
      after: {
        quoteLifetime: {
          description: 'The quote expires after 30 s',
          target: 'expired',
          actions: ['forgetQuote'],
        },
      },
      on: {
        'quote.cancel': {
          description: 'Tap “Change amount”',
          target: 'editing',
          actions: ['forgetQuote'],
        },
      },
      states: {
        quoted: {
          description:
            'The quote shows what is sent, each fee, the rate and what arrives, with the seconds left. Convert asks to confirm; Change amount goes back to editing.',
          on: {
            'convert.choose': { description: 'Tap “Convert” on the quote', target: 'confirming' },
          },
        },
        confirming: {
          description:
            'The member is asked to confirm: send this amount, receive that amount; it cannot be undone. Back returns to the quote (still counting down).',
          on: {
            'convert.confirm': { description: 'Tap “Yes, convert”', target: '#convert.converting' },
            'convert.back': {
              description: 'Tap “Back” — nothing is converted, the quote keeps counting down',
              target: 'quoted',
            },
          },
        },
      },
    },
    converting: {
      description:
        'The quote is converted: one transaction debits what is sent and the fee and credits what arrives. The button shows progress and cannot be tapped again.',
      invoke: {
        id: 'convertQuote',
        src: 'convertQuote',
        input: ({ context }) => ({ quoteId: context.quote!.quoteId }),
        onDone: {
          description: 'The convert is done',
          target: 'done',
          actions: [
            { type: 'keepReceipt', params: ({ event }) => ({ receipt: event.output }) },
            'announceConvert',
          ],
        },
        onError: [
          {
            description: '1. The convert fails — the session has ended',
            guard: 'hasSessionEnded',
            target: 'signInRequired',
          },
          {
            description: '2. The convert fails — the quote expired',
            guard: 'isQuoteExpired',
            target: 'expired',
            actions: ['forgetQuote'],
          },
          { description: 'otherwise: the convert fails', target: 'failed', actions: ['showError'] },
        ],
      },
    },
    done: {
      description:
        'The receipt: what was sent, each fee, what arrived, the balances after, the order and its status, its ledger entries and the time. Convert again starts over.',
      on: {
        'convert.again': {
          description: 'Tap “Convert again”',
          target: 'editing',
          actions: ['startOver', 'announceConvert'],
        },
      },
    },
    failed: {
      description:
        'The convert did not go through: the translated reason shows (Insufficient … balance, Exceeding the daily limit, The conversion limit has been used up, offline, a server fault). Try again resends the same quote (never converted twice); Get a new quote prices the same amount again; Back edits it.',
      on: {
        'convert.retry': {
          description: 'Tap “Try again”',
          target: 'converting',
          actions: ['clearError'],
        },
        'quote.request': {
          description: 'Tap “Get a new quote” — the same amount is priced again',
          target: 'quoting',
          actions: ['clearError'],
        },
        'quote.cancel': {
          description: 'Tap “Change amount”',
          target: 'editing',
          actions: ['clearError'],
        },
      },
    },
    expired: {
      description:
        '"Request has expired": the quote ran out before it was converted, nothing was converted. The amount is kept; Get a new quote asks again; typing or another pair goes back to editing.',
      on: {
        'quote.request': {
          description: 'Tap “Get a new quote” — the kept amount is priced again',
          target: 'quoting',
        },
        'amount.change': {
          description: 'Type in the amount field',
          target: 'editing',
          actions: ['keepAmount'],
        },
        'pair.choose': {
          description: 'Choose another pair — back to the form to ask for a new quote',
          target: 'editing',
          actions: ['keepPair'],
        },
      },
    },
    signInRequired: {
      description:
        'The session ended (401 or an invalid token) before anything was converted. The member signs in and comes back to this screen with the pair and amount kept (a new visit: this flow ends here).',
    },
  },
});
