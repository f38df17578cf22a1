import type { SnapshotFrom } from 'xstate';
import type { codeLoginMachine } from './code-login.machine';

type CodeLoginSnapshot = SnapshotFrom<typeof codeLoginMachine>;

export const selectIsSigningIn = (s: CodeLoginSnapshot) =>
  s.matches('signingIn') || s.matches('signedIn');
/** The running email and code step (the invoked email code machine), while there is one. */
export const selectEmailCodeStep = (s: CodeLoginSnapshot) => s.children.emailCode;
