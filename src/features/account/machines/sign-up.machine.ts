/**
 * Sign up with email and password (docs/product/account.md "sign up"), proven by an e-mailed code.
 * Top-level states: editing → verifying (the email code step) → registering → signedUp.
 * The code step is the shared email code machine (invoked as `emailCode`, the email typed in this
 * form). Everything the member typed stays in context through every error and every way back, so
 * nothing is lost: the platform's refusal of the email returns to the form with the error under the
 * email field; a wrong or expired code returns to the code step without sending a new one; an
 * unknown invite code returns to the form with the error under the invite code and the typed code
 * kept, so the corrected sign-up goes straight on with it (no second mail).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { LoginResult } from '../../../shared/api/schemas/member';
import { hasStatus } from '../../../shared/api/refusals';
import { CODE_REFUSALS, EMAIL_CODE_STEP_BROKE } from './email-code-step';
import { errorOf, formErrorFrom, type FormError } from '../../../shared/machines/form-error';
import {
  isSignUpValid,
  validateSignUp,
  type SignUpField,
  type SignUpFieldErrors,
} from './sign-up.validation';
import { emailCodeMachine, type EmailCodeOutput } from './email-code.machine';
import { accountApi } from '../api/account-api';
import type { RegisterRequest } from '../api/schemas/account';
import { deviceTimeZone } from '../../../i18n/zoned-time';
import type { StatusName } from '../../../shared/api/status-codes';

/** Creates the member with the code they typed; the form shows any error itself. */
const registerActor = fromPromise<LoginResult, RegisterRequest>(({ input }) =>
  accountApi.register(input),
);

/**
 * The platform's refusals of the email itself (taken, or taken by an account that is not activated
 * or is disabled): they belong under the email field, whether they came when the code was asked for
 * or when the account was created.
 */
export const EMAIL_REFUSALS: readonly StatusName[] = [
  'EmailAlreadyExists',
  'AccountNotActivated',
  'AccountDisabled',
];

export type SignUpContext = {
  email: string;
  password: string;
  confirmPassword: string;
  /** Prefilled from the invite link; empty when the member was not invited. */
  inviteCode: string;
  agreed: boolean;
  /** i18n keys under each field (client rules, and the platform's refusal of the email). */
  fieldErrors: SignUpFieldErrors;
  /** Any other answer of the platform, shown above the button. */
  submitError: FormError | null;
  /**
   * The last code the member typed, sent with the sign-up. Kept in the form only after the platform
   * refused the invite code (the code is still good then); empty on every other way back.
   */
  code: string;
  /** When the code step's code went out: typing it again keeps that send's resend countdown. */
  sentAt: number | null;
  /** The platform refused the code: the code step shows why, and sends no new code. */
  codeError: FormError | null;
};

export type SignUpInput = { inviteCode?: string };

export type SignUpEvent =
  | { type: 'field.change'; field: SignUpField; value: string }
  | { type: 'agree.toggle' }
  | { type: 'form.submit' }
  | { type: 'email.edit' };

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    input: {} as SignUpInput,
    children: {} as { emailCode: 'emailCode'; register: 'register' },
  },
  actors: { emailCode: emailCodeMachine, register: registerActor },
  guards: {
    isFormValid: ({ context }) => isSignUpValid(context),
    /** Only the invite code was refused: the typed code is still good, no new one is needed. */
    hasKeptCode: ({ context }) => isSignUpValid(context) && context.code !== '',
    /** Asking for a Register code, the platform already refuses an email that is taken. */
    isEmailRefusedOnSend: (_, step: EmailCodeOutput) => step.emailRefusal !== null,
    isEmailRefused: ({ event }) => hasStatus(errorOf(event), EMAIL_REFUSALS),
    isCodeRefused: ({ event }) => hasStatus(errorOf(event), CODE_REFUSALS),
    isInviteCodeRefused: ({ event }) => hasStatus(errorOf(event), ['InviteCodeNotExist']),
  },
  actions: {
    updateField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[event.field];
      // A kept code was mailed to the email as it was: another email needs its own.
      const forgetCode = event.field === 'email' ? { code: '', sentAt: null } : {};
      return { [event.field]: event.value, fieldErrors, submitError: null, ...forgetCode };
    }),
    toggleAgreement: assign(({ context }) => {
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors.agreed;
      return { agreed: !context.agreed, fieldErrors, submitError: null };
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateSignUp(context) }),
    // A new code step: a new code is sent, so the refused one and its reason are done with.
    clearErrors: assign({
      fieldErrors: {},
      submitError: null,
      code: '',
      sentAt: null,
      codeError: null,
    }),
    // The kept code goes with the corrected form: only what was said about the form is done with.
    clearFormErrors: assign({ fieldErrors: {}, submitError: null }),
    showEmailRefusalFromCodeStep: assign(({ context }, step: EmailCodeOutput) => ({
      fieldErrors: { ...context.fieldErrors, email: step.emailRefusal?.key ?? undefined },
    })),
    storeCode: assign((_, step: EmailCodeOutput) => ({
      code: step.code,
      sentAt: step.sentAt,
    })),
    showEmailRefusal: assign({
      fieldErrors: ({ context, event }) => ({
        ...context.fieldErrors,
        email: formErrorFrom(errorOf(event)).key ?? undefined,
      }),
      code: '',
      sentAt: null,
    }),
    // The code step shows why; the refused code is done with, the send it came from is not.
    showCodeRefusal: assign({ codeError: ({ event }) => formErrorFrom(errorOf(event)), code: '' }),
    // The platform rolled the sign-up back: the code stays good for the corrected invite code.
    showInviteCodeRefusal: assign({
      fieldErrors: ({ context, event }) => ({
        ...context.fieldErrors,
        inviteCode: formErrorFrom(errorOf(event)).key ?? undefined,
      }),
    }),
    showSubmitError: assign({
      submitError: ({ event }) => formErrorFrom(errorOf(event)),
      code: '',
      sentAt: null,
    }),
    showStepFailed: assign({ ...EMAIL_CODE_STEP_BROKE, code: '' }),
    // Provided by the composition root: hand the login to the session, welcome, then leave the page.
    completeSignUp: (_, _params: { result: LoginResult }) => {},
  },
}).createMachine({
  id: 'signUp',
  initial: 'editing',
  context: ({ input }) => ({
    email: '',
    password: '',
    confirmPassword: '',
    inviteCode: input.inviteCode ?? '',
    agreed: false,
    fieldErrors: {},
    submitError: null,
    code: '',
    sentAt: null,
    codeError: null,
  }),
  states: {
    editing: {
      description:
        'The member fills in email, password twice, an optional invite code and ticks the terms; errors show beside the fields. After only the invite code was refused, the typed code is kept and sending goes straight to the sign-up.',
      on: {
        'field.change': { description: 'Type in a sign-up field', actions: ['updateField'] },
        'agree.toggle': { description: 'Tap the “I agree …” box', actions: ['toggleAgreement'] },
        'form.submit': [
          {
            description: '1. Tap “Sign up” — a code is already kept',
            guard: 'hasKeptCode',
            target: 'registering',
            actions: ['clearFormErrors'],
          },
          {
            description: '2. Tap “Sign up” — the form is valid',
            guard: 'isFormValid',
            target: 'verifying',
            actions: ['clearErrors'],
          },
          {
            description: 'otherwise: tap “Sign up”, errors show under the fields',
            actions: ['showFieldErrors'],
          },
        ],
      },
    },
    verifying: {
      description:
        'The email code step, at its code: a Register code is emailed (unless the platform just refused the typed one) and the member types it.',
      invoke: {
        id: 'emailCode',
        src: 'emailCode',
        input: ({ context }) => ({
          email: context.email.trim(),
          askEmail: false,
          codeType: 'Register' as const,
          sentAt: context.codeError !== null ? context.sentAt : null,
          codeError: context.codeError,
          emailRefusals: EMAIL_REFUSALS,
        }),
        onDone: [
          // The code step shows its own send failures; a refused email is the form's to show.
          {
            description: '1. The code step ends — sending to the email is refused',
            guard: { type: 'isEmailRefusedOnSend', params: ({ event }) => event.output },
            target: 'editing',
            actions: [
              { type: 'showEmailRefusalFromCodeStep', params: ({ event }) => event.output },
            ],
          },
          {
            description: 'otherwise: the code is typed — the account is created with it',
            target: 'registering',
            actions: [{ type: 'storeCode', params: ({ event }) => event.output }],
          },
        ],
        // The code step itself broke (not a refusal by the platform): back to the form, kept as typed.
        onError: {
          description: 'The code step breaks — back to the form, with why',
          target: 'editing',
          actions: ['showStepFailed'],
        },
      },
      on: {
        'email.edit': {
          description: 'Tap “Use a different email”',
          target: 'editing',
          actions: ['clearErrors'],
        },
      },
    },
    registering: {
      description: 'The platform checks the code and creates the account; the step shows progress.',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          email: context.email.trim(),
          password: context.password,
          code: context.code,
          inviteCode: context.inviteCode.trim() || undefined,
          // The member's days are counted on the clock of the device they signed up on.
          timeZone: deviceTimeZone() ?? undefined,
        }),
        onDone: {
          description: 'The account is created',
          target: 'signedUp',
          actions: [{ type: 'completeSignUp', params: ({ event }) => ({ result: event.output }) }],
        },
        onError: [
          {
            description: '1. The platform refuses the sign-up — the email is refused',
            guard: 'isEmailRefused',
            target: 'editing',
            actions: ['showEmailRefusal'],
          },
          {
            description: '2. The platform refuses the sign-up — the code is refused',
            guard: 'isCodeRefused',
            target: 'verifying',
            actions: ['showCodeRefusal'],
          },
          {
            description: '3. The platform refuses the sign-up — the invite code is refused',
            guard: 'isInviteCodeRefused',
            target: 'editing',
            actions: ['showInviteCodeRefusal'],
          },
          {
            description: 'otherwise: the platform refuses the sign-up',
            target: 'editing',
            actions: ['showSubmitError'],
          },
        ],
      },
    },
    signedUp: {
      description: 'The new member is signed in, welcomed and taken to Home.',
      type: 'final',
    },
  },
});
