import type { SnapshotFrom } from 'xstate';
import { isShown, nextShown, type tourMachine } from './tour.machine';

type TourSnapshot = SnapshotFrom<typeof tourMachine>;

export const selectIsIdle = (s: TourSnapshot) => s.matches('idle');
export const selectIsLocating = (s: TourSnapshot) => s.matches({ running: 'locating' });
export const selectIsShowing = (s: TourSnapshot) => s.matches({ running: 'showing' });
export const selectIsConfirmingCancel = (s: TourSnapshot) => s.matches('confirmingCancel');
/** The tour has ended (either way); it runs again only on tour.restart. */
export const selectIsEnded = (s: TourSnapshot) => s.matches('completed') || s.matches('cancelled');
export const selectStep = (s: TourSnapshot) => s.context.steps[s.context.index] ?? null;
export const selectOptions = (s: TourSnapshot) => s.context.options;
export const selectHasBack = (s: TourSnapshot) => nextShown(s.context, s.context.index, -1) >= 0;
export const selectIsLastStep = (s: TourSnapshot) =>
  nextShown(s.context, s.context.index, 1) >= s.context.steps.length;

/** "Step n of m", counting only the steps whose show condition holds. */
export const selectProgress = (s: TourSnapshot) => {
  const shown = s.context.steps.map((_, i) => i).filter((i) => isShown(s.context, i));
  return { current: shown.indexOf(s.context.index) + 1, total: shown.length };
};
