import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { isFlowScreen } from '../../config/routes';
import { loadTextArea } from '../../i18n/i18n';
import { popupQueueMachine } from '../../shared/machines/popup-queue.machine';
import { selectIsScreenFree, selectShownPopup } from '../../shared/machines/popup-queue.selectors';
import { selectIsWelcomeShown } from '../../shared/machines/preferences.selectors';
import {
  selectIsConfirmingSwitch,
  selectIsDialogOpen,
  selectUid,
} from '../../shared/machines/session.selectors';
import { useAppActors } from '../../shared/hooks/app-actors-context';
import { useTourWanted } from '../../features/tour/views/tour/use-tour-wanted';
import AccountSwitchDialog from './account-switch-dialog';
import AnnouncementNotice from './announcement-notice';
import SessionDialogs from './session-dialogs';
import WelcomeDialog from './welcome-dialog';

// The guided tour (issue 16, decision 048): its code and texts load only for a member it will run
// for, never on the first route.
const TourRunner = lazy(() =>
  Promise.all([
    import('../../features/tour/views/tour/tour-runner'),
    loadTextArea('tour').catch(() => undefined),
  ]).then(([m]) => m),
);

/**
 * One popup at a time, flows first (issue 10 item 8): the session's dialogs show when the session
 * asks; the welcome popup waits in the popup queue while an account flow is on screen (the route
 * table's `flow` rows) or a session dialog is open; the announcement notice (decision 041) shows
 * only while the queue has nothing else to show and the screen is free.
 */
export default function PopupQueue() {
  const { session, preferences, inspect } = useAppActors();
  const { pathname } = useLocation();
  const isFlowOnScreen = isFlowScreen(pathname);
  const isSessionDialogOpen = useSelector(session, selectIsDialogOpen);
  const isConfirmingSwitch = useSelector(session, selectIsConfirmingSwitch);
  const isWelcomeWanted = useSelector(preferences, selectIsWelcomeShown);
  const queue = useActorRef(popupQueueMachine, {
    input: { isFlowOnScreen, isSessionDialogOpen },
    inspect,
  });
  const shown = useSelector(queue, selectShownPopup);
  const isScreenFree = useSelector(queue, selectIsScreenFree);
  const uid = useSelector(session, selectUid);
  const tourFor = useTourWanted(isScreenFree);

  useEffect(() => {
    queue.send({ type: isFlowOnScreen ? 'flow.enter' : 'flow.leave' });
  }, [queue, isFlowOnScreen]);
  useEffect(() => {
    queue.send({ type: isSessionDialogOpen ? 'sessionDialog.open' : 'sessionDialog.close' });
  }, [queue, isSessionDialogOpen]);
  useEffect(() => {
    // Dismissing sets welcome to false (docs/product/app.md); the queue lets the popup go.
    queue.send(
      isWelcomeWanted ? { type: 'popup.request', popup: 'welcome' } : { type: 'popup.dismiss' },
    );
  }, [queue, isWelcomeWanted]);

  return (
    <>
      {isConfirmingSwitch ? (
        <AccountSwitchDialog />
      ) : isSessionDialogOpen ? (
        <SessionDialogs />
      ) : null}
      {shown === 'welcome' ? <WelcomeDialog /> : null}
      {isScreenFree ? <AnnouncementNotice uid={uid} /> : null}
      {tourFor ? (
        <Suspense fallback={null}>
          <TourRunner key={tourFor} uid={tourFor} isScreenFree={isScreenFree} />
        </Suspense>
      ) : null}
    </>
  );
}
