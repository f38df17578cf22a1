import type { SnapshotFrom } from 'xstate';
import type { preferencesMachine } from './preferences.machine';

type PreferencesSnapshot = SnapshotFrom<typeof preferencesMachine>;

export const selectLang = (s: PreferencesSnapshot) => s.context.lang;
export const selectPendingLang = (s: PreferencesSnapshot) => s.context.pendingLang;
export const selectCurrency = (s: PreferencesSnapshot) => s.context.currency;
export const selectIsWelcomeShown = (s: PreferencesSnapshot) => s.context.welcome;
