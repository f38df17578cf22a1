import type { SnapshotFrom } from 'xstate';
import type { signUpMachine } from './sign-up.machine';

type SignUpSnapshot = SnapshotFrom<typeof signUpMachine>;

export const selectEmail = (s: SignUpSnapshot) => s.context.email;
export const selectPassword = (s: SignUpSnapshot) => s.context.password;
export const selectConfirmPassword = (s: SignUpSnapshot) => s.context.confirmPassword;
export const selectInviteCode = (s: SignUpSnapshot) => s.context.inviteCode;
export const selectAgreed = (s: SignUpSnapshot) => s.context.agreed;
export const selectFieldErrors = (s: SignUpSnapshot) => s.context.fieldErrors;
export const selectSubmitError = (s: SignUpSnapshot) => s.context.submitError;
export const selectIsEditing = (s: SignUpSnapshot) => s.matches('editing');
export const selectIsVerifying = (s: SignUpSnapshot) => s.matches('verifying');
export const selectIsRegistering = (s: SignUpSnapshot) => s.matches('registering');
/** The email code step (the invoked email code machine) while the flow is at it. */
export const selectEmailCodeStep = (s: SignUpSnapshot) => s.children.emailCode;
