import { useSelector } from '@xstate/react';
import { selectIsSignedIn, selectUid } from '../machines/session.selectors';
import { useAppActors } from './app-actors-context';

/** The session actor and the two facts most views need from it. */
export function useSession() {
  const session = useAppActors().session;
  const isSignedIn = useSelector(session, selectIsSignedIn);
  const uid = useSelector(session, selectUid);
  return { session, isSignedIn, uid };
}
