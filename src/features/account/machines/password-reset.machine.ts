/**
 * Reset a forgotten password with an emailed code (docs/product/account.md "forgot password").
 * Top-level states: code (the email and the emailed code) → choosingPassword → submitting → succeeded.
 * The email and code step is the shared email code machine (invoked as `emailCode`). A refused
 * or expired code brings the member back to it; a refused password (same as the old one) back to
 * the new-password step. What the member typed stays in context through every error.
 */
import { assign, fromPromise, setup } from 'xstate';
import { hasStatus } from '../../../shared/api/refusals';
import { CODE_REFUSALS, EMAIL_CODE_STEP_BROKE, codeTyped } from './email-code-step';
import { emailCodeMachine, type EmailCodeOutput } from './email-code.machine';
import { errorOf, formErrorFrom, type FormError } from '../../../shared/machines/form-error';
import {
  validateNewPassword,
  type NewPasswordErrors,
  type NewPasswordField,
} from './password-reset.validation';
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
  /** Why the flow came back to the email step (the step broke). */
  submitError: FormError | null;
  code: string;
  /** When the code went out: typing it again after a refusal keeps that send's countdown. */
  sentAt: number | null;
  /** Why the platform refused the code, shown in the code step. */
  codeError: FormError | null;
  password: string;
  confirmation: string;
  passwordErrors: NewPasswordErrors;
  /** The platform's refusal of the new password, shown above the button. */
  passwordError: FormError | null;
};

export type PasswordResetEvent =
  { type: 'password.change'; field: NewPasswordField; value: string } | { type: 'password.submit' };

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as { email?: string },
    children: {} as { emailCode: 'emailCode'; resetPassword: 'resetPassword' },
  },
  actors: { emailCode: emailCodeMachine, resetPassword: resetPasswordActor },
  guards: {
    isNewPasswordValid: ({ context }) =>
      Object.keys(validateNewPassword(context.password, context.confirmation)).length === 0,
    isCodeRefused: ({ event }) => hasStatus(errorOf(event), CODE_REFUSALS),
  },
  actions: {
    storeCode: assign((_, step: EmailCodeOutput) => codeTyped(step)),
    showStepFailed: assign(EMAIL_CODE_STEP_BROKE),
    showCodeRefused: assign({ codeError: ({ event }) => formErrorFrom(errorOf(event)) }),
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
  initial: 'code',
  context: ({ input }) => ({
    email: input.email ?? '',
    submitError: null,
    code: '',
    sentAt: null,
    codeError: null,
    password: '',
    confirmation: '',
    passwordErrors: {},
    passwordError: null,
  }),
  states: {
    code: {
      description:
        'The member types the email, a ResetPassword code is emailed and the member types it (the email code machine); after a refused code, only the code is typed again.',
      invoke: {
        id: 'emailCode',
        src: 'emailCode',
        input: ({ context }) => ({
          email: context.email,
          codeType: 'ResetPassword' as const,
          sentAt: context.codeError ? context.sentAt : null,
          codeError: context.codeError,
          submitError: context.submitError,
          emailRefusals: ['EmailNotExist'] as const,
        }),
        onDone: {
          description: 'The email and code step ends',
          target: 'choosingPassword',
          actions: [{ type: 'storeCode', params: ({ event }) => event.output }],
        },
        onError: {
          description: 'The email and code step breaks',
          target: 'code',
          reenter: true,
          actions: ['showStepFailed'],
        },
      },
    },
    choosingPassword: {
      description:
        'The member types the new password twice; the format and the match are checked before sending.',
      on: {
        'password.change': { description: 'Type the new password', actions: ['updatePassword'] },
        'password.submit': [
          {
            description: '1. Tap “Reset password” — the new password is valid',
            guard: 'isNewPasswordValid',
            target: 'submitting',
            actions: ['clearPasswordError'],
          },
          {
            description: 'otherwise: tap “Reset password”, the password errors show',
            actions: ['showPasswordErrors'],
          },
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
        onDone: { description: 'The new password is set', target: 'succeeded' },
        onError: [
          {
            description: '1. The reset is refused — the code is refused',
            guard: 'isCodeRefused',
            target: 'code',
            actions: ['showCodeRefused'],
          },
          {
            description: 'otherwise: the reset is refused',
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
