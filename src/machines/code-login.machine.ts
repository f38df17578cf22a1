/**
 * Sign in with an emailed code instead of the password (spec §2 "sign in with a verification code").
 * Top-level states: editingEmail → code → signingIn → signedIn.
 * The code step is the shared verification code machine (invoked as `verificationCode`); a refused
 * code brings the member back to it with the reason, without sending another code.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { LoginResult } from '../api/schemas/member';
import { emailStepError } from './email-step.validation';
import { CODE_STEP_BROKE, CODE_STEP_STARTED, codeRefused, emailChanged } from './email-code-step';
import { errorOf, type FormError } from './form-error';
import { outputOfStep, verificationCodeMachine } from './verification-code.machine';
import type { TextKey } from '../i18n/text-key';
import { accountApi } from '../api/account-api';

/** Signs in with the emailed Login code; the page shows the refusal, so no notice. */
const loginByCodeActor = fromPromise<LoginResult, { email: string; code: string }>(({ input }) =>
  accountApi.loginByCode({ email: input.email.trim(), code: input.code }),
);

export type CodeLoginContext = {
  email: string;
  /** i18n key of what is wrong with the email, shown under the field. */
  emailError: TextKey | null;
  /** Why the flow came back to the email step (the code step could not go on). */
  submitError: FormError | null;
  /** The 6 digits the member typed in the code step. */
  code: string;
  /** When the code step's code went out: typing it again keeps that send's resend countdown. */
  sentAt: number | null;
  /** A code was sent moments ago: coming back to the code step must not send another one. */
  codeSent: boolean;
  /** Why the platform refused the code, shown in the code step. */
  codeError: FormError | null;
};

export type CodeLoginEvent =
  { type: 'email.change'; value: string } | { type: 'email.submit' } | { type: 'email.edit' };

export const codeLoginMachine = setup({
  types: {
    context: {} as CodeLoginContext,
    events: {} as CodeLoginEvent,
    input: {} as { email?: string },
  },
  actors: { verificationCode: verificationCodeMachine, loginByCode: loginByCodeActor },
  guards: {
    isEmailValid: ({ context }) => emailStepError(context.email) === null,
  },
  actions: {
    updateEmail: assign(({ event }) =>
      event.type === 'email.change' ? emailChanged(event.value) : {},
    ),
    showEmailError: assign({ emailError: ({ context }) => emailStepError(context.email) }),
    startCodeStep: assign(CODE_STEP_STARTED),
    storeCode: assign({
      code: ({ event }) => outputOfStep(event).code,
      sentAt: ({ event }) => outputOfStep(event).sentAt,
    }),
    showStepFailed: assign(CODE_STEP_BROKE),
    showCodeRejected: assign(({ event }) => codeRefused(errorOf(event))),
    // Provided by the page: hand the login to the session, welcome a first login, go Home.
    completeSignIn: (_, _params: { result: LoginResult }) => {},
  },
}).createMachine({
  id: 'codeLogin',
  initial: 'editingEmail',
  context: ({ input }) => ({
    email: input.email ?? '',
    emailError: null,
    submitError: null,
    code: '',
    sentAt: null,
    codeSent: false,
    codeError: null,
  }),
  states: {
    editingEmail: {
      description:
        'The member types the email of the account; what is wrong with it shows under the field.',
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
        'A Login code is emailed and the member types it (the verification code machine); the email can still be changed.',
      invoke: {
        id: 'verificationCode',
        src: 'verificationCode',
        input: ({ context }) => ({
          email: context.email.trim(),
          codeType: 'Login' as const,
          sentAt: context.codeSent ? context.sentAt : null,
          error: context.codeError,
        }),
        onDone: { target: 'signingIn', actions: ['storeCode'] },
        onError: { target: 'editingEmail', actions: ['showStepFailed'] },
      },
      on: { 'email.edit': { target: 'editingEmail' } },
    },
    signingIn: {
      description: 'The platform checks the code and signs the member in.',
      invoke: {
        id: 'loginByCode',
        src: 'loginByCode',
        input: ({ context }) => ({ email: context.email, code: context.code }),
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'completeSignIn', params: ({ event }) => ({ result: event.output }) }],
        },
        onError: {
          target: 'code',
          actions: ['showCodeRejected'],
        },
      },
    },
    signedIn: {
      description: 'The login is stored and the member is taken to Home.',
      type: 'final',
    },
  },
});
