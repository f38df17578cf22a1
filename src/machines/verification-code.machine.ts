/**
 * Verification code (spec §2 "verification code page"): email a 6-digit code, let the member type
 * it, and allow a resend once the cooldown has passed. A flow (sign-up, password reset, code
 * sign-in, change email) invokes it and receives the typed code as its output; the flow's own call
 * checks it.
 * Top-level states: starting → sending → waiting (cooling ⇄ resendable) → submitted; failed.
 * The countdown the member sees is derived from `sentAt`; the machine only knows when it is over.
 */
import { assign, setup } from 'xstate';
import type { VerificationCodeRequest } from '../api/schemas/account';
import { TIMING } from '../config/constants';
import { errorOf, formErrorFrom, formErrorOf, type FormError } from './form-error';
import { sendCodeActor } from './verification-code.actors';

export type VerificationCodeInput = VerificationCodeRequest & {
  /** The code was sent moments ago (the flow came back after the platform refused the code). */
  alreadySent?: boolean;
  /** Why the flow came back, shown under the field. */
  error?: FormError | null;
};

export type VerificationCodeContext = {
  email: string;
  codeType: VerificationCodeRequest['codeType'];
  alreadySent: boolean;
  code: string;
  error: FormError | null;
  /** When the last code went out (ms since epoch), for the visible countdown. */
  sentAt: number | null;
};

export type VerificationCodeEvent =
  { type: 'code.change'; value: string } | { type: 'code.submit' } | { type: 'code.resend' };

/** The 6 digits a flow receives when its code step is done (`xstate.done.actor.verificationCode`). */
export function codeOfStep(event: unknown): string {
  return (event as { output?: { code?: string } }).output?.code ?? '';
}

export const verificationCodeMachine = setup({
  types: {
    context: {} as VerificationCodeContext,
    events: {} as VerificationCodeEvent,
    input: {} as VerificationCodeInput,
    output: {} as { code: string },
  },
  actors: { sendCode: sendCodeActor },
  delays: { RESEND_COOLDOWN: TIMING.CODE_RESEND_COOLDOWN_MS },
  guards: {
    wasAlreadySent: ({ context }) => context.alreadySent,
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
    markSentEarlier: assign({ sentAt: () => Date.now() }),
    showSendError: assign({ error: ({ event }) => formErrorFrom(errorOf(event)) }),
    showCodeFormatError: assign({ error: formErrorOf('account.codeFormat') }),
  },
}).createMachine({
  id: 'verificationCode',
  initial: 'starting',
  context: ({ input }) => ({
    email: input.email,
    codeType: input.codeType,
    alreadySent: input.alreadySent ?? false,
    code: '',
    error: input.error ?? null,
    sentAt: null,
  }),
  output: ({ context }) => ({ code: context.code }),
  states: {
    starting: {
      description:
        'Decides whether a code must go out now, or one was sent moments ago and only needs typing again.',
      always: [
        { guard: 'wasAlreadySent', target: 'waiting', actions: ['markSentEarlier'] },
        { target: 'sending' },
      ],
    },
    sending: {
      description: 'The platform is emailing a 6-digit code to the member.',
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email, codeType: context.codeType }),
        onDone: { target: 'waiting', actions: ['markSent'] },
        onError: {
          target: 'failed',
          actions: ['showSendError'],
        },
      },
    },
    failed: {
      description:
        'The code could not be sent (too many requests, unknown email…): the reason shows with a way to try again.',
      on: { 'code.resend': { target: 'sending' } },
    },
    waiting: {
      description: 'The code is on its way: the member types the 6 digits.',
      initial: 'cooling',
      on: {
        'code.change': { actions: ['updateCode'] },
        'code.submit': [
          { guard: 'isCodeComplete', target: 'submitted' },
          { actions: ['showCodeFormatError'] },
        ],
      },
      states: {
        cooling: {
          description:
            'A code was just sent: resend is disabled and a countdown shows the seconds left.',
          after: { RESEND_COOLDOWN: { target: 'resendable' } },
        },
        resendable: {
          description: 'The cooldown is over: the member may ask for a new code.',
          on: { 'code.resend': { target: '#verificationCode.sending' } },
        },
      },
    },
    submitted: {
      description: 'The member entered 6 digits: the flow checks them with the platform.',
      type: 'final',
    },
  },
});
