/**
 * Sign in with email and password (docs/product/account.md "sign in").
 * Top-level states: editing → submitting → signedIn.
 * What the member typed stays in context through every error, so nothing is lost.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { LoginResult } from '../../../shared/api/schemas/member';
import { validateSignIn, type SignInField, type SignInFieldErrors } from './sign-in.validation';
import { errorOf, formErrorFrom, type FormError } from '../../../shared/machines/form-error';
import { memberApi } from '../../../shared/api/member-api';

/** The form shows the error next to the fields, so the helper's notice is suppressed. */
const signInActor = fromPromise<LoginResult, { email: string; password: string }>(({ input }) =>
  memberApi.login(
    { email: input.email.trim(), password: input.password },
    { suppressNotice: true },
  ),
);

export type SignInContext = {
  email: string;
  password: string;
  fieldErrors: SignInFieldErrors;
  /** The platform's answer, shown above the button. */
  submitError: FormError | null;
};

export type SignInEvent =
  { type: 'field.change'; field: SignInField; value: string } | { type: 'form.submit' };

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as { email?: string },
  },
  actors: { signIn: signInActor },
  guards: {
    isFormValid: ({ context }) =>
      Object.keys(validateSignIn(context.email, context.password)).length === 0,
  },
  actions: {
    updateField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[event.field];
      return { [event.field]: event.value, fieldErrors, submitError: null };
    }),
    showFieldErrors: assign({
      fieldErrors: ({ context }) => validateSignIn(context.email, context.password),
    }),
    showSubmitError: assign({
      submitError: ({ event }) => formErrorFrom(errorOf(event)),
    }),
    clearSubmitError: assign({ submitError: null }),
    // Provided by the composition root: hand the login to the session, then leave the page.
    completeSignIn: (_, _params: { result: LoginResult }) => {},
  },
}).createMachine({
  id: 'signIn',
  initial: 'editing',
  context: ({ input }) => ({
    email: input.email ?? '',
    password: '',
    fieldErrors: {},
    submitError: null,
  }),
  states: {
    editing: {
      description:
        'The member types an email and password; errors from the last try show beside the fields.',
      on: {
        'field.change': { description: 'Type the email or password', actions: ['updateField'] },
        'form.submit': [
          {
            description: '1. Tap “Sign in” — the form is valid',
            guard: 'isFormValid',
            target: 'submitting',
            actions: ['clearSubmitError'],
          },
          {
            description: 'otherwise: tap “Sign in”, errors show under the fields',
            actions: ['showFieldErrors'],
          },
        ],
      },
    },
    submitting: {
      description:
        'The email and password are being checked by the platform; the button shows progress.',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: {
          description: 'The email and password are accepted',
          target: 'signedIn',
          actions: [{ type: 'completeSignIn', params: ({ event }) => ({ result: event.output }) }],
        },
        onError: {
          description: 'The sign-in is refused',
          target: 'editing',
          actions: ['showSubmitError'],
        },
      },
    },
    signedIn: {
      description: 'The login is stored and the member is taken to Home.',
      type: 'final',
    },
  },
});
