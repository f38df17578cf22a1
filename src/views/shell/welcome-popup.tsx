import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { selectIsWelcomeShown } from '../../machines/preferences.selectors';
import { useAppActors } from '../hooks/app-actors-context';

// Shown once per member: its dialog loads only then, off the first route.
const WelcomeDialog = lazy(() => import('./welcome-dialog'));

/** Shown once after a member's first sign-in; dismissing sets welcome to false (spec §4). */
export function WelcomePopup() {
  const { preferences } = useAppActors();
  const isShown = useSelector(preferences, selectIsWelcomeShown);
  if (!isShown) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDialog />
    </Suspense>
  );
}
