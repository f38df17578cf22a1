/**
 * Welcome back (docs/product/account.md "/reback", "welcome-back redirect countdown"): the sign-on service sends the
 * member back with a one-time code; the app exchanges it for a login, stores it, and counts down to
 * Home. Forced-logout handling is skipped here (a 401/403 does not expire the session on /reback).
 * Top-level states: starting → exchanging → welcome → redirected; failed; betaEnded.
 * The page shows the seconds left of the countdown; the machine only knows when it is over.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { LoginResult } from '../../../shared/api/schemas/member';
import { TIMING } from '../../../config/constants';
import { hasStatus } from '../../../shared/api/refusals';
import {
  errorOf,
  formErrorFrom,
  formErrorOf,
  type FormError,
} from '../../../shared/machines/form-error';
import { accountApi } from '../api/account-api';
import type { RebackRequest } from '../api/schemas/account';

/** The page shows the platform's answer itself, so the helper's notice is suppressed (accountApi). */
const exchangeRebackCodeActor = fromPromise<LoginResult, RebackRequest>(({ input }) =>
  accountApi.reback(input),
);

export type RebackInput = {
  /** The strictly parsed `code` of the address, or null when it is missing or malformed. */
  code: string | null;
  state?: string;
};

export type RebackContext = {
  code: string | null;
  state: string | undefined;
  error: FormError | null;
};

export type RebackEvent = { type: 'redirect.skip' };

export const rebackMachine = setup({
  types: {
    context: {} as RebackContext,
    events: {} as RebackEvent,
    input: {} as RebackInput,
  },
  actors: { exchangeCode: exchangeRebackCodeActor },
  delays: { REDIRECT_COUNTDOWN: TIMING.REDIRECT_COUNTDOWN_MS },
  guards: {
    hasCode: ({ context }) => context.code !== null,
    isBetaEnded: ({ event }) => hasStatus(errorOf(event), ['BetaEnded']),
  },
  actions: {
    markMissingCode: assign({ error: formErrorOf('reback.missingCode') }),
    showError: assign({
      error: ({ event }) => formErrorFrom(errorOf(event)),
    }),
    // Provided by the page: hand the login to the session; go to Home.
    completeSignIn: (_, _params: { result: LoginResult }) => {},
    goHome: () => {},
  },
}).createMachine({
  id: 'reback',
  initial: 'starting',
  context: ({ input }) => ({
    code: input.code,
    state: input.state,
    error: null,
  }),
  states: {
    starting: {
      description: 'Decides whether the address carries a well-formed one-time code to exchange.',
      always: [
        { description: '1. The address carries a code', guard: 'hasCode', target: 'exchanging' },
        {
          description: 'otherwise: the link carries no usable code — the sign-in cannot finish',
          target: 'failed',
          actions: ['markMissingCode'],
        },
      ],
    },
    exchanging: {
      description: 'The one-time code is exchanged for a login; the screen says it is signing in.',
      invoke: {
        id: 'exchangeCode',
        src: 'exchangeCode',
        input: ({ context }) => ({ code: context.code ?? '', state: context.state }),
        onDone: {
          description: 'The code gives a login',
          target: 'welcome',
          actions: [{ type: 'completeSignIn', params: ({ event }) => ({ result: event.output }) }],
        },
        onError: [
          {
            description: '1. The platform refuses the code — the beta has ended',
            guard: 'isBetaEnded',
            target: 'betaEnded',
          },
          {
            description: 'otherwise: the platform refuses the code',
            target: 'failed',
            actions: ['showError'],
          },
        ],
      },
    },
    welcome: {
      description:
        'The member is signed in; "Welcome back" counts down to Home, or "Continue now" goes at once.',
      after: {
        REDIRECT_COUNTDOWN: {
          description: 'The 5 s countdown ends — on to Home',
          target: 'redirected',
        },
      },
      on: {
        'redirect.skip': {
          description: 'Tap “Continue now” — to Home without waiting',
          target: 'redirected',
        },
      },
    },
    redirected: {
      description: 'The member is taken to Home.',
      type: 'final',
      entry: ['goHome'],
    },
    failed: {
      description:
        'The code is missing, malformed, used or expired: the reason shows with a link to sign in again.',
      type: 'final',
    },
    betaEnded: {
      description:
        'The beta has ended: single-sign-on logins are no longer allowed; the notice says so.',
      type: 'final',
    },
  },
});
