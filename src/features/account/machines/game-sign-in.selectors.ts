import type { SnapshotFrom } from 'xstate';
import type { gameSignInMachine } from './game-sign-in.machine';

type GameSignInSnapshot = SnapshotFrom<typeof gameSignInMachine>;

export const selectIsLoading = (s: GameSignInSnapshot) =>
  s.matches('starting') || s.matches('loading');
export const selectGame = (s: GameSignInSnapshot) => s.context.game;
export const selectIsSignInRequired = (s: GameSignInSnapshot) => s.matches('signInRequired');
export const selectIsConsenting = (s: GameSignInSnapshot) =>
  s.matches('consenting') || s.matches('granting');
export const selectIsGranting = (s: GameSignInSnapshot) => s.matches('granting');
export const selectIsAuthorized = (s: GameSignInSnapshot) => s.context.isAuthorized;
export const selectIsGranted = (s: GameSignInSnapshot) =>
  s.matches('granted') || s.matches('leaving');
export const selectIsLeaving = (s: GameSignInSnapshot) => s.matches('leaving');
export const selectIsBetaEnded = (s: GameSignInSnapshot) => s.matches('betaEnded');
export const selectIsFailed = (s: GameSignInSnapshot) => s.matches('failed');
export const selectError = (s: GameSignInSnapshot) => s.context.error;
