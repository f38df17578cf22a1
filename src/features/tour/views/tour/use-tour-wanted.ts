import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { settingsQueries } from '../../../../shared/api/queries/settings-queries';
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../../../shared/machines/session.machine';
import { selectIsSignedIn, selectUid } from '../../../../shared/machines/session.selectors';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';

const selectStoredShowStep = (s: SnapshotFrom<typeof sessionMachine>) =>
  s.context.loginInfo?.showStep === true;

/**
 * Whose guided tour may run (issue 16 item 3): a signed-in member whose stored login says showStep
 * (a first sign-in) or, when it does not, whose server settings do (restarted from Settings here or
 * on another device). Only then is the tour's chunk loaded. Once wanted it stays wanted for that
 * member until they sign out, so the tour's own machine decides when it has ended and when it runs
 * again.
 */
export function useTourWanted(isScreenFree: boolean): string | null {
  const { session } = useAppActors();
  const isSignedIn = useSelector(session, selectIsSignedIn);
  const uid = useSelector(session, selectUid);
  const stored = useSelector(session, selectStoredShowStep);
  const member = isSignedIn && uid ? uid : '';
  const settings = useQuery({
    ...settingsQueries.background({ uid: member, lang: '' }),
    // Asked once nothing else holds the screen: the tour could not start before that anyway.
    enabled: member !== '' && !stored && isScreenFree,
  });
  const [wantedFor, setWantedFor] = useState<string | null>(null);
  if (member !== '' && wantedFor !== member && (stored || settings.data?.showStep === true)) {
    setWantedFor(member);
  }
  // Signed out: the wish ends with the session. Kept, it started the tour again when the same
  // member signed back in on this tab, though they had stopped it and the server said no.
  if (member === '' && wantedFor !== null) setWantedFor(null);
  return member !== '' && wantedFor === member ? member : null;
}
