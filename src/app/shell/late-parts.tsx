import { lazy, Suspense } from 'react';
import { loadTextArea } from '../../i18n/i18n';

// The popup dialogs' texts live in the account area: they load with the chunk (offline and not
// cached, the dialogs still work, with bare keys).
const importLateShell = () => import('./late-shell');
const LateShell = lazy(() =>
  Promise.all([importLateShell(), loadTextArea('account').catch(() => undefined)]).then(([m]) => m),
);
const LazyOfflineNotice = lazy(() => importLateShell().then((m) => ({ default: m.OfflineNotice })));

/**
 * Every popup the app opens by itself or from the session (the welcome, logout, login, switch,
 * and the announcement notice, which visitors see too), the update prompt and the failure notices.
 */
export function LateParts() {
  return (
    <Suspense fallback={null}>
      <LateShell />
    </Suspense>
  );
}

/** "Offline · last updated 09:41", in its place under the header. */
export function OfflineNotice() {
  return (
    <Suspense fallback={null}>
      <LazyOfflineNotice />
    </Suspense>
  );
}
