/**
 * Withdraw GACT (issue 14 item 6, decision 037): address and amount → a quote (fee, gas and the
 * total shown before confirming) → a Transfer code mailed to the member and typed in → the
 * withdrawal, held at once and then reviewed.
 * Top-level states: editing → quoting → reviewing → sendingCode → enteringCode (cooling ⇄
 * resendable) → submitting → done; kycRequired; signInRequired.
 * A refusal comes back to where it can be fixed with everything typed kept: the address or the
 * amount to the form (under its field), a wrong or expired code to the code step, an expired quote
 * ('Request has expired') to the form, where sending asks for a new quote. A withdrawal is made
 * once per quote on the server, so a retry after a lost answer never charges twice.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { WithdrawQuote, Withdrawal } from '../api/schemas/withdraw';
import { withdrawApi } from '../api/withdraw-api';
import { hasStatus } from '../../../shared/api/refusals';
import type { StatusName } from '../../../shared/api/status-codes';
import { errorOf } from '../../../shared/machines/actor-error';
import { hasSessionEnded } from '../../../shared/machines/flow-errors';
import { TIMING } from '../../../config/constants';
import { formErrorFrom, formErrorOf, type FormError } from '../../../shared/machines/form-error';
import { validateWithdraw, type WithdrawErrors } from './withdraw.validation';

export const quoteActor = fromPromise<WithdrawQuote, { address: string; amount: string }>(
  ({ input }) =>
    withdrawApi.quote(
      { address: input.address.trim(), amount: input.amount },
      { suppressNotice: true },
    ),
);
export const sendTransferCodeActor = fromPromise<unknown, { email: string }>(({ input }) =>
  withdrawApi.sendTransferCode(input.email, { suppressNotice: true }),
);
export const withdrawActor = fromPromise<Withdrawal, { quoteId: number; code: string }>(
  ({ input }) => withdrawApi.withdraw(input, { suppressNotice: true }),
);

export type WithdrawInput = {
  /** The member's own email, where the Transfer code goes. */
  email: string;
  /** The smallest amount accepted (from the withdraw info), checked before asking. */
  minAmount: string | null;
  address?: string;
  amount?: string;
};

export type WithdrawContext = {
  email: string;
  minAmount: string | null;
  address: string;
  amount: string;
  errors: WithdrawErrors;
  /** A refusal that is not about one field (or an expired quote), shown above the button. */
  formError: FormError | null;
  quote: WithdrawQuote | null;
  code: string;
  codeError: FormError | null;
  receipt: Withdrawal | null;
};

export type WithdrawEvent =
  | { type: 'address.change'; value: string }
  | { type: 'amount.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'form.edit' }
  | { type: 'withdraw.confirm' }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  | { type: 'code.resend' };

const ADDRESS_REFUSALS: readonly StatusName[] = ['WalletAddressEmpty', 'WalletAddressInvalid'];
const AMOUNT_REFUSALS: readonly StatusName[] = [
  'WithdrawalTooSmall',
  'InsufficientGactBalance',
  'InsufficientBalance',
];
const CODE_REFUSALS: readonly StatusName[] = [
  'VerificationCodeError',
  'VerificationCodeExpired',
  'VerificationCodeInputError',
];

export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    input: {} as WithdrawInput,
  },
  actors: { quote: quoteActor, sendTransferCode: sendTransferCodeActor, withdraw: withdrawActor },
  delays: {
    // Every stay in enteringCode starts right after a code went out: the whole cooldown runs.
    RESEND_COOLDOWN: () => TIMING.CODE_RESEND_COOLDOWN_MS,
  },
  guards: {
    isFormValid: ({ context }) =>
      Object.keys(validateWithdraw(context.address, context.amount, context.minAmount)).length ===
      0,
    hasSessionEnded: ({ event }) => hasSessionEnded(errorOf(event)),
    isKycIncomplete: ({ event }) => hasStatus(errorOf(event), ['KycIncomplete']),
    isAddressRefused: ({ event }) => hasStatus(errorOf(event), ADDRESS_REFUSALS),
    isAmountRefused: ({ event }) => hasStatus(errorOf(event), AMOUNT_REFUSALS),
    isCodeRefused: ({ event }) => hasStatus(errorOf(event), CODE_REFUSALS),
    isCodeComplete: ({ context }) => /^\d{6}$/.test(context.code),
  },
  actions: {
    updateAddress: assign(({ context, event }) =>
      event.type === 'address.change'
        ? {
            address: event.value,
            errors: { ...context.errors, address: undefined },
            formError: null,
          }
        : {},
    ),
    updateAmount: assign(({ context, event }) =>
      event.type === 'amount.change'
        ? { amount: event.value, errors: { ...context.errors, amount: undefined }, formError: null }
        : {},
    ),
    showFieldErrors: assign({
      errors: ({ context }) => validateWithdraw(context.address, context.amount, context.minAmount),
    }),
    clearErrors: assign({ formError: null, codeError: null }),
    keepQuote: assign((_, params: { quote: WithdrawQuote }) => ({
      quote: params.quote,
      formError: null,
    })),
    forgetQuote: assign({ quote: null, code: '', codeError: null }),
    showAddressRefusal: assign({
      errors: ({ context, event }) => ({
        ...context.errors,
        address: formErrorFrom(errorOf(event)).key ?? undefined,
      }),
    }),
    showAmountRefusal: assign({
      errors: ({ context, event }) => ({
        ...context.errors,
        amount: formErrorFrom(errorOf(event)).key ?? undefined,
      }),
    }),
    showFormError: assign({ formError: ({ event }) => formErrorFrom(errorOf(event)) }),
    markSent: assign({ code: '', codeError: null }),
    updateCode: assign({
      code: ({ event }) =>
        event.type === 'code.change' ? event.value.replace(/\D/g, '').slice(0, 6) : '',
      codeError: null,
    }),
    showCodeFormatError: assign({ codeError: formErrorOf('wallet.withdraw.errors.codeFormat') }),
    showCodeError: assign({ codeError: ({ event }) => formErrorFrom(errorOf(event)) }),
    keepReceipt: assign((_, params: { receipt: Withdrawal }) => ({ receipt: params.receipt })),
    // Provided by the page: keep address and amount through sign-in; refresh balances and the list.
    saveDraft: (_, _params: { address: string; amount: string }) => {},
    announceWithdrawal: () => {},
  },
}).createMachine({
  id: 'withdraw',
  initial: 'editing',
  context: ({ input }) => ({
    email: input.email,
    minAmount: input.minAmount,
    address: input.address ?? '',
    amount: input.amount ?? '',
    errors: {},
    formError: null,
    quote: null,
    code: '',
    codeError: null,
    receipt: null,
  }),
  states: {
    editing: {
      description:
        'The member types the address (EIP-55 checked) and the amount (digits, one point, at most 6 decimals, not under the minimum); what is wrong shows under each field, a refusal of the last try above the button.',
      on: {
        'address.change': { description: 'Type the address', actions: ['updateAddress'] },
        'amount.change': { description: 'Type the amount', actions: ['updateAmount'] },
        'form.submit': [
          {
            description: '1. Tap “Continue” — the form is valid',
            guard: 'isFormValid',
            target: 'quoting',
            actions: ['clearErrors'],
          },
          {
            description: 'otherwise: tap “Continue”, errors show under the fields',
            actions: ['showFieldErrors'],
          },
        ],
      },
    },
    quoting: {
      description:
        'The platform works out the fee and gas for this amount and checks KYC, the balance and the address.',
      invoke: {
        id: 'quote',
        src: 'quote',
        input: ({ context }) => ({ address: context.address, amount: context.amount }),
        onDone: {
          description: 'The quote arrives',
          target: 'reviewing',
          actions: [{ type: 'keepQuote', params: ({ event }) => ({ quote: event.output }) }],
        },
        onError: [
          {
            description: '1. The quote fails — the session has ended',
            guard: 'hasSessionEnded',
            target: 'signInRequired',
            actions: [
              {
                type: 'saveDraft',
                params: ({ context }) => ({ address: context.address, amount: context.amount }),
              },
            ],
          },
          {
            description: '2. The quote fails — KYC incomplete',
            guard: 'isKycIncomplete',
            target: 'kycRequired',
          },
          {
            description: '3. The quote fails — the address is refused',
            guard: 'isAddressRefused',
            target: 'editing',
            actions: ['showAddressRefusal'],
          },
          {
            description: '4. The quote fails — the amount is refused',
            guard: 'isAmountRefused',
            target: 'editing',
            actions: ['showAmountRefusal'],
          },
          {
            description: 'otherwise: the quote fails',
            target: 'editing',
            actions: ['showFormError'],
          },
        ],
      },
    },
    reviewing: {
      description:
        'Before confirming: the address, the amount that arrives, the fee, the gas and the total that leaves the balance. Confirm mails a Transfer code; Edit goes back. The quote expiry shows; a withdrawal sent after it is refused (RequestExpired) and the form asks for a new quote.',
      on: {
        'withdraw.confirm': {
          description: 'Tap “Confirm and mail me a code”',
          target: 'sendingCode',
        },
        'form.edit': { description: 'Tap “Change”', target: 'editing', actions: ['forgetQuote'] },
      },
    },
    sendingCode: {
      description: "A Transfer code is being mailed to the member's own email.",
      invoke: {
        id: 'sendTransferCode',
        src: 'sendTransferCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          description: 'The Transfer code is mailed',
          target: 'enteringCode',
          actions: ['markSent'],
        },
        onError: [
          {
            description: '1. Mailing the code fails — the session has ended',
            guard: 'hasSessionEnded',
            target: 'signInRequired',
            actions: [
              {
                type: 'saveDraft',
                params: ({ context }) => ({ address: context.address, amount: context.amount }),
              },
            ],
          },
          {
            description: 'otherwise: mailing the code fails',
            target: 'reviewing',
            actions: ['showFormError'],
          },
        ],
      },
    },
    enteringCode: {
      description:
        'The member types the 6-digit Transfer code from the mail; a new one can be asked for once the countdown is over. Edit goes back to the form.',
      initial: 'cooling',
      on: {
        'code.change': { description: 'Type the Transfer code', actions: ['updateCode'] },
        'code.submit': [
          {
            description: '1. Tap “Withdraw” — six digits typed',
            guard: 'isCodeComplete',
            target: 'submitting',
          },
          {
            description: 'otherwise: tap “Withdraw”, the code format error shows',
            actions: ['showCodeFormatError'],
          },
        ],
        'form.edit': { description: 'Tap “Change”', target: 'editing', actions: ['forgetQuote'] },
      },
      states: {
        cooling: {
          description: 'A code just went out: the resend countdown runs.',
          after: { RESEND_COOLDOWN: { description: '60 s pass', target: 'resendable' } },
        },
        resendable: {
          description: '"Send a new code" can be tapped.',
          on: {
            'code.resend': {
              description: 'Tap “Send a new code”',
              target: '#withdraw.sendingCode',
            },
          },
        },
      },
    },
    submitting: {
      description:
        'The withdrawal is on its way with the quote and the code; the amount and fee + gas are held at once. One quote makes one withdrawal, so a retry never charges twice.',
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        input: ({ context }) => ({ quoteId: context.quote!.quoteId, code: context.code }),
        onDone: {
          description: 'The withdrawal is held for review',
          target: 'done',
          actions: [
            { type: 'keepReceipt', params: ({ event }) => ({ receipt: event.output }) },
            'announceWithdrawal',
          ],
        },
        onError: [
          {
            description: '1. The withdrawal fails — the session has ended',
            guard: 'hasSessionEnded',
            target: 'signInRequired',
            actions: [
              {
                type: 'saveDraft',
                params: ({ context }) => ({ address: context.address, amount: context.amount }),
              },
            ],
          },
          {
            description: '2. The withdrawal fails — the code is refused',
            guard: 'isCodeRefused',
            target: 'enteringCode.resendable',
            actions: ['showCodeError'],
          },
          {
            description: '3. The withdrawal fails — the amount is refused',
            guard: 'isAmountRefused',
            target: 'editing',
            actions: ['forgetQuote', 'showAmountRefusal'],
          },
          {
            description: 'otherwise: the withdrawal fails',
            target: 'editing',
            actions: ['forgetQuote', 'showFormError'],
          },
        ],
      },
    },
    done: {
      description:
        'The receipt: the withdrawal waits for review (NoApprove, "Pending review"), with the amount, fee, gas and address; the list below shows it.',
      type: 'final',
    },
    kycRequired: {
      description:
        "'KYC incomplete': withdrawing needs a passed KYC; the way to the KYC form shows, and the member can go back to the form.",
      on: { 'form.edit': { description: 'Tap “Change”', target: 'editing' } },
    },
    signInRequired: {
      description:
        'The session ended mid-flow: the member is asked to sign in and comes back to this form with the address and amount kept.',
    },
  },
});
