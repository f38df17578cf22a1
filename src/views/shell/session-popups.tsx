import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { loadTextArea } from '../../i18n/i18n';
import {
  selectIsConfirmingLogout,
  selectIsConfirmingSwitch,
  selectIsPromptingLogin,
} from '../../machines/session.selectors';
import { useAppActors } from '../hooks/app-actors-context';

// The dialogs (and the popup component) load the first time one opens: off the first route.
const SessionDialogs = lazy(() => import('./session-dialogs'));
// With its texts, which live in the account area.
const AccountSwitchDialog = lazy(() =>
  Promise.all([import('./account-switch-dialog'), loadTextArea('account')]).then(([m]) => m),
);

/** The logout confirmation, the login prompt and the account switch, when the session asks. */
export function SessionPopups() {
  const { session } = useAppActors();
  const isConfirmingLogout = useSelector(session, selectIsConfirmingLogout);
  const isPromptingLogin = useSelector(session, selectIsPromptingLogin);
  const isConfirmingSwitch = useSelector(session, selectIsConfirmingSwitch);
  if (isConfirmingSwitch) {
    return (
      <Suspense fallback={null}>
        <AccountSwitchDialog />
      </Suspense>
    );
  }
  if (!isConfirmingLogout && !isPromptingLogin) return null;
  return (
    <Suspense fallback={null}>
      <SessionDialogs />
    </Suspense>
  );
}
