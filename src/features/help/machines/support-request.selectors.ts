import type { SnapshotFrom } from 'xstate';
import type { supportRequestMachine } from './support-request.machine';

type SupportSnapshot = SnapshotFrom<typeof supportRequestMachine>;

export const selectIsEditing = (s: SupportSnapshot) => s.matches('editing');
export const selectIsSending = (s: SupportSnapshot) => s.matches('sending');
export const selectIsSent = (s: SupportSnapshot) => s.matches('sent');
export const selectIsFailed = (s: SupportSnapshot) => s.matches('failed');
export const selectIsSignInRequired = (s: SupportSnapshot) => s.matches('signInRequired');
export const selectDraft = (s: SupportSnapshot) => s.context.draft;
export const selectProblems = (s: SupportSnapshot) => s.context.problems;
export const selectReceipt = (s: SupportSnapshot) => s.context.receipt;
export const selectSupportError = (s: SupportSnapshot) => s.context.error;
