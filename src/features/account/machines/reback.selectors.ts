import type { SnapshotFrom } from 'xstate';
import type { rebackMachine } from './reback.machine';

type RebackSnapshot = SnapshotFrom<typeof rebackMachine>;

export const selectIsExchanging = (s: RebackSnapshot) =>
  s.matches('starting') || s.matches('exchanging');
export const selectIsWelcome = (s: RebackSnapshot) => s.matches('welcome');
export const selectIsRedirected = (s: RebackSnapshot) => s.matches('redirected');
export const selectIsFailed = (s: RebackSnapshot) => s.matches('failed');
export const selectIsBetaEnded = (s: RebackSnapshot) => s.matches('betaEnded');
export const selectError = (s: RebackSnapshot) => s.context.error;
