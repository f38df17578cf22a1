import { lazy, Suspense } from 'react';
import { loadTextArea } from '../../i18n/i18n';

// The popup queue, its dialogs and the popup component: off the first route, loaded beside the
// first screen, then kept (it tracks the screen from then on). Their texts
// live in the account area (offline and not cached, the dialogs still work, with bare keys).
const PopupQueue = lazy(() =>
  Promise.all([import('./popup-queue'), loadTextArea('account').catch(() => undefined)]).then(
    ([m]) => m,
  ),
);

/**
 * Every popup the app opens by itself or from the session: the welcome, logout, login, switch, and
 * the announcement notice, which visitors see too: the chunk loads beside the first screen.
 */
export function Popups() {
  return (
    <Suspense fallback={null}>
      <PopupQueue />
    </Suspense>
  );
}
