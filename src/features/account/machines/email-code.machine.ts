/**
 * One "email → emailed code" step, shared by every flow that proves a mailbox (code sign-in, password
 * reset, sign-up, change email): the email, then the verification code step (invoked as
 * `verificationCode`), and an output with the email, the typed code and when it went out. An
 * address the platform refuses, or a broken code step, brings the member back to the email with why.
 * Top-level states: starting → editingEmail → code → codeTyped; emailRefused.
 * A flow that comes back after the platform refused the typed code passes `sentAt`: the step goes
 * straight to typing it again, sends no other code, and the resend countdown goes on from that send.
 * A flow whose own form has the email (sign-up, change email) passes `askEmail: false`: the step
 * starts at the code, and "back to the email" is the flow's: a refused address ends the step
 * (`emailRefused`, the refusal in the output), a broken code step breaks this step too (the flow's
 * `onError`), and the flow's own event takes the member back to its form.
 */
import { assign, setup } from 'xstate';
import type { VerificationCodeRequest } from '../api/schemas/account';
import type { StatusName } from '../../../shared/api/status-codes';
import type { TextKey } from '../../../i18n/text-key';
import { emailStepError } from './email-step.validation';
import { formErrorOf, type FormError } from '../../../shared/machines/form-error';
import { verificationCodeMachine, type VerificationCodeOutput } from './verification-code.machine';

export type EmailCodeInput = {
  email?: string;
  /** False when the flow's own form has the email: the step starts at the code. */
  askEmail?: boolean;
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
  /** The step shows its own email form (else the flow's form has the email). */
  askEmail: boolean;
  codeType: VerificationCodeRequest['codeType'];
  emailRefusals: readonly StatusName[];
  /** i18n key of what is wrong with the typed email, shown under the field. */
  emailError: TextKey | null;
  /** Why the step came back to the email (the platform refused it, or the code step broke). */
  submitError: FormError | null;
  code: string;
  sentAt: number | null;
  codeError: FormError | null;
  /** The platform refused the address, for the flow's own form to show (askEmail: false). */
  emailRefusal: FormError | null;
};

export type EmailCodeEvent =
  { type: 'email.change'; value: string } | { type: 'email.submit' } | { type: 'email.edit' };

/**
 * What the flow receives: the email, the typed code and when it went out; or, when the flow's own
 * form has the email, the platform's refusal of the address (null when a code was typed).
 */
export type EmailCodeOutput = {
  email: string;
  code: string;
  sentAt: number | null;
  emailRefusal: FormError | null;
};

export const emailCodeMachine = setup({
  types: {
    context: {} as EmailCodeContext,
    events: {} as EmailCodeEvent,
    input: {} as EmailCodeInput,
    output: {} as EmailCodeOutput,
    children: {} as { verificationCode: 'verificationCode' },
  },
  actors: { verificationCode: verificationCodeMachine },
  guards: {
    wasSentEarlier: ({ context }) => context.sentAt !== null,
    isEmailAsked: ({ context }) => context.askEmail,
    isEmailValid: ({ context }) => emailStepError(context.email) === null,
    isEmailRefused: (_, step: VerificationCodeOutput) => step.emailRefusal !== null,
    /** The refused address is in the flow's own form: the flow shows why there. */
    isEmailRefusedInFlowForm: ({ context }, step: VerificationCodeOutput) =>
      step.emailRefusal !== null && !context.askEmail,
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
    handEmailRefusalToFlow: assign((_, step: VerificationCodeOutput) => ({
      emailRefusal: step.emailRefusal,
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
    askEmail: input.askEmail ?? true,
    codeType: input.codeType,
    emailRefusals: input.emailRefusals ?? [],
    emailError: null,
    submitError: input.submitError ?? null,
    code: '',
    sentAt: input.sentAt ?? null,
    codeError: input.codeError ?? null,
    emailRefusal: null,
  }),
  output: ({ context }) => ({
    email: context.email.trim(),
    code: context.code,
    sentAt: context.sentAt,
    emailRefusal: context.emailRefusal,
  }),
  states: {
    starting: {
      description:
        "Decides where the step begins: the email form; the code again when the platform refused the typed one (no new code is sent); or the code when the flow's own form has the email.",
      always: [
        { description: '1. A code was sent earlier', guard: 'wasSentEarlier', target: 'code' },
        {
          description: '2. This step asks the email',
          guard: 'isEmailAsked',
          target: 'editingEmail',
        },
        { description: 'otherwise: send to the email given', target: 'code' },
      ],
    },
    editingEmail: {
      description:
        'The member types the email of the account; what is wrong with it, or why the step came back, shows with it.',
      on: {
        'email.change': { description: 'Type in the Email field', actions: ['updateEmail'] },
        'email.submit': [
          {
            description: '1. Tap “Send code” — the email is valid',
            guard: 'isEmailValid',
            target: 'code',
            actions: ['startCodeStep'],
          },
          {
            description: 'otherwise: tap “Send code”, the email error shows',
            actions: ['showEmailError'],
          },
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
            description: '1. The code step ends — the email is refused (the flow shows it)',
            guard: { type: 'isEmailRefusedInFlowForm', params: ({ event }) => event.output },
            target: 'emailRefused',
            actions: [{ type: 'handEmailRefusalToFlow', params: ({ event }) => event.output }],
          },
          {
            description: '2. The code step ends — the email is refused',
            guard: { type: 'isEmailRefused', params: ({ event }) => event.output },
            target: 'editingEmail',
            actions: [{ type: 'showEmailRefusal', params: ({ event }) => event.output }],
          },
          {
            description: 'otherwise: six digits are typed — the flow checks the code',
            target: 'codeTyped',
            actions: [{ type: 'storeCode', params: ({ event }) => event.output }],
          },
        ],
        // The code step itself broke (not a refusal by the platform): back to the email, as typed.
        // When the flow's form has the email, the error is not handled here: it breaks this step,
        // and the flow's own onError brings the member back to its form.
        onError: [
          {
            description: 'The code step breaks — this step asks the email',
            guard: 'isEmailAsked',
            target: 'editingEmail',
            actions: ['showStepFailed'],
          },
        ],
      },
      on: {
        'email.edit': {
          description: 'Tap “Use a different email” — this step asks the email',
          guard: 'isEmailAsked',
          target: 'editingEmail',
        },
      },
    },
    emailRefused: {
      description:
        "The platform refused the address (taken, …) and the flow's own form has it: the step ends and the flow shows why there.",
      type: 'final',
    },
    codeTyped: {
      description: 'The member typed 6 digits: the flow checks them with the platform.',
      type: 'final',
    },
  },
});
