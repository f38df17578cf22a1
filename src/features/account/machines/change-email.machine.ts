/**
 * Change the sign-in email (Menu → Sign-in email): a signed-in member types the new email and the
 * current password, proves the new mailbox with an Authorize code, and the platform moves the
 * sign-in there. Spec §5 'Account is already in used' (the email belongs to an account) and
 * 'Password not match' (the password is not the member's) are shown here.
 * Top-level states: editing → code → changing → changed.
 * The code step is the shared email code machine (invoked as `emailCode`, the email typed in this
 * form); an address it cannot send to because an account has it comes back to the form, under the
 * email. A refused password brings the member back to the form with the code kept: once the
 * password is fixed, the change is asked for again with it (no second mail, nothing to type again).
 * A refused code is not kept: back at the form, sending it goes to the code step again (the code
 * already mailed is typed again, no other is sent), never the known-wrong code to the platform.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { MemberInfo } from '../../../shared/api/schemas/member';
import { hasStatus } from '../../../shared/api/refusals';
import { validateChangeEmail, type ChangeEmailErrors } from './change-email.validation';
import { CODE_STEP_BROKE, codeRefused } from './email-code-step';
import { errorOf, formErrorFrom, type FormError } from '../../../shared/machines/form-error';
import { emailCodeMachine, type EmailCodeOutput } from './email-code.machine';
import { accountApi } from '../api/account-api';

/** Moves the sign-in to the new email; the page shows a refusal, so no notice. */
const changeEmailActor = fromPromise<MemberInfo, { email: string; code: string; password: string }>(
  ({ input }) =>
    accountApi.changeEmail({
      email: input.email.trim(),
      code: input.code,
      password: input.password,
    }),
);

export type ChangeEmailContext = {
  email: string;
  password: string;
  /** i18n keys of what is wrong with each field, shown under it. */
  errors: ChangeEmailErrors;
  /** Why the flow came back to the form, shown under the field it concerns or the form. */
  emailRefusal: FormError | null;
  passwordRefusal: FormError | null;
  submitError: FormError | null;
  /** The 6 digits typed in the code step. */
  code: string;
  /** When the code step's code went out: typing it again keeps that send's resend countdown. */
  sentAt: number | null;
  /** A code went to this email moments ago: coming back to the code step sends no other. */
  codeSent: boolean;
  /** Why the platform refused the code, shown in the code step. */
  codeError: FormError | null;
};

export type ChangeEmailEvent =
  | { type: 'email.change'; value: string }
  | { type: 'password.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'form.edit' };

export const changeEmailMachine = setup({
  types: {
    context: {} as ChangeEmailContext,
    events: {} as ChangeEmailEvent,
    children: {} as { emailCode: 'emailCode'; changeEmail: 'changeEmail' },
  },
  actors: { emailCode: emailCodeMachine, changeEmail: changeEmailActor },
  guards: {
    isFormValid: ({ context }) =>
      Object.keys(validateChangeEmail(context.email, context.password)).length === 0,
    /** The platform refused only the password: the code it kept is still good for this email. */
    hasKeptCode: ({ context }) =>
      Object.keys(validateChangeEmail(context.email, context.password)).length === 0 &&
      context.codeSent &&
      context.code !== '',
    /** Asked for an Authorize code, the platform refuses an address an account has. */
    isEmailRefusedOnSend: (_, step: EmailCodeOutput) => step.emailRefusal !== null,
    isPasswordRefused: ({ event }) => hasStatus(errorOf(event), ['PasswordNotMatch']),
    isEmailRefused: ({ event }) => hasStatus(errorOf(event), ['AccountInUse']),
  },
  actions: {
    updateEmail: assign(({ context, event }) =>
      event.type === 'email.change'
        ? {
            email: event.value,
            errors: { ...context.errors, email: undefined },
            emailRefusal: null,
            submitError: null,
            code: '',
            sentAt: null,
            codeSent: false,
            codeError: null,
          }
        : {},
    ),
    updatePassword: assign(({ context, event }) =>
      event.type === 'password.change'
        ? {
            password: event.value,
            errors: { ...context.errors, password: undefined },
            passwordRefusal: null,
            submitError: null,
          }
        : {},
    ),
    showFieldErrors: assign({
      errors: ({ context }) => validateChangeEmail(context.email, context.password),
    }),
    startCodeStep: assign({ submitError: null, codeError: null }),
    storeCode: assign((_, step: EmailCodeOutput) => ({
      code: step.code,
      sentAt: step.sentAt,
    })),
    showStepFailed: assign({ ...CODE_STEP_BROKE, codeSent: false }),
    showPasswordRefused: assign({
      codeSent: true,
      passwordRefusal: ({ event }) => formErrorFrom(errorOf(event)),
    }),
    showEmailRefusalFromCodeStep: assign((_, step: EmailCodeOutput) => ({
      emailRefusal: step.emailRefusal,
    })),
    showEmailRefused: assign({
      code: '',
      codeSent: false,
      emailRefusal: ({ event }) => formErrorFrom(errorOf(event)),
    }),
    showCodeRejected: assign(({ event }) => codeRefused(errorOf(event))),
    // Provided by the page: the member's details now carry the new email.
    completeChange: (_, _params: { member: MemberInfo }) => {},
  },
}).createMachine({
  id: 'changeEmail',
  initial: 'editing',
  context: {
    email: '',
    password: '',
    errors: {},
    emailRefusal: null,
    passwordRefusal: null,
    submitError: null,
    code: '',
    sentAt: null,
    codeSent: false,
    codeError: null,
  },
  states: {
    editing: {
      description:
        'The member types the new email and the current password; what is wrong shows under each field. After a refused password the code is kept, and sending goes straight to the change.',
      on: {
        'email.change': { description: 'Type in the New email field', actions: ['updateEmail'] },
        'password.change': {
          description: 'Type in the Current password field',
          actions: ['updatePassword'],
        },
        'form.submit': [
          {
            description: '1. Tap “Send code to the new email” — a code is already kept',
            guard: 'hasKeptCode',
            target: 'changing',
            actions: ['startCodeStep'],
          },
          {
            description: '2. Tap “Send code to the new email” — the form is valid',
            guard: 'isFormValid',
            target: 'code',
            actions: ['startCodeStep'],
          },
          {
            description:
              'otherwise: tap “Send code to the new email”, errors show under the fields',
            actions: ['showFieldErrors'],
          },
        ],
      },
    },
    code: {
      description:
        'An Authorize code is emailed to the new address and the member types it; the form can still be changed.',
      invoke: {
        id: 'emailCode',
        src: 'emailCode',
        input: ({ context }) => ({
          email: context.email.trim(),
          askEmail: false,
          codeType: 'Authorize' as const,
          sentAt: context.codeSent ? context.sentAt : null,
          codeError: context.codeError,
          emailRefusals: ['AccountInUse'] as const,
        }),
        onDone: [
          // The code step shows its own send failures; a taken address is the form's to show.
          {
            description: '1. The code step ends — sending to the email is refused',
            guard: { type: 'isEmailRefusedOnSend', params: ({ event }) => event.output },
            target: 'editing',
            actions: [
              { type: 'showEmailRefusalFromCodeStep', params: ({ event }) => event.output },
            ],
          },
          {
            description: 'otherwise: the code is typed — the email is changed with it',
            target: 'changing',
            actions: [{ type: 'storeCode', params: ({ event }) => event.output }],
          },
        ],
        onError: {
          description: 'The code step breaks — back to the form, with why',
          target: 'editing',
          actions: ['showStepFailed'],
        },
      },
      on: { 'form.edit': { description: 'Tap “Change the email or password”', target: 'editing' } },
    },
    changing: {
      description: 'The platform checks the password and the code and moves the sign-in.',
      invoke: {
        id: 'changeEmail',
        src: 'changeEmail',
        input: ({ context }) => ({
          email: context.email,
          code: context.code,
          password: context.password,
        }),
        onDone: {
          description: 'The sign-in email is changed',
          target: 'changed',
          actions: [{ type: 'completeChange', params: ({ event }) => ({ member: event.output }) }],
        },
        onError: [
          {
            description: '1. The change is refused — the password is wrong',
            guard: 'isPasswordRefused',
            target: 'editing',
            actions: ['showPasswordRefused'],
          },
          {
            description: '2. The change is refused — the email is refused',
            guard: 'isEmailRefused',
            target: 'editing',
            actions: ['showEmailRefused'],
          },
          {
            description: 'otherwise: the change is refused',
            target: 'code',
            actions: ['showCodeRejected'],
          },
        ],
      },
    },
    changed: {
      description:
        'The new email is the sign-in: the member is told, and the old address got a notice.',
      type: 'final',
    },
  },
});
