import type { SnapshotFrom } from 'xstate';
import type { settingsMachine } from './settings.machine';

type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>;

export const selectIsSaving = (s: SettingsSnapshot) => s.matches('saving');
export const selectIsSaved = (s: SettingsSnapshot) => s.matches('saved');
export const selectIsFailed = (s: SettingsSnapshot) => s.matches('failed');
export const selectIsSignInRequired = (s: SettingsSnapshot) => s.matches('signInRequired');
export const selectShown = (s: SettingsSnapshot) => s.context.shown;
export const selectTourAsked = (s: SettingsSnapshot) => s.context.tourAsked;
export const selectSettingsError = (s: SettingsSnapshot) => s.context.error;
