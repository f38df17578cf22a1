/**
 * One "email → emailed code" step, shared by code sign-in and password reset: the email, then the
 * verification code step (invoked as `verificationCode`), and an output with the email, the typed
 * code and when it went out. An address the platform refuses, or a broken code step, brings the
 * member back to the email with why.
 * Top-level states: starting → editingEmail → code → codeTyped.
 * A flow that comes back after the platform refused the typed code passes `sentAt`: the step goes
 * straight to typing it again, sends no other code, and the resend countdown goes on from that send.
 */
import { assign, setup } from 'xstate';
import type { VerificationCodeRequest } from '../api/schemas/account';
import type { StatusName } from '../api/status-codes';
import type { TextKey } from '../i18n/text-key';
import { emailStepError } from './email-step.validation';
import { formErrorOf, type FormError } from './form-error';
import { verificationCodeMachine, type VerificationCodeOutput } from './verification-code.machine';

export type EmailCodeInput = {
  email?: string;
  codeType: VerificationCodeRequest['codeType'];
  /** A code went out then: the member types it again, none is sent. */
  sentAt?: number | null;
  /** Why the platform refused the typed code, shown in the code step. */
  codeError?: FormError | null;
  /** Why the flow came back to the email (shown above its button). */
  submitError?: FormError | null;
  /** The platform's refusals of the address itself when a code is asked for. */
  emailRefusals?: readonly StatusName[];
};

export type EmailCodeContext = {
  email: string;
  codeType: VerificationCodeRequest['codeType'];
  emailRefusals: readonly StatusName[];
  /** i18n key of what is wrong with the typed email, shown under the field. */
  emailError: TextKey | null;
  /** Why the step came back to the email (the platform refused it, or the code step broke). */
  submitError: FormError | null;
  code: string;
  sentAt: number | null;
  codeError: FormError | null;
};

export type EmailCodeEvent =
  { type: 'email.change'; value: string } | { type: 'email.submit' } | { type: 'email.edit' };

/** What the flow receives when the member typed a code. */
export type EmailCodeOutput = { email: string; code: string; sentAt: number | null };

export const emailCodeMachine = setup({
  types: {
    context: {} as EmailCodeContext,
    events: {} as EmailCodeEvent,
    input: {} as EmailCodeInput,
    output: {} as EmailCodeOutput,
  },
  actors: { verificationCode: verificationCodeMachine },
  guards: {
    wasSentEarlier: ({ context }) => context.sentAt !== null,
    isEmailValid: ({ context }) => emailStepError(context.email) === null,
    isEmailRefused: (_, step: VerificationCodeOutput) => step.emailRefusal !== null,
  },
  actions: {
    updateEmail: assign(({ event }) =>
      event.type === 'email.change'
        ? { email: event.value, emailError: null, submitError: null, sentAt: null, codeError: null }
        : {},
    ),
    showEmailError: assign({ emailError: ({ context }) => emailStepError(context.email) }),
    // A new code goes out: earlier reasons are done with.
    startCodeStep: assign({ submitError: null, sentAt: null, codeError: null }),
    storeCode: assign((_, step: VerificationCodeOutput) => ({
      code: step.code,
      sentAt: step.sentAt,
    })),
    showEmailRefusal: assign((_, step: VerificationCodeOutput) => ({
      submitError: step.emailRefusal,
      sentAt: null,
      codeError: null,
    })),
    showStepFailed: assign({
      submitError: formErrorOf('errors.generic'),
      sentAt: null,
      codeError: null,
    }),
  },
}).createMachine({
  id: 'emailCode',
  initial: 'starting',
  context: ({ input }) => ({
    email: input.email ?? '',
    codeType: input.codeType,
    emailRefusals: input.emailRefusals ?? [],
    emailError: null,
    submitError: input.submitError ?? null,
    code: '',
    sentAt: input.sentAt ?? null,
    codeError: input.codeError ?? null,
  }),
  output: ({ context }) => ({
    email: context.email.trim(),
    code: context.code,
    sentAt: context.sentAt,
  }),
  states: {
    starting: {
      description:
        'Decides where the step begins: the email form, or the code again when the platform refused the typed one (no new code is sent).',
      always: [{ guard: 'wasSentEarlier', target: 'code' }, { target: 'editingEmail' }],
    },
    editingEmail: {
      description:
        'The member types the email of the account; what is wrong with it, or why the step came back, shows with it.',
      on: {
        'email.change': { actions: ['updateEmail'] },
        'email.submit': [
          { guard: 'isEmailValid', target: 'code', actions: ['startCodeStep'] },
          { actions: ['showEmailError'] },
        ],
      },
    },
    code: {
      description:
        'The code is emailed (unless one just went out) and the member types it (the verification code machine); the email can still be changed.',
      invoke: {
        id: 'verificationCode',
        src: 'verificationCode',
        input: ({ context }) => ({
          email: context.email.trim(),
          codeType: context.codeType,
          sentAt: context.sentAt,
          error: context.codeError,
          emailRefusals: context.emailRefusals,
        }),
        onDone: [
          {
            guard: { type: 'isEmailRefused', params: ({ event }) => event.output },
            target: 'editingEmail',
            actions: [{ type: 'showEmailRefusal', params: ({ event }) => event.output }],
          },
          {
            target: 'codeTyped',
            actions: [{ type: 'storeCode', params: ({ event }) => event.output }],
          },
        ],
        // The code step itself broke (not a refusal by the platform): back to the email, as typed.
        onError: { target: 'editingEmail', actions: ['showStepFailed'] },
      },
      on: { 'email.edit': { target: 'editingEmail' } },
    },
    codeTyped: {
      description: 'The member typed 6 digits: the flow checks them with the platform.',
      type: 'final',
    },
  },
});
