import type { SnapshotFrom } from 'xstate';
import type { emailCodeMachine } from './email-code.machine';

type Snapshot = SnapshotFrom<typeof emailCodeMachine>;

export const selectEmail = (s: Snapshot) => s.context.email;
export const selectEmailError = (s: Snapshot) => s.context.emailError;
export const selectSubmitError = (s: Snapshot) => s.context.submitError;
export const selectIsEditingEmail = (s: Snapshot) => s.matches('editingEmail');
/** The running code step (the invoked verification code machine), while there is one. */
export const selectCodeStep = (s: Snapshot) => s.children.verificationCode;
