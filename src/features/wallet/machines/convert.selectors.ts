import type { SnapshotFrom } from 'xstate';
import type { convertMachine } from './convert.machine';

type ConvertSnapshot = SnapshotFrom<typeof convertMachine>;

export const selectIsEditing = (s: ConvertSnapshot) => s.matches('editing');
export const selectIsQuoting = (s: ConvertSnapshot) => s.matches('quoting');
export const selectIsQuoted = (s: ConvertSnapshot) => s.matches({ offer: 'quoted' });
export const selectIsConfirming = (s: ConvertSnapshot) => s.matches({ offer: 'confirming' });
export const selectIsConverting = (s: ConvertSnapshot) => s.matches('converting');
export const selectIsDone = (s: ConvertSnapshot) => s.matches('done');
export const selectIsFailed = (s: ConvertSnapshot) => s.matches('failed');
export const selectIsExpired = (s: ConvertSnapshot) => s.matches('expired');
export const selectIsSignInRequired = (s: ConvertSnapshot) => s.matches('signInRequired');
export const selectPair = (s: ConvertSnapshot) => ({ from: s.context.from, to: s.context.to });
export const selectAmount = (s: ConvertSnapshot) => s.context.amount;
export const selectAmountProblem = (s: ConvertSnapshot) => s.context.amountProblem;
export const selectQuote = (s: ConvertSnapshot) => s.context.quote;
export const selectReceipt = (s: ConvertSnapshot) => s.context.receipt;
export const selectConvertError = (s: ConvertSnapshot) => s.context.error;
