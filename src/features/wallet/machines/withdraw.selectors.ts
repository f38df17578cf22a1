import type { SnapshotFrom } from 'xstate';
import type { withdrawMachine } from './withdraw.machine';

type WithdrawSnapshot = SnapshotFrom<typeof withdrawMachine>;

export const selectIsEditing = (s: WithdrawSnapshot) => s.matches('editing');
export const selectIsQuoting = (s: WithdrawSnapshot) => s.matches('quoting');
export const selectIsReviewing = (s: WithdrawSnapshot) => s.matches('reviewing');
export const selectIsSendingCode = (s: WithdrawSnapshot) => s.matches('sendingCode');
export const selectIsEnteringCode = (s: WithdrawSnapshot) => s.matches('enteringCode');
export const selectCanResend = (s: WithdrawSnapshot) => s.matches({ enteringCode: 'resendable' });
export const selectIsSubmitting = (s: WithdrawSnapshot) => s.matches('submitting');
export const selectIsDone = (s: WithdrawSnapshot) => s.matches('done');
export const selectIsKycRequired = (s: WithdrawSnapshot) => s.matches('kycRequired');
export const selectIsSignInRequired = (s: WithdrawSnapshot) => s.matches('signInRequired');
export const selectAddress = (s: WithdrawSnapshot) => s.context.address;
export const selectAmount = (s: WithdrawSnapshot) => s.context.amount;
export const selectErrors = (s: WithdrawSnapshot) => s.context.errors;
export const selectFormError = (s: WithdrawSnapshot) => s.context.formError;
export const selectQuote = (s: WithdrawSnapshot) => s.context.quote;
export const selectCode = (s: WithdrawSnapshot) => s.context.code;
export const selectCodeError = (s: WithdrawSnapshot) => s.context.codeError;
export const selectReceipt = (s: WithdrawSnapshot) => s.context.receipt;
