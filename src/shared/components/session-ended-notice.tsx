import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { signInReturningTo } from '../machines/return-to';
import { selectHasSessionEnded } from '../machines/session.selectors';
import { useAppActors } from '../hooks/app-actors-context';
import './session-ended.css';

/**
 * True once the session ended without a logout here (a call was refused: signed out elsewhere,
 * expired) until someone signs in. It lives in the session actor, not in the screen: a route's
 * first read starts before its screen mounts, so its refusal can come first.
 */
export function useSessionEnded(): boolean {
  const { session } = useAppActors();
  return useSelector(session, selectHasSessionEnded);
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

/** The list screens' notice. */
export function SessionEndedNotice() {
  return useSessionEnded() ? <SessionEndedAlert /> : null;
}
