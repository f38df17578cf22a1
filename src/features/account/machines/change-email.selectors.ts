import type { SnapshotFrom } from 'xstate';
import type { changeEmailMachine } from './change-email.machine';

type ChangeEmailSnapshot = SnapshotFrom<typeof changeEmailMachine>;

export const selectEmail = (s: ChangeEmailSnapshot) => s.context.email;
export const selectPassword = (s: ChangeEmailSnapshot) => s.context.password;
/**
 * i18n key of what is wrong with the email: the client's check first, else the platform's refusal
 * (a known status, so it always has a key).
 */
export const selectEmailErrorKey = (s: ChangeEmailSnapshot) =>
  s.context.errors.email ?? s.context.emailRefusal?.key ?? null;
export const selectPasswordErrorKey = (s: ChangeEmailSnapshot) =>
  s.context.errors.password ?? s.context.passwordRefusal?.key ?? null;
/** A code kept after a refused password: sending the form asks for the change straight away. */
export const selectHasKeptCode = (s: ChangeEmailSnapshot) =>
  s.context.codeSent && s.context.code !== '';
export const selectSubmitError = (s: ChangeEmailSnapshot) => s.context.submitError;
export const selectIsEditing = (s: ChangeEmailSnapshot) => s.matches('editing');
export const selectIsChanging = (s: ChangeEmailSnapshot) => s.matches('changing');
export const selectIsChanged = (s: ChangeEmailSnapshot) => s.matches('changed');
/** The running email code step (the invoked email code machine), while there is one. */
export const selectEmailCodeStep = (s: ChangeEmailSnapshot) => s.children.emailCode;
