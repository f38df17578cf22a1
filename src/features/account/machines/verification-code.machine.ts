/**
 * Verification code (docs/product/account.md "verification code page"): email a 6-digit code, let the member type
 * it, and allow a resend once the cooldown has passed. A flow (sign-up, password reset, code
 * sign-in, change email) invokes it and receives the typed code as its output; the flow's own call
 * checks it.
 * Top-level states: starting → sending → waiting (cooling ⇄ resendable) → submitted; failed;
 * emailRefused (the platform refused the address itself: the flow shows it in its own form).
 * The countdown the member sees is derived from `sentAt`; the machine only knows when it is over.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { VerificationCodeRequest } from '../api/schemas/account';
import { TIMING } from '../../../config/constants';
import {
  errorOf,
  formErrorFrom,
  formErrorOf,
  isRefusal,
  type FormError,
} from '../../../shared/machines/form-error';
import { accountApi } from '../api/account-api';
import { hasStatus } from '../../../shared/api/refusals';
import type { StatusName } from '../../../shared/api/status-codes';

/** Asks the platform to email a 6-digit code (docs/product/account.md code types Register, ResetPassword, Login). */
const sendCodeActor = fromPromise<unknown, VerificationCodeRequest>(({ input }) =>
  accountApi.sendCode(input),
);

export type VerificationCodeInput = VerificationCodeRequest & {
  /**
   * A code went out then (ms since epoch): the flow came back after the platform refused the typed
   * code, so no other is sent and the resend countdown goes on from that send.
   */
  sentAt?: number | null;
  /** Why the flow came back, shown under the field. */
  error?: FormError | null;
  /** Refusals of the address itself when a code is asked for: the step ends, the flow shows them. */
  emailRefusals?: readonly StatusName[];
};

export type VerificationCodeContext = {
  email: string;
  codeType: VerificationCodeRequest['codeType'];
  code: string;
  error: FormError | null;
  /** When the last code went out (ms since epoch), for the visible countdown. */
  sentAt: number | null;
  emailRefusals: readonly StatusName[];
};

export type VerificationCodeEvent =
  { type: 'code.change'; value: string } | { type: 'code.submit' } | { type: 'code.resend' };

/**
 * What a flow receives when its code step is done: the 6 digits and when the code went out, or
 * the platform's refusal of the address (one of `emailRefusals`; null when a code was typed).
 */
export type VerificationCodeOutput = {
  code: string;
  sentAt: number | null;
  emailRefusal: FormError | null;
};

/** The resend cooldown still to run from `sentAt` (all of it for a code sent now). */
export const cooldownLeft = (sentAt: number | null, now: number) =>
  sentAt === null
    ? TIMING.CODE_RESEND_COOLDOWN_MS
    : Math.min(
        TIMING.CODE_RESEND_COOLDOWN_MS,
        Math.max(0, sentAt + TIMING.CODE_RESEND_COOLDOWN_MS - now),
      );

export const verificationCodeMachine = setup({
  types: {
    context: {} as VerificationCodeContext,
    events: {} as VerificationCodeEvent,
    input: {} as VerificationCodeInput,
    output: {} as VerificationCodeOutput,
  },
  actors: { sendCode: sendCodeActor },
  // A refused code does not restart the countdown: the cooldown runs from the first send.
  delays: { RESEND_COOLDOWN: ({ context }) => cooldownLeft(context.sentAt, Date.now()) },
  guards: {
    wasSentEarlier: ({ context }) => context.sentAt !== null,
    isEmailRefused: ({ context, event }) => hasStatus(errorOf(event), context.emailRefusals),
    isCodeComplete: ({ context }) => /^\d{6}$/.test(context.code),
  },
  actions: {
    updateCode: assign({
      // Digits only, at most six: a pasted "123 456" or "Code: 123456" still works.
      code: ({ event }) =>
        event.type === 'code.change' ? event.value.replace(/\D/g, '').slice(0, 6) : '',
      error: null,
    }),
    markSent: assign({ sentAt: () => Date.now(), error: null, code: '' }),
    showSendError: assign({ error: ({ event }) => formErrorFrom(errorOf(event)) }),
    showCodeFormatError: assign({ error: formErrorOf('account.codeFormat') }),
  },
}).createMachine({
  id: 'verificationCode',
  initial: 'starting',
  context: ({ input }) => ({
    email: input.email,
    codeType: input.codeType,
    code: '',
    error: input.error ?? null,
    sentAt: input.sentAt ?? null,
    emailRefusals: input.emailRefusals ?? [],
  }),
  output: ({ context }) => ({
    code: context.code,
    sentAt: context.sentAt,
    emailRefusal: isRefusal(context.error, context.emailRefusals) ? context.error : null,
  }),
  states: {
    starting: {
      description:
        'Decides whether a code must go out now, or one was sent moments ago and only needs typing again.',
      always: [
        { description: '1. A code was sent earlier', guard: 'wasSentEarlier', target: 'waiting' },
        { description: 'otherwise: send a code now', target: 'sending' },
      ],
    },
    sending: {
      description: 'The platform is emailing a 6-digit code to the member.',
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email, codeType: context.codeType }),
        onDone: { description: 'The code is mailed', target: 'waiting', actions: ['markSent'] },
        onError: [
          {
            description: '1. Sending the code is refused — the email is refused',
            guard: 'isEmailRefused',
            target: 'emailRefused',
            actions: ['showSendError'],
          },
          {
            description: 'otherwise: sending the code is refused',
            target: 'failed',
            actions: ['showSendError'],
          },
        ],
      },
    },
    emailRefused: {
      description:
        'The platform refused the address itself (taken, …): the step ends and the flow shows why in its own form.',
      type: 'final',
    },
    failed: {
      description:
        'The code could not be sent (too many requests, unknown email…): the reason shows with a way to try again.',
      on: { 'code.resend': { description: 'Tap “Send a new code”', target: 'sending' } },
    },
    waiting: {
      description: 'The code is on its way: the member types the 6 digits.',
      initial: 'cooling',
      on: {
        'code.change': { description: 'Type the code', actions: ['updateCode'] },
        'code.submit': [
          {
            description: '1. Tap “Continue” — six digits typed',
            guard: 'isCodeComplete',
            target: 'submitted',
          },
          {
            description: 'otherwise: tap “Continue”, the code format error shows',
            actions: ['showCodeFormatError'],
          },
        ],
      },
      states: {
        cooling: {
          description:
            'A code was just sent: resend is disabled and a countdown shows the seconds left.',
          after: { RESEND_COOLDOWN: { description: '60 s pass', target: 'resendable' } },
        },
        resendable: {
          description: 'The cooldown is over: the member may ask for a new code.',
          on: {
            'code.resend': {
              description: 'Tap “Send a new code”',
              target: '#verificationCode.sending',
            },
          },
        },
      },
    },
    submitted: {
      description: 'The member entered 6 digits: the flow checks them with the platform.',
      type: 'final',
    },
  },
});
