import type { SnapshotFrom } from 'xstate';
import type { assessmentMachine } from './assessment.machine';

type AssessmentSnapshot = SnapshotFrom<typeof assessmentMachine>;

export const selectIsRedeeming = (s: AssessmentSnapshot) => s.matches('redeeming');
export const selectIsVerified = (s: AssessmentSnapshot) => s.matches('verified');
export const selectIsInvalid = (s: AssessmentSnapshot) => s.matches('invalid');
export const selectIsRedeemFailed = (s: AssessmentSnapshot) => s.matches('failed');
export const selectIsSignInToVerify = (s: AssessmentSnapshot) => s.matches('signInRequired');
export const selectAssessmentError = (s: AssessmentSnapshot) => s.context.error;
