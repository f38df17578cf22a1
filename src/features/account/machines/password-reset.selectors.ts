import type { SnapshotFrom } from 'xstate';
import type { passwordResetMachine } from './password-reset.machine';

type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;

export const selectPassword = (s: PasswordResetSnapshot) => s.context.password;
export const selectConfirmation = (s: PasswordResetSnapshot) => s.context.confirmation;
export const selectPasswordErrors = (s: PasswordResetSnapshot) => s.context.passwordErrors;
export const selectPasswordError = (s: PasswordResetSnapshot) => s.context.passwordError;
export const selectIsChoosingPassword = (s: PasswordResetSnapshot) =>
  s.matches('choosingPassword') || s.matches('submitting');
export const selectIsSubmitting = (s: PasswordResetSnapshot) => s.matches('submitting');
export const selectHasSucceeded = (s: PasswordResetSnapshot) => s.matches('succeeded');
/** The running email and code step (the invoked email code machine), while there is one. */
export const selectEmailCodeStep = (s: PasswordResetSnapshot) => s.children.emailCode;
