import type { SnapshotFrom } from 'xstate';
import type { kycMachine } from './kyc.machine';

type KycSnapshot = SnapshotFrom<typeof kycMachine>;

export const selectIsEditing = (s: KycSnapshot) => s.matches('editing');
export const selectIsSubmitting = (s: KycSnapshot) => s.matches('submitting');
export const selectIsSubmitted = (s: KycSnapshot) => s.matches('submitted');
export const selectIsFailed = (s: KycSnapshot) => s.matches('failed');
export const selectIsSignInRequired = (s: KycSnapshot) => s.matches('signInRequired');
export const selectFields = (s: KycSnapshot) => s.context.fields;
export const selectProof = (s: KycSnapshot) => s.context.proof;
export const selectErrors = (s: KycSnapshot) => s.context.errors;
export const selectSubmitError = (s: KycSnapshot) => s.context.submitError;
