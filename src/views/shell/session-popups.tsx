import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { selectIsConfirmingLogout, selectIsPromptingLogin } from '../../machines/session.selectors';
import { useAppActors } from '../hooks/app-actors-context';

// The dialogs (and the popup component) load the first time one opens: off the first route.
const SessionDialogs = lazy(() => import('./session-dialogs'));

/** The logout confirmation and the login prompt, when the session machine asks for one. */
export function SessionPopups() {
  const { session } = useAppActors();
  const isConfirmingLogout = useSelector(session, selectIsConfirmingLogout);
  const isPromptingLogin = useSelector(session, selectIsPromptingLogin);
  if (!isConfirmingLogout && !isPromptingLogin) return null;
  return (
    <Suspense fallback={null}>
      <SessionDialogs />
    </Suspense>
  );
}
