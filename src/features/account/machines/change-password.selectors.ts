import type { SnapshotFrom } from 'xstate';
import type { ChangePasswordField } from './change-password.validation';
import type { changePasswordMachine } from './change-password.machine';

type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

export const selectValue = (field: ChangePasswordField) => (s: ChangePasswordSnapshot) =>
  s.context[field];
/** i18n key of what is wrong with a field: the client's check, or the platform's refusal. */
export const selectErrorKey = (field: ChangePasswordField) => (s: ChangePasswordSnapshot) =>
  s.context.errors[field] ??
  (field === 'oldPassword' ? (s.context.oldPasswordRefusal?.key ?? null) : null);
export const selectSubmitError = (s: ChangePasswordSnapshot) => s.context.submitError;
export const selectIsChanging = (s: ChangePasswordSnapshot) => s.matches('changing');
export const selectIsChanged = (s: ChangePasswordSnapshot) => s.matches('changed');
