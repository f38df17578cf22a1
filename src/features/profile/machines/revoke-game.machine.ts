/**
 * Revoke a partnered game's access on /menu/games (issue 4 "connected games"; issue 32 item 6).
 * Top-level states: idle → confirming → revoking → idle | failed | signInRequired;
 * failed → revoking (Revoke again) | idle (Keep).
 * A member decision sits between the tap and the call (the confirmation popup), so the flow is a
 * machine, not a bare mutation (decision 058). The row of a revoked game goes at once; the list is
 * read again after. A session that ended mid-flow revokes nothing: the page asks the member to sign
 * in and come back to /menu/games, where they decide again (revoking is not done on their behalf).
 */
import { assign, fromPromise, setup } from 'xstate';
import { accountApi } from '../../account/api/account-api';
import { errorOf } from '../../../shared/machines/actor-error';
import type { FormError } from '../../../shared/machines/form-error';
import {
  flowErrorFrom,
  hasSessionEnded,
  type FlowErrorTable,
} from '../../../shared/machines/flow-errors';

/** The error shows in the popup, so the call asks for no notice (account-api's `quiet`). */
export const revokeActor = fromPromise<null, { gameId: number }>(async ({ input }) => {
  await accountApi.revokeGame(input.gameId);
  return null;
});

/** The game the popup asks about. */
export type RevokedGame = { gameId: number; name: string };

export type RevokeGameContext = {
  /** The game being revoked (the popup's question), or null with no popup. */
  game: RevokedGame | null;
  /** Games revoked in this visit: their rows are hidden before the list is read again. */
  revoked: number[];
  error: FormError | null;
};

export type RevokeGameEvent =
  | { type: 'revoke.open'; gameId: number; name: string }
  | { type: 'revoke.confirm' }
  | { type: 'revoke.cancel' };

/** Offline: its own sentence (nothing was revoked); a refusal: its translated status message. */
const REVOKE_ERRORS: FlowErrorTable = { offline: 'connectedGames.errors.offline' };

export const revokeGameMachine = setup({
  types: {
    context: {} as RevokeGameContext,
    events: {} as RevokeGameEvent,
  },
  actors: { revoke: revokeActor },
  guards: {
    hasSessionEnded: ({ event }) => hasSessionEnded(errorOf(event)),
  },
  actions: {
    pickGame: assign((_, params: RevokedGame) => ({ game: params, error: null })),
    forgetGame: assign({ game: null, error: null }),
    markRevoked: assign({
      revoked: ({ context }) => (context.game ? [...context.revoked, context.game.gameId] : []),
      game: null,
      error: null,
    }),
    showError: assign({ error: ({ event }) => flowErrorFrom(errorOf(event), REVOKE_ERRORS) }),
    clearError: assign({ error: null }),
    // Provided by the page: the connected games are read again.
    announceRevoked: () => {},
  },
}).createMachine({
  id: 'revokeGame',
  initial: 'idle',
  context: { game: null, revoked: [], error: null },
  states: {
    idle: {
      description:
        'The connected games list: each game with what it may read, when it was connected, and "Revoke access". No popup is open.',
      on: {
        'revoke.open': {
          description: 'Tap “Revoke access” on a game',
          target: 'confirming',
          actions: [
            {
              type: 'pickGame',
              params: ({ event }) => ({ gameId: event.gameId, name: event.name }),
            },
          ],
        },
      },
    },
    confirming: {
      description:
        'The popup asks first: revoke access for this game? It will no longer sign the member in or read their information. Revoke goes on; Keep closes it.',
      on: {
        'revoke.confirm': {
          description: 'Tap “Revoke”',
          target: 'revoking',
          actions: ['clearError'],
        },
        'revoke.cancel': {
          description: 'Tap “Keep” — the game keeps its access',
          target: 'idle',
          actions: ['forgetGame'],
        },
      },
    },
    revoking: {
      description:
        "The platform removes the game's access (and its unused sign-in codes); the popup's buttons are disabled and Revoke reads Revoking….",
      invoke: {
        id: 'revoke',
        src: 'revoke',
        input: ({ context }) => ({ gameId: context.game?.gameId ?? 0 }),
        onDone: {
          description: "The game's access is removed",
          target: 'idle',
          actions: ['markRevoked', 'announceRevoked'],
        },
        onError: [
          {
            description: '1. Revoking fails — the session has ended',
            guard: 'hasSessionEnded',
            target: 'signInRequired',
          },
          { description: 'otherwise: revoking fails', target: 'failed', actions: ['showError'] },
        ],
      },
    },
    failed: {
      description:
        'The game still has access: the popup shows why (offline, a server fault, a refusal in its translated words). Revoke tries again; Keep closes it.',
      on: {
        'revoke.confirm': {
          description: 'Tap “Revoke”',
          target: 'revoking',
          actions: ['clearError'],
        },
        'revoke.cancel': {
          description: 'Tap “Keep” — the game keeps its access',
          target: 'idle',
          actions: ['forgetGame'],
        },
      },
    },
    signInRequired: {
      description:
        'The session ended before the game was revoked (the member was signed out): the page asks the member to sign in and come back to the connected games, where they decide again.',
    },
  },
});
