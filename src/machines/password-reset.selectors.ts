import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { passwordResetMachine } from './password-reset.machine';
import type { verificationCodeMachine } from './verification-code.machine';

type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;

export const selectEmail = (s: PasswordResetSnapshot) => s.context.email;
export const selectEmailError = (s: PasswordResetSnapshot) => s.context.emailError;
export const selectSubmitError = (s: PasswordResetSnapshot) => s.context.submitError;
export const selectPassword = (s: PasswordResetSnapshot) => s.context.password;
export const selectConfirmation = (s: PasswordResetSnapshot) => s.context.confirmation;
export const selectPasswordErrors = (s: PasswordResetSnapshot) => s.context.passwordErrors;
export const selectPasswordError = (s: PasswordResetSnapshot) => s.context.passwordError;
export const selectIsEditingEmail = (s: PasswordResetSnapshot) => s.matches('editingEmail');
export const selectIsChoosingPassword = (s: PasswordResetSnapshot) =>
  s.matches('choosingPassword') || s.matches('submitting');
export const selectIsSubmitting = (s: PasswordResetSnapshot) => s.matches('submitting');
export const selectHasSucceeded = (s: PasswordResetSnapshot) => s.matches('succeeded');
/** The running code step (the invoked verification code machine), while there is one. */
export const selectCodeStep = (s: PasswordResetSnapshot) =>
  s.children.verificationCode as ActorRefFrom<typeof verificationCodeMachine> | undefined;
