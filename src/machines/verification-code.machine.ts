/**
 * Verification code (spec §2 "verification code page"): email a 6-digit code, let the member type
 * it, and allow a resend once the cooldown has passed. A flow (sign-up, password reset, code
 * sign-in, change email) invokes it and receives the typed code as its output; the flow's own call
 * checks it.
 * Top-level states: starting → sending → waiting (cooling ⇄ resendable) → submitted; failed.
 * The countdown the member sees is derived from `sentAt`; the machine only knows when it is over.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { VerificationCodeRequest } from '../api/schemas/account';
import { TIMING } from '../config/constants';
import { errorOf, formErrorFrom, formErrorOf, type FormError } from './form-error';
import { accountApi } from '../api/account-api';

/** Asks the platform to email a 6-digit code (spec §4 code types Register, ResetPassword, Login). */
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
};

export type VerificationCodeContext = {
  email: string;
  codeType: VerificationCodeRequest['codeType'];
  code: string;
  error: FormError | null;
  /** When the last code went out (ms since epoch), for the visible countdown. */
  sentAt: number | null;
};

export type VerificationCodeEvent =
  { type: 'code.change'; value: string } | { type: 'code.submit' } | { type: 'code.resend' };

/** What a flow receives when its code step is done: the 6 digits, and when the code went out. */
export type VerificationCodeOutput = { code: string; sentAt: number | null };

/** What a flow's code step gave it (`xstate.done.actor.verificationCode`): none for other events. */
export function outputOfStep(event: object): VerificationCodeOutput {
  const output = 'output' in event ? event.output : undefined;
  return {
    code: typeof output === 'object' && output && 'code' in output ? String(output.code) : '',
    sentAt:
      typeof output === 'object' &&
      output &&
      'sentAt' in output &&
      typeof output.sentAt === 'number'
        ? output.sentAt
        : null,
  };
}

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
  }),
  output: ({ context }) => ({ code: context.code, sentAt: context.sentAt }),
  states: {
    starting: {
      description:
        'Decides whether a code must go out now, or one was sent moments ago and only needs typing again.',
      always: [{ guard: 'wasSentEarlier', target: 'waiting' }, { target: 'sending' }],
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
