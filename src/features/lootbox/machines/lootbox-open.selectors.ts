import type { SnapshotFrom } from 'xstate';
import type { lootboxOpenMachine } from './lootbox-open.machine';

type OpenSnapshot = SnapshotFrom<typeof lootboxOpenMachine>;

export const selectIsIdle = (s: OpenSnapshot) => s.matches('idle');
export const selectIsSignInToOpen = (s: OpenSnapshot) => s.matches('signInToOpen');
export const selectIsNotEnough = (s: OpenSnapshot) => s.matches('notEnough');
export const selectIsConfirming = (s: OpenSnapshot) => s.matches('confirming');
export const selectIsOpening = (s: OpenSnapshot) => s.matches('opening');
export const selectIsRevealing = (s: OpenSnapshot) => s.matches('revealing');
export const selectIsOpened = (s: OpenSnapshot) => s.matches('opened');
export const selectIsFailed = (s: OpenSnapshot) => s.matches('failed');
export const selectIsSessionEnded = (s: OpenSnapshot) => s.matches('sessionEnded');
export const selectOpenReceipt = (s: OpenSnapshot) => s.context.receipt;
export const selectOpenError = (s: OpenSnapshot) => s.context.error;
export const selectNameError = (s: OpenSnapshot) => s.context.nameError;
export const selectChestName = (s: OpenSnapshot) => s.context.chestName;
export const selectBalance = (s: OpenSnapshot) => s.context.balance;
