import type { SnapshotFrom } from 'xstate';
import type { revokeGameMachine } from './revoke-game.machine';

type RevokeSnapshot = SnapshotFrom<typeof revokeGameMachine>;

/** The game the popup asks about, while it is open (asking, revoking or failed). */
export const selectGame = (s: RevokeSnapshot) => (s.matches('idle') ? null : s.context.game);
export const selectIsRevoking = (s: RevokeSnapshot) => s.matches('revoking');
export const selectRevokeError = (s: RevokeSnapshot) =>
  s.matches('failed') ? s.context.error : null;
export const selectRevoked = (s: RevokeSnapshot) => s.context.revoked;
export const selectIsSignInRequired = (s: RevokeSnapshot) => s.matches('signInRequired');
