/**
 * Reset a forgotten password with an emailed code (spec §2 "forgot password").
 * Top-level states: editingEmail → code → choosingPassword → submitting → succeeded.
 * The code step is the shared verification code machine (invoked as `verificationCode`). A refused
 * or expired code brings the member back to it; a refused password (same as the old one) back to
 * the new-password step. What the member typed stays in context through every error.
 */
import { assign, fromPromise, setup } from 'xstate';
import { emailStepError } from './email-step.validation';
import { hasStatus } from '../api/errors';
import {
  CODE_REFUSALS,
  CODE_STEP_BROKE,
  CODE_STEP_STARTED,
  codeRefused,
  emailChanged,
} from './email-code-step';
import { errorOf, formErrorFrom, type FormError } from './form-error';
import {
  validateNewPassword,
  type NewPasswordErrors,
  type NewPasswordField,
} from './password-reset.validation';
import { outputOfStep, verificationCodeMachine } from './verification-code.machine';
import type { TextKey } from '../i18n/text-key';
import { accountApi } from '../api/account-api';

/** Sets the new password with the ResetPassword code; the page shows the refusal, so no notice. */
const resetPasswordActor = fromPromise<unknown, { email: string; code: string; password: string }>(
  ({ input }) =>
    accountApi.resetPassword({
      email: input.email.trim(),
      code: input.code,
      password: input.password,
    }),
);

export type PasswordResetContext = {
  email: string;
  emailError: TextKey | null;
  /** Why the flow came back to the email step (the code step could not go on). */
  submitError: FormError | null;
  code: string;
  /** When the code step's code went out: typing it again keeps that send's resend countdown. */
  sentAt: number | null;
  /** A code was sent moments ago: coming back to the code step must not send another one. */
  codeSent: boolean;
  /** Why the platform refused the code, shown in the code step. */
  codeError: FormError | null;
  password: string;
  confirmation: string;
  passwordErrors: NewPasswordErrors;
  /** The platform's refusal of the new password, shown above the button. */
  passwordError: FormError | null;
};

export type PasswordResetEvent =
  | { type: 'email.change'; value: string }
  | { type: 'email.submit' }
  | { type: 'email.edit' }
  | { type: 'password.change'; field: NewPasswordField; value: string }
  | { type: 'password.submit' };

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as { email?: string },
  },
  actors: { verificationCode: verificationCodeMachine, resetPassword: resetPasswordActor },
  guards: {
    isEmailValid: ({ context }) => emailStepError(context.email) === null,
    isNewPasswordValid: ({ context }) =>
      Object.keys(validateNewPassword(context.password, context.confirmation)).length === 0,
    isCodeRefused: ({ event }) => hasStatus(errorOf(event), CODE_REFUSALS),
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
      codeError: null,
    }),
    showStepFailed: assign(CODE_STEP_BROKE),
    showCodeRefused: assign(({ event }) => codeRefused(errorOf(event))),
    updatePassword: assign(({ context, event }) => {
      if (event.type !== 'password.change') return {};
      const passwordErrors = { ...context.passwordErrors };
      delete passwordErrors[event.field];
      return { [event.field]: event.value, passwordErrors, passwordError: null };
    }),
    showPasswordErrors: assign({
      passwordErrors: ({ context }) => validateNewPassword(context.password, context.confirmation),
    }),
    showPasswordRefused: assign({
      passwordError: ({ event }) => formErrorFrom(errorOf(event)),
    }),
    clearPasswordError: assign({ passwordError: null }),
  },
}).createMachine({
  id: 'passwordReset',
  initial: 'editingEmail',
  context: ({ input }) => ({
    email: input.email ?? '',
    emailError: null,
    submitError: null,
    code: '',
    sentAt: null,
    codeSent: false,
    codeError: null,
    password: '',
    confirmation: '',
    passwordErrors: {},
    passwordError: null,
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
        'A ResetPassword code is emailed and the member types it (the verification code machine); the email can still be changed.',
      invoke: {
        id: 'verificationCode',
        src: 'verificationCode',
        input: ({ context }) => ({
          email: context.email.trim(),
          codeType: 'ResetPassword' as const,
          sentAt: context.codeSent ? context.sentAt : null,
          error: context.codeError,
        }),
        onDone: { target: 'choosingPassword', actions: ['storeCode'] },
        onError: { target: 'editingEmail', actions: ['showStepFailed'] },
      },
      on: { 'email.edit': { target: 'editingEmail' } },
    },
    choosingPassword: {
      description:
        'The member types the new password twice; the format and the match are checked before sending.',
      on: {
        'password.change': { actions: ['updatePassword'] },
        'password.submit': [
          { guard: 'isNewPasswordValid', target: 'submitting', actions: ['clearPasswordError'] },
          { actions: ['showPasswordErrors'] },
        ],
      },
    },
    submitting: {
      description: 'The platform checks the code and sets the new password.',
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({
          email: context.email,
          code: context.code,
          password: context.password,
        }),
        onDone: { target: 'succeeded' },
        onError: [
          {
            guard: 'isCodeRefused',
            target: 'code',
            actions: ['showCodeRefused'],
          },
          {
            target: 'choosingPassword',
            actions: ['showPasswordRefused'],
          },
        ],
      },
    },
    succeeded: {
      description:
        'The password is changed and every session ended: the member is invited to sign in again.',
      type: 'final',
    },
  },
});
