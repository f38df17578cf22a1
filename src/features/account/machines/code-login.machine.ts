/**
 * Sign in with an emailed code instead of the password (docs/product/account.md "sign in with a verification code").
 * Top-level states: code (the email and the emailed code) → signingIn → signedIn.
 * The email and code step is the shared email code machine (invoked as `emailCode`); a refused code
 * brings the member back to it with the reason, without sending another code.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { LoginResult } from '../../../shared/api/schemas/member';
import { EMAIL_CODE_STEP_BROKE, codeTyped } from './email-code-step';
import { emailCodeMachine, type EmailCodeOutput } from './email-code.machine';
import { errorOf, formErrorFrom, type FormError } from '../../../shared/machines/form-error';
import { accountApi } from '../api/account-api';

/** Signs in with the emailed Login code; the page shows the refusal, so no notice. */
const loginByCodeActor = fromPromise<LoginResult, { email: string; code: string }>(({ input }) =>
  accountApi.loginByCode({ email: input.email.trim(), code: input.code }),
);

export type CodeLoginContext = {
  email: string;
  /** The 6 digits the member typed in the code step. */
  code: string;
  /** When the code went out: typing it again after a refusal keeps that send's countdown. */
  sentAt: number | null;
  /** Why the platform refused the code, shown in the code step. */
  codeError: FormError | null;
  /** Why the step starts over at the email (it broke). */
  submitError: FormError | null;
};

export const codeLoginMachine = setup({
  types: {
    context: {} as CodeLoginContext,
    input: {} as { email?: string },
    children: {} as { emailCode: 'emailCode'; loginByCode: 'loginByCode' },
  },
  actors: { emailCode: emailCodeMachine, loginByCode: loginByCodeActor },
  actions: {
    storeCode: assign((_, step: EmailCodeOutput) => codeTyped(step)),
    showStepFailed: assign(EMAIL_CODE_STEP_BROKE),
    showCodeRejected: assign({ codeError: ({ event }) => formErrorFrom(errorOf(event)) }),
    // Provided by the page: hand the login to the session, welcome a first login, go Home.
    completeSignIn: (_, _params: { result: LoginResult }) => {},
  },
}).createMachine({
  id: 'codeLogin',
  initial: 'code',
  context: ({ input }) => ({
    email: input.email ?? '',
    code: '',
    sentAt: null,
    codeError: null,
    submitError: null,
  }),
  states: {
    code: {
      description:
        'The member types the email, a Login code is emailed and the member types it (the email code machine); after a refused code, only the code is typed again.',
      invoke: {
        id: 'emailCode',
        src: 'emailCode',
        input: ({ context }) => ({
          email: context.email,
          codeType: 'Login' as const,
          sentAt: context.codeError ? context.sentAt : null,
          codeError: context.codeError,
          submitError: context.submitError,
          emailRefusals: ['EmailNotExist'] as const,
        }),
        onDone: {
          description: 'The email and code step ends',
          target: 'signingIn',
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
    signingIn: {
      description: 'The platform checks the code and signs the member in.',
      invoke: {
        id: 'loginByCode',
        src: 'loginByCode',
        input: ({ context }) => ({ email: context.email, code: context.code }),
        onDone: {
          description: 'The code signs the member in',
          target: 'signedIn',
          actions: [{ type: 'completeSignIn', params: ({ event }) => ({ result: event.output }) }],
        },
        onError: {
          description: 'The platform refuses the code',
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
