import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { signInReturningTo } from '../machines/return-to';
import { selectIsLoggingOut, selectIsSignedIn } from '../machines/session.selectors';
import { useAppActors } from '../hooks/app-actors-context';
import './session-ended.css';

/**
 * True once the session ended while the calling screen was mounted (a call was refused: signed out
 * elsewhere, expired); false again once signed in. A logout the member asked for here is not news.
 * Detail screens call it before their first read is back, so a refusal of that read is seen.
 */
export function useSessionEnded(): boolean {
  const { session } = useAppActors();
  const [hasEnded, setHasEnded] = useState(false);
  useEffect(() => {
    let previous = session.getSnapshot();
    const subscription = session.subscribe((next) => {
      const wasSignedIn = selectIsSignedIn(previous) && !selectIsLoggingOut(previous);
      if (wasSignedIn && !selectIsSignedIn(next)) setHasEnded(true);
      else if (selectIsSignedIn(next)) setHasEnded(false);
      previous = next;
    });
    return () => subscription.unsubscribe();
  }, [session]);
  return hasEnded;
}

/**
 * What a quest screen says when the session ended on it: it already reads again as a visitor's,
 * so it says why the member's own progress went and offers the sign-in that comes back to this
 * very address, its filters and target kept.
 */
export function SessionEndedAlert() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <div className="query-error session-ended" role="alert">
      <p>{t('quests.sessionEnded.message')}</p>
      <Link
        className="button button--primary button--block"
        to={signInReturningTo(`${pathname}${search}`)}
      >
        {t('quests.sessionEnded.signIn')}
      </Link>
    </div>
  );
}

/** The list screens: watches the session from the list's first render. */
export function SessionEndedNotice() {
  return useSessionEnded() ? <SessionEndedAlert /> : null;
}
