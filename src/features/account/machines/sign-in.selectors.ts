import type { SnapshotFrom } from 'xstate';
import type { signInMachine } from './sign-in.machine';

type SignInSnapshot = SnapshotFrom<typeof signInMachine>;

export const selectEmail = (s: SignInSnapshot) => s.context.email;
export const selectPassword = (s: SignInSnapshot) => s.context.password;
export const selectFieldErrors = (s: SignInSnapshot) => s.context.fieldErrors;
export const selectSubmitError = (s: SignInSnapshot) => s.context.submitError;
export const selectIsSubmitting = (s: SignInSnapshot) => s.matches('submitting');
