/**
 * Edit the display name on /profile (docs/product/profile.md: 12 Latin or 8 Chinese characters, 'Name contains
 * sensitive words'). The name is checked as it is typed and again by the platform; a refusal or a
 * failed call keeps what the member typed, so nothing is lost. Top-level states: viewing → editing
 * → saving → saved.
 */
import { assign, fromPromise, setup } from 'xstate';
import { profileApi } from '../api/profile-api';
import type { MemberInfo } from '../../../shared/api/schemas/member';
import {
  errorOf,
  formErrorFrom,
  formErrorOf,
  type FormError,
} from '../../../shared/machines/form-error';
import { nameProblem } from './edit-name.validation';

const saveNameActor = fromPromise<MemberInfo, { nickname: string }>(({ input }) =>
  profileApi.setNickname(input),
);

export type EditNameContext = {
  /** The name on the platform, as last known. */
  saved: string;
  /** What the member is typing. */
  draft: string;
  /** What is wrong with the draft, or why the platform said no; shown under the field. */
  error: FormError | null;
  /** The platform's answer to the last save: the page puts it in its member cache. */
  member: MemberInfo | null;
};

export type EditNameEvent =
  | { type: 'name.edit' }
  | { type: 'name.change'; value: string }
  | { type: 'name.save' }
  | { type: 'name.cancel' };

export const editNameMachine = setup({
  types: {
    context: {} as EditNameContext,
    events: {} as EditNameEvent,
    input: {} as { nickname: string },
  },
  actors: { saveName: saveNameActor },
  guards: {
    isUnchanged: ({ context }) => context.draft.trim() === context.saved,
    isDraftValid: ({ context }) => nameProblem(context.draft) === null,
  },
  actions: {
    startEditing: assign({ draft: ({ context }) => context.saved, error: null }),
    updateDraft: assign(({ event }) =>
      event.type === 'name.change' ? { draft: event.value, error: null } : {},
    ),
    showDraftError: assign({
      error: ({ context }) => {
        const key = nameProblem(context.draft);
        return key ? formErrorOf(key) : null;
      },
    }),
    rememberSaved: assign((_, params: { member: MemberInfo }) => ({
      member: params.member,
      saved: params.member.nickname,
    })),
    showSaveError: assign({ error: ({ event }) => formErrorFrom(errorOf(event)) }),
  },
}).createMachine({
  id: 'editName',
  initial: 'viewing',
  context: ({ input }) => ({
    saved: input.nickname,
    draft: input.nickname,
    error: null,
    member: null,
  }),
  states: {
    viewing: {
      description: 'The name is shown with an Edit button.',
      on: {
        'name.edit': {
          description: 'Tap “Edit name”',
          target: 'editing',
          actions: ['startEditing'],
        },
      },
    },
    editing: {
      description:
        'The member types a new name; what is wrong with it shows under the field, and Save sends it.',
      on: {
        'name.change': { description: 'Type in the Display name field', actions: ['updateDraft'] },
        'name.cancel': { description: 'Tap “Cancel”', target: 'viewing' },
        'name.save': [
          {
            description: '1. Tap “Save” — the name is unchanged',
            guard: 'isUnchanged',
            target: 'viewing',
          },
          {
            description: '2. Tap “Save” — the name is valid',
            guard: 'isDraftValid',
            target: 'saving',
          },
          {
            description: 'otherwise: tap “Save”, the name error shows',
            actions: ['showDraftError'],
          },
        ],
      },
    },
    saving: {
      description: 'The platform checks the name (format and sensitive words) and stores it.',
      invoke: {
        id: 'saveName',
        src: 'saveName',
        input: ({ context }) => ({ nickname: context.draft.trim() }),
        onDone: {
          description: 'The new name is saved',
          target: 'saved',
          actions: [{ type: 'rememberSaved', params: ({ event }) => ({ member: event.output }) }],
        },
        onError: {
          description: 'The save gets no answer',
          target: 'editing',
          actions: ['showSaveError'],
        },
      },
    },
    saved: {
      description:
        'The new name is stored and shown, with a short confirmation; it can be edited again.',
      on: {
        'name.edit': {
          description: 'Tap “Edit name”',
          target: 'editing',
          actions: ['startEditing'],
        },
      },
    },
  },
});
