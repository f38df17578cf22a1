import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { loadTextArea } from '../../i18n/i18n';
import { selectIsWelcomeShown } from '../../machines/preferences.selectors';
import { selectIsDialogOpen, selectIsSignedIn } from '../../machines/session.selectors';
import { useAppActors } from '../hooks/app-actors-context';

// The popup queue, its dialogs and the popup component: off the first route, loaded once a member
// is signed in or a popup is asked for, then kept (it tracks the screen from then on). Their texts
// live in the account area (offline and not cached, the dialogs still work, with bare keys).
const PopupQueue = lazy(() =>
  Promise.all([import('./popup-queue'), loadTextArea('account').catch(() => undefined)]).then(
    ([m]) => m,
  ),
);

/** Every popup the app opens by itself or from the session: the welcome, logout, login, switch. */
export function Popups() {
  const { session, preferences } = useAppActors();
  const isSignedIn = useSelector(session, selectIsSignedIn);
  const isDialogOpen = useSelector(session, selectIsDialogOpen);
  const isWelcomeWanted = useSelector(preferences, selectIsWelcomeShown);
  const [isLoaded, setIsLoaded] = useState(false);
  if (!isLoaded && (isSignedIn || isDialogOpen || isWelcomeWanted)) setIsLoaded(true);
  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <PopupQueue />
    </Suspense>
  );
}
