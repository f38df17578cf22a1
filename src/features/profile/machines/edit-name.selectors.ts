import type { SnapshotFrom } from 'xstate';
import type { editNameMachine } from './edit-name.machine';

type EditNameSnapshot = SnapshotFrom<typeof editNameMachine>;

export const selectIsEditing = (s: EditNameSnapshot) => s.matches('editing') || s.matches('saving');
export const selectIsSaving = (s: EditNameSnapshot) => s.matches('saving');
export const selectIsSaved = (s: EditNameSnapshot) => s.matches('saved');
export const selectDraft = (s: EditNameSnapshot) => s.context.draft;
export const selectNameError = (s: EditNameSnapshot) => s.context.error;
export const selectSavedMember = (s: EditNameSnapshot) => s.context.member;
