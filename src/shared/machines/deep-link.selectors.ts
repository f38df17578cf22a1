import type { SnapshotFrom } from 'xstate';
import type { deepLinkMachine } from './deep-link.machine';

type DeepLinkSnapshot = SnapshotFrom<typeof deepLinkMachine>;

export const selectIsWaitingForApp = (s: DeepLinkSnapshot) => s.matches('waitingForApp');
export const selectIsAppOpened = (s: DeepLinkSnapshot) => s.matches('appOpened');
export const selectIsStoreOpened = (s: DeepLinkSnapshot) => s.matches('storeOpened');
