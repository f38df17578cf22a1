import type { SnapshotFrom } from 'xstate';
import type { popupQueueMachine } from './popup-queue.machine';

type PopupQueueSnapshot = SnapshotFrom<typeof popupQueueMachine>;

/** The info popup on screen now, or null (waiting or none). */
export const selectShownPopup = (s: PopupQueueSnapshot) =>
  s.matches('showing') ? s.context.popup : null;
