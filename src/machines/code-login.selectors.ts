import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { codeLoginMachine } from './code-login.machine';
import type { verificationCodeMachine } from './verification-code.machine';

type CodeLoginSnapshot = SnapshotFrom<typeof codeLoginMachine>;

export const selectEmail = (s: CodeLoginSnapshot) => s.context.email;
export const selectEmailError = (s: CodeLoginSnapshot) => s.context.emailError;
export const selectSubmitError = (s: CodeLoginSnapshot) => s.context.submitError;
export const selectIsEditingEmail = (s: CodeLoginSnapshot) => s.matches('editingEmail');
export const selectIsSigningIn = (s: CodeLoginSnapshot) =>
  s.matches('signingIn') || s.matches('signedIn');
/** The running code step (the invoked verification code machine), while there is one. */
export const selectCodeStep = (s: CodeLoginSnapshot) =>
  s.children.verificationCode as ActorRefFrom<typeof verificationCodeMachine> | undefined;
