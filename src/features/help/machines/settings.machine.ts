/**
 * The setting screen's saves (issue 15 item 4; decision 042): time zone, notification choices and
 * "show the guided tour again". Every change shows at once and is saved at once. Top-level states: editing →
 * saving → saved | failed | signInRequired. A failed save rolls the screen back to what the
 * platform has (never showing a choice that is not stored) and offers Try again with the same
 * change. A restarted tour is also marked in the stored login (loginInfo.showStep) once saved.
 */
import { assign, fromPromise, setup } from 'xstate';
import { settingsApi } from '../../../shared/api/settings-api';
import type { MemberSettings } from '../../../shared/api/schemas/settings';
import { errorOf } from '../../../shared/machines/actor-error';
import {
  flowErrorFrom,
  hasSessionEnded,
  type FlowErrorTable,
} from '../../../shared/machines/flow-errors';
import type { FormError } from '../../../shared/machines/form-error';

export const saveSettingsActor = fromPromise<MemberSettings, MemberSettings>(({ input }) =>
  settingsApi.save(input, { suppressNotice: true }),
);

export type SettingsContext = {
  /** What the platform has, as last known. */
  stored: MemberSettings;
  /** What the screen shows: the stored set with the change being saved. */
  shown: MemberSettings;
  /** The change last tried, kept for Try again after a failure. */
  attempt: Partial<MemberSettings>;
  /** The change being saved is "show the guided tour again". */
  tourAsked: boolean;
  error: FormError | null;
};

export type SettingsEvent =
  | { type: 'settings.change'; patch: Partial<MemberSettings> }
  | { type: 'tour.restart' }
  | { type: 'settings.retry' };

/** No answer at all: nothing was saved, worth trying again; a refusal is its status message. */
const SETTINGS_ERRORS: FlowErrorTable = { offline: 'setting.errors.offline' };

export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as { settings: MemberSettings },
  },
  actors: { saveSettings: saveSettingsActor },
  guards: {
    hasSessionEnded: ({ event }) => hasSessionEnded(errorOf(event)),
    wasTourAsked: ({ context }) => context.tourAsked,
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type === 'settings.change')
        return {
          attempt: event.patch,
          shown: { ...context.stored, ...event.patch },
          tourAsked: false,
          error: null,
        };
      if (event.type === 'tour.restart')
        return {
          attempt: { showStep: true },
          shown: { ...context.stored, showStep: true },
          tourAsked: true,
          error: null,
        };
      return { shown: { ...context.stored, ...context.attempt }, error: null };
    }),
    keepStored: assign((_, params: { stored: MemberSettings }) => ({
      stored: params.stored,
      shown: params.stored,
      error: null,
    })),
    rollBack: assign({ shown: ({ context }) => context.stored }),
    showError: assign({ error: ({ event }) => flowErrorFrom(errorOf(event), SETTINGS_ERRORS) }),
    // Provided by the page: the settings query takes the stored set; the stored login's showStep
    // is set so the tour (issue 16) starts on the next visit to Home.
    announceSaved: () => {},
    markTourRestarted: () => {},
  },
}).createMachine({
  id: 'settings',
  initial: 'editing',
  context: ({ input }) => ({
    stored: input.settings,
    shown: input.settings,
    attempt: {},
    tourAsked: false,
    error: null,
  }),
  states: {
    editing: {
      description:
        'The stored settings show: the time zone with a search, the notification switches and "Show the guided tour again". Any change is saved at once.',
      on: {
        'settings.change': {
          description: 'Change a setting',
          target: 'saving',
          actions: ['applyChange'],
        },
        'tour.restart': {
          description: 'Tap “Show the guided tour again”',
          target: 'saving',
          actions: ['applyChange'],
        },
      },
    },
    saving: {
      description:
        'The whole set, with the change, is sent; the screen already shows the change and says Saving…, and the controls wait until it answers.',
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => context.shown,
        onDone: [
          {
            description: '1. The settings are saved — the tour was asked for',
            guard: 'wasTourAsked',
            target: 'saved',
            actions: [
              { type: 'keepStored', params: ({ event }) => ({ stored: event.output }) },
              'announceSaved',
              'markTourRestarted',
            ],
          },
          {
            description: 'otherwise: the settings are saved',
            target: 'saved',
            actions: [
              { type: 'keepStored', params: ({ event }) => ({ stored: event.output }) },
              'announceSaved',
            ],
          },
        ],
        onError: [
          {
            description: '1. The save fails — the session has ended',
            guard: 'hasSessionEnded',
            target: 'signInRequired',
            actions: ['rollBack'],
          },
          {
            description: 'otherwise: the save fails',
            target: 'failed',
            actions: ['rollBack', 'showError'],
          },
        ],
      },
    },
    saved: {
      description:
        'The platform stored the set: "Saved" shows (and, after a tour restart, that the tour will show again on Home). Another change saves again.',
      on: {
        'settings.change': {
          description: 'Change a setting',
          target: 'saving',
          actions: ['applyChange'],
        },
        'tour.restart': {
          description: 'Tap “Show the guided tour again”',
          target: 'saving',
          actions: ['applyChange'],
        },
      },
    },
    failed: {
      description:
        'The save did not go through: the screen is back to what the platform has, with the translated reason (offline, a server fault, an unreadable answer, an unknown time zone). Try again saves the same change; any other change saves that instead.',
      on: {
        'settings.retry': {
          description: 'Tap “Try again”',
          target: 'saving',
          actions: ['applyChange'],
        },
        'settings.change': {
          description: 'Change a setting',
          target: 'saving',
          actions: ['applyChange'],
        },
        'tour.restart': {
          description: 'Tap “Show the guided tour again”',
          target: 'saving',
          actions: ['applyChange'],
        },
      },
    },
    signInRequired: {
      description:
        'The session ended (401 or an invalid token) before the change was stored; the screen is back to what the platform has. The member signs in and comes back to the setting screen.',
    },
  },
});
