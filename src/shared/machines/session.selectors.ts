import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectIsSignedIn = (s: SessionSnapshot) => s.matches('signedIn');
/** The last session ended without a logout here, and nobody has signed in since. */
export const selectHasSessionEnded = (s: SessionSnapshot) => s.context.hasSessionEnded;
export const selectUid = (s: SessionSnapshot) => s.context.loginInfo?.uid ?? null;
export const selectIsConfirmingLogout = (s: SessionSnapshot) =>
  s.matches({ signedIn: 'confirmingLogout' }) || s.matches({ signedIn: 'loggingOut' });
export const selectIsLoggingOut = (s: SessionSnapshot) => s.matches({ signedIn: 'loggingOut' });
export const selectIsPromptingLogin = (s: SessionSnapshot) =>
  s.matches({ signedOut: 'promptingLogin' });
export const selectIsConfirmingSwitch = (s: SessionSnapshot) =>
  s.matches({ signedIn: 'confirmingSwitch' });
export const selectAccountSwitch = (s: SessionSnapshot) => s.context.accountSwitch;
/** A session dialog is open (logout question, login prompt, account switch): other popups wait. */
export const selectIsDialogOpen = (s: SessionSnapshot) =>
  selectIsConfirmingLogout(s) || selectIsPromptingLogin(s) || selectIsConfirmingSwitch(s);
