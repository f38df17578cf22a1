import type { SnapshotFrom } from 'xstate';
import type { popupQueueMachine } from './popup-queue.machine';

type PopupQueueSnapshot = SnapshotFrom<typeof popupQueueMachine>;

/** The info popup on screen now, or null (waiting or none). */
export const selectShownPopup = (s: PopupQueueSnapshot) =>
  s.matches('showing') ? s.context.popup : null;

/**
 * Nothing else wants the screen: no info popup waiting or shown, no flow, no session dialog. The
 * announcement notice shows only then (decision 041), so it never comes over a flow.
 */
export const selectIsScreenFree = (s: PopupQueueSnapshot) =>
  s.matches('idle') && !s.context.isFlowOnScreen && !s.context.isSessionDialogOpen;
