/**
 * Sign in to a partnered game (docs/product/account.md "game sign-in with authorize permissions", "access granted";
 * §6): show the game and what it asks for, require the "authorize" tick, get a one-time code and
 * count down before leaving the app for the game's registered return address.
 * Top-level states: starting → loading → signInRequired | consenting → granting → granted → leaving;
 * cancelled; betaEnded; failed.
 * The page shows the seconds left of the countdown; the machine only knows when it is over.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { GameAuthInfo, ThirdToken } from '../api/schemas/account';
import { TIMING } from '../../../config/constants';
import {
  errorOf,
  formErrorFrom,
  formErrorOf,
  type FormError,
} from '../../../shared/machines/form-error';
import { parseReturnUrl } from './game-sign-in-address';
import { accountApi } from '../api/account-api';

/** What the consent screen shows about the game; the page shows errors itself. */
const loadGameActor = fromPromise<GameAuthInfo, { gameId: number }>(({ input }) =>
  accountApi.gameAuthInfo(input.gameId),
);

/** The member allowed access: a one-time code and the game's registered return address. */
const grantAccessActor = fromPromise<ThirdToken, { gameId: number }>(({ input }) =>
  accountApi.getThirdToken(input.gameId),
);

export type GameSignInInput = {
  /** The strictly parsed `gameId` of the address, or null when it is missing or malformed. */
  gameId: number | null;
  isSignedIn: boolean;
};

export type GameSignInContext = {
  gameId: number | null;
  isSignedIn: boolean;
  game: GameAuthInfo | null;
  isAuthorized: boolean;
  error: FormError | null;
  returnUrl: string | null;
};

export type GameSignInEvent =
  | { type: 'authorize.toggle' }
  | { type: 'consent.allow' }
  | { type: 'consent.cancel' }
  | { type: 'redirect.skip' };

export const gameSignInMachine = setup({
  types: {
    context: {} as GameSignInContext,
    events: {} as GameSignInEvent,
    input: {} as GameSignInInput,
  },
  actors: { loadGame: loadGameActor, grantAccess: grantAccessActor },
  delays: { REDIRECT_COUNTDOWN: TIMING.REDIRECT_COUNTDOWN_MS },
  guards: {
    hasGameId: ({ context }) => context.gameId !== null,
    isBetaOver: (_, params: { game: GameAuthInfo }) => params.game.betaEnded === true,
    isSignedIn: ({ context }) => context.isSignedIn,
    isAuthorized: ({ context }) => context.isAuthorized,
  },
  actions: {
    markBadGameId: assign({ error: { key: 'gameSignIn.badGameId', text: '' } }),
    storeGame: assign((_, params: { game: GameAuthInfo }) => ({ game: params.game })),
    toggleAuthorized: assign({
      isAuthorized: ({ context }) => !context.isAuthorized,
      error: null,
    }),
    showAuthorizeRequired: assign({ error: formErrorOf('account.authorizeRequired') }),
    showError: assign({
      error: ({ event }) => formErrorFrom(errorOf(event)),
    }),
    clearError: assign({ error: null }),
    // Only an absolute http(s) address is kept; the page never leaves for anything else.
    storeGrant: assign((_, params: { grant: ThirdToken }) => ({
      returnUrl: parseReturnUrl(params.grant.returnUrl),
    })),
    // Provided by the page: leave the app for the game's address; go back to Home.
    leaveToGame: (_, _params: { returnUrl: string }) => {},
    goHome: () => {},
  },
}).createMachine({
  id: 'gameSignIn',
  initial: 'starting',
  context: ({ input }) => ({
    gameId: input.gameId,
    isSignedIn: input.isSignedIn,
    game: null,
    isAuthorized: false,
    error: null,
    returnUrl: null,
  }),
  states: {
    starting: {
      description: 'Decides whether the address names a well-formed game id.',
      always: [
        { description: '1. The address names a game', guard: 'hasGameId', target: 'loading' },
        {
          description: 'otherwise: the link names no valid game — the sign-in cannot go on',
          target: 'failed',
          actions: ['markBadGameId'],
        },
      ],
    },
    loading: {
      description: 'The game and the access it asks for are being loaded.',
      invoke: {
        id: 'loadGame',
        src: 'loadGame',
        input: ({ context }) => ({ gameId: context.gameId ?? 0 }),
        onDone: [
          {
            description: '1. The game is read — the beta has ended',
            guard: { type: 'isBetaOver', params: ({ event }) => ({ game: event.output }) },
            target: 'betaEnded',
            actions: [{ type: 'storeGame', params: ({ event }) => ({ game: event.output }) }],
          },
          {
            description: '2. The game is read, signed in — the member is asked to allow access',
            guard: 'isSignedIn',
            target: 'consenting',
            actions: [{ type: 'storeGame', params: ({ event }) => ({ game: event.output }) }],
          },
          {
            description: 'otherwise: the game is read, signed out — sign in to GamerHub first',
            target: 'signInRequired',
            actions: [{ type: 'storeGame', params: ({ event }) => ({ game: event.output }) }],
          },
        ],
        onError: {
          description: 'The game does not exist',
          target: 'failed',
          actions: ['showError'],
        },
      },
    },
    signInRequired: {
      description:
        'The member is signed out: the game shows with a "Sign in" button; signing in comes first.',
      type: 'final',
    },
    consenting: {
      description:
        'The game, what it asks for and the "Authorize" tick; Allow needs the tick, Cancel goes Home.',
      on: {
        'authorize.toggle': {
          description: 'Tap the “I authorize …” box',
          actions: ['toggleAuthorized'],
        },
        'consent.allow': [
          {
            description: '1. Tap “Allow” — the box is ticked',
            guard: 'isAuthorized',
            target: 'granting',
            actions: ['clearError'],
          },
          {
            description: 'otherwise: tap “Allow”, asks to tick the box',
            actions: ['showAuthorizeRequired'],
          },
        ],
        'consent.cancel': { description: 'Tap “Cancel”', target: 'cancelled' },
      },
    },
    granting: {
      description: 'Access is being granted and a one-time code issued; Allow shows progress.',
      invoke: {
        id: 'grantAccess',
        src: 'grantAccess',
        input: ({ context }) => ({ gameId: context.gameId ?? 0 }),
        onDone: {
          description: 'Access is granted',
          target: 'granted',
          actions: [{ type: 'storeGrant', params: ({ event }) => ({ grant: event.output }) }],
        },
        // The platform's refusal (or a lost connection) shows above the buttons; the tick stays.
        onError: {
          description: 'Granting access fails',
          target: 'consenting',
          actions: ['showError'],
        },
      },
    },
    granted: {
      description: '"Access granted" counts down to the game; "Continue now" leaves at once.',
      after: {
        REDIRECT_COUNTDOWN: {
          description: 'The 5 s countdown ends — back to the game with the code',
          target: 'leaving',
        },
      },
      on: {
        'redirect.skip': {
          description: 'Tap “Continue now” — back to the game without waiting',
          target: 'leaving',
        },
      },
    },
    leaving: {
      description: "The app hands over to the game's registered return address with the code.",
      type: 'final',
      entry: [
        { type: 'leaveToGame', params: ({ context }) => ({ returnUrl: context.returnUrl ?? '' }) },
      ],
    },
    cancelled: {
      description: 'The member declined; they are taken back to Home.',
      type: 'final',
      entry: ['goHome'],
    },
    betaEnded: {
      description: 'The beta has ended: the notice says single-sign-on logins are not allowed.',
      type: 'final',
    },
    failed: {
      description: 'The game id is malformed or unknown: the reason shows with a link to Home.',
      type: 'final',
    },
  },
});
