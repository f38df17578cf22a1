import type { SnapshotFrom } from 'xstate';
import type { checkInMachine } from './check-in.machine';

type CheckInSnapshot = SnapshotFrom<typeof checkInMachine>;

export const selectIsIdle = (s: CheckInSnapshot) => s.matches('idle');
export const selectIsCheckingIn = (s: CheckInSnapshot) => s.matches('checkingIn');
export const selectIsCheckedIn = (s: CheckInSnapshot) => s.matches('checkedIn');
export const selectIsFailed = (s: CheckInSnapshot) => s.matches('failed');
export const selectIsSignInRequired = (s: CheckInSnapshot) => s.matches('signInRequired');
export const selectCheckInReceipt = (s: CheckInSnapshot) => s.context.receipt;
export const selectSessionEnded = (s: CheckInSnapshot) => s.context.sessionEnded;
export const selectCheckInError = (s: CheckInSnapshot) => s.context.error;
/** The day was over when the check-in arrived: the calendar must be read again for the new today. */
export const selectIsDayOver = (s: CheckInSnapshot) => s.context.error?.status === 'CheckInDayOver';
