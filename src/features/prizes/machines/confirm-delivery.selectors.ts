import type { SnapshotFrom } from 'xstate';
import type { confirmDeliveryMachine } from './confirm-delivery.machine';

type ConfirmSnapshot = SnapshotFrom<typeof confirmDeliveryMachine>;

export const selectIsEditing = (s: ConfirmSnapshot) => s.matches('editing');
export const selectIsSubmitting = (s: ConfirmSnapshot) => s.matches('submitting');
export const selectIsFailed = (s: ConfirmSnapshot) => s.matches('failed');
export const selectIsConfirmed = (s: ConfirmSnapshot) => s.matches('confirmed');
export const selectIsSignInRequired = (s: ConfirmSnapshot) => s.matches('signInRequired');
export const selectFields = (s: ConfirmSnapshot) => s.context.fields;
export const selectFieldErrors = (s: ConfirmSnapshot) => s.context.fieldErrors;
export const selectConfirmError = (s: ConfirmSnapshot) => s.context.error;
