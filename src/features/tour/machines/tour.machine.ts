/**
 * The guided tour (docs/product/tour.md and §9, issue 16 item 3, decision 048): a new member is walked through
 * Home → Quests → Reward → Profile, one highlighted target at a time.
 * Top-level states: idle → running (seeking → positioning → locating → showing) ⇄ confirmingCancel →
 * completed | cancelled, and tour.restart runs it again from either end.
 * Steps whose show condition fails are skipped in both directions; a step whose target is not on
 * the page is reported (console.error) and skipped the same way. Ending the tour, by completing or
 * cancelling it, clears showStep in the stored login and in the member's server settings, so it
 * does not come back on this device or another one.
 */
import { assign, fromPromise, setup } from 'xstate';
import { settingsApi } from '../../../shared/api/settings-api';
import type { MemberSettings } from '../../../shared/api/schemas/settings';
import { persistence } from '../../../shared/machines/persistence';

/** Facts a step's show condition reads; the view supplies them when the tour starts. */
export type TourCondition = 'firstRun' | 'touch';

export type TourStep = {
  /** Stable name: the text keys `tour.steps.<id>.*` and the console report use it. */
  id: string;
  /** The route the target lives on; the view navigates there before the step shows. */
  route: string;
  /** A CSS selector for the highlighted element (a `data-tour` attribute). */
  selector: string;
  showWhen: TourCondition | 'always';
};

export type TourOptions = {
  /** The dimming mask around the highlighted target (spec: on by default, can be switched off). */
  overlay: boolean;
  /** Ask "Are you sure you want to stop the tour?" before a cancel (spec: optional). */
  confirmCancel: boolean;
};

export type TourInput = {
  steps: readonly TourStep[];
  conditions: Partial<Record<TourCondition, boolean>>;
  options?: Partial<TourOptions>;
};

export type TourContext = {
  steps: readonly TourStep[];
  conditions: Partial<Record<TourCondition, boolean>>;
  options: TourOptions;
  /** The step being positioned or shown; -1 before the first, steps.length past the last. */
  index: number;
  /** Which way the member was going, so a skipped step is skipped the same way. */
  direction: 1 | -1;
};

export type TourEvent =
  | { type: 'tour.start' }
  | { type: 'tour.next' }
  | { type: 'tour.back' }
  | { type: 'tour.complete' }
  | { type: 'tour.cancel' }
  | { type: 'tour.confirm' }
  | { type: 'tour.dismissConfirm' }
  | { type: 'tour.restart' }
  /** The view looked for the step's target after the position delay. */
  | { type: 'target.found' }
  | { type: 'target.missing' };

/** Whether step `i` passes its show condition. */
export function isShown(context: Pick<TourContext, 'steps' | 'conditions'>, i: number): boolean {
  const step = context.steps[i];
  if (!step) return false;
  return step.showWhen === 'always' || context.conditions[step.showWhen] === true;
}

/** The next shown step after `from` going `direction`, or -1 / steps.length when there is none. */
export function nextShown(
  context: Pick<TourContext, 'steps' | 'conditions'>,
  from: number,
  direction: 1 | -1,
): number {
  for (let i = from + direction; i >= 0 && i < context.steps.length; i += direction) {
    if (isShown(context, i)) return i;
  }
  return direction === 1 ? context.steps.length : -1;
}

/** The member's settings with showStep off: read first, since SetSettings stores the whole set. */
export const saveTourSeenActor = fromPromise<MemberSettings, void>(async ({ signal }) => {
  const settings = await settingsApi.settings({ signal, suppressNotice: true });
  if (!settings.showStep) return settings;
  return settingsApi.save({ ...settings, showStep: false }, { signal, suppressNotice: true });
});

export const tourMachine = setup({
  types: {
    context: {} as TourContext,
    events: {} as TourEvent,
    input: {} as TourInput,
  },
  actors: { saveTourSeen: saveTourSeenActor },
  delays: {
    // Spec §9: the page settles (route change, scroll) before the step is placed.
    stepPositionDelay: 300,
  },
  guards: {
    isPastLastStep: ({ context }) => context.index >= context.steps.length,
    hasShownAfter: ({ context }) => nextShown(context, context.index, 1) < context.steps.length,
    hasShownBefore: ({ context }) => nextShown(context, context.index, -1) >= 0,
    isLastShownStep: ({ context }) => nextShown(context, context.index, 1) >= context.steps.length,
    shouldConfirmCancel: ({ context }) => context.options.confirmCancel,
  },
  actions: {
    rewind: assign({ index: -1, direction: 1 }),
    moveForward: assign(({ context }) => ({
      index: nextShown(context, context.index, 1),
      direction: 1 as const,
    })),
    moveBack: assign(({ context }) => ({
      index: nextShown(context, context.index, -1),
      direction: -1 as const,
    })),
    // Going back past a missing first target turns round, so the member still sees a step.
    skipStep: assign(({ context }) => {
      const onward = nextShown(context, context.index, context.direction);
      if (onward >= 0) return { index: onward };
      return { index: nextShown(context, context.index, 1), direction: 1 as const };
    }),
    reportMissingTarget: ({ context }) => {
      const step = context.steps[context.index];
      console.error(`Tour step "${step?.id}": no element matches ${step?.selector}`);
    },
    forgetShowStep: () => {
      const info = persistence.readLoginInfo();
      if (info?.showStep) persistence.writeLoginInfo({ ...info, showStep: false });
    },
    // Provided by the view: navigate to the step's route; the cached settings say showStep is off
    // as the tour ends (so only a later "show it again" restarts it), then take the saved set; a
    // save that failed is reported (the stored login already keeps the tour off here).
    navigateToStep: () => {},
    announceEnded: () => {},
    announceSaved: () => {},
    reportUnsaved: () => {},
  },
}).createMachine({
  id: 'tour',
  initial: 'idle',
  context: ({ input }) => ({
    steps: input.steps,
    conditions: input.conditions,
    options: { overlay: true, confirmCancel: false, ...input.options },
    index: -1,
    direction: 1,
  }),
  states: {
    idle: {
      description:
        'Waiting: the view starts the tour for a signed-in member whose stored login or server settings say showStep, once Home is on screen and no popup is open.',
      on: {
        'tour.start': {
          description: 'Home is reached with the tour due',
          target: 'running',
          actions: ['rewind', 'moveForward'],
        },
      },
    },
    running: {
      description: 'A step is being reached or shown.',
      initial: 'seeking',
      states: {
        seeking: {
          description:
            'The next step to show has been chosen (steps whose show condition fails are passed over); past the last one the tour is complete.',
          always: [
            {
              description: '1. No step is left',
              guard: 'isPastLastStep',
              target: '#tour.completed',
            },
            { description: 'otherwise: show the next step', target: 'positioning' },
          ],
        },
        positioning: {
          description:
            "The view goes to the step's route; the step position delay (300 ms) lets the page lay out and scroll before the target is looked for.",
          entry: ['navigateToStep'],
          after: { stepPositionDelay: { description: 'The page settles', target: 'locating' } },
        },
        locating: {
          description:
            "The view looks for the step's target. Found: the step shows. Missing: a console error names the step and selector, and the step is skipped the way the member was going.",
          on: {
            'target.found': { description: "The step's part is on the page", target: 'showing' },
            'target.missing': {
              description: "The step's part is missing (4 s)",
              target: 'seeking',
              actions: ['reportMissingTarget', 'skipStep'],
            },
          },
        },
        showing: {
          description:
            'The popover is on the highlighted target (the target itself is not clickable). Next or → goes on, Back or ← goes back, Tab stays inside the popover; on the last step Done completes the tour. Esc or the close icon stops it: with the confirmation option on, the question is asked first.',
          on: {
            'tour.next': {
              description: 'Tap “Next” (→) — a later step exists',
              guard: 'hasShownAfter',
              target: 'seeking',
              actions: ['moveForward'],
            },
            'tour.back': {
              description: 'Tap “Back” (←) — an earlier step exists',
              guard: 'hasShownBefore',
              target: 'seeking',
              actions: ['moveBack'],
            },
            'tour.complete': {
              description: 'Tap “Done” on the last step — this is the last step',
              guard: 'isLastShownStep',
              target: '#tour.completed',
            },
            'tour.cancel': [
              {
                description: '1. Close the tour (Esc) — steps are left',
                guard: 'shouldConfirmCancel',
                target: '#tour.confirmingCancel',
              },
              { description: 'otherwise: close the tour (Esc)', target: '#tour.cancelled' },
            ],
          },
        },
      },
    },
    confirmingCancel: {
      description:
        'The question "Are you sure you want to stop the tour?" is open over the step. Yes stops the tour; No (or Esc) goes back to the same step.',
      on: {
        'tour.confirm': { description: 'Tap “Stop the tour”', target: 'cancelled' },
        'tour.dismissConfirm': {
          description: 'Tap “Keep going” — the tour goes on at the same step',
          target: 'running.positioning',
        },
      },
    },
    completed: {
      description:
        'The member saw every step. showStep is cleared in the stored login and in the server settings, so the tour does not return on any device; restarting from settings runs it again.',
      entry: ['forgetShowStep', 'announceEnded'],
      invoke: {
        id: 'saveCompleted',
        src: 'saveTourSeen',
        onDone: { description: 'The tour is stored as seen', actions: ['announceSaved'] },
        onError: { description: 'Storing the tour as seen fails', actions: ['reportUnsaved'] },
      },
      on: {
        'tour.restart': {
          description: 'Tap “Show the guided tour again”',
          target: 'running',
          actions: ['rewind', 'moveForward'],
        },
      },
    },
    cancelled: {
      description:
        'The member stopped the tour. showStep is cleared in the stored login and in the server settings, so it does not return on another device; restarting from settings runs it again.',
      entry: ['forgetShowStep', 'announceEnded'],
      invoke: {
        id: 'saveCancelled',
        src: 'saveTourSeen',
        onDone: { description: 'The tour is stored as seen', actions: ['announceSaved'] },
        onError: { description: 'Storing the tour as seen fails', actions: ['reportUnsaved'] },
      },
      on: {
        'tour.restart': {
          description: 'Tap “Show the guided tour again”',
          target: 'running',
          actions: ['rewind', 'moveForward'],
        },
      },
    },
  },
});
