import type { SnapshotFrom } from 'xstate';
import type { steamConnectMachine } from './steam-connect.machine';

type SteamSnapshot = SnapshotFrom<typeof steamConnectMachine>;

export const selectIsPrompting = (s: SteamSnapshot) => s.matches('connectPrompt');
export const selectIsStarting = (s: SteamSnapshot) => s.matches('starting') || s.matches('leaving');
export const selectIsRedeeming = (s: SteamSnapshot) => s.matches('redeeming');
export const selectIsConnected = (s: SteamSnapshot) => s.matches('connected');
export const selectIsConnectFailed = (s: SteamSnapshot) => s.matches('connectFailed');
export const selectIsConfirmingDisconnect = (s: SteamSnapshot) => s.matches('disconnectConfirm');
export const selectIsDisconnecting = (s: SteamSnapshot) => s.matches('disconnecting');
export const selectIsSignInRequired = (s: SteamSnapshot) => s.matches('signInRequired');
export const selectCode = (s: SteamSnapshot) => s.context.code;
export const selectReceipt = (s: SteamSnapshot) => s.context.receipt;
export const selectSteamError = (s: SteamSnapshot) => s.context.error;
