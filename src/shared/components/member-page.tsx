import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../config/routes';
import { selectUid } from '../machines/session.selectors';
import { BackLink } from './back-link';
import { useAppActors } from '../hooks/app-actors-context';

/**
 * A page only a signed-in member can use: its back link and heading, then the content for the
 * member's uid, or a sentence asking a visitor to sign in with a link to the sign-in page.
 */
export function MemberPage({
  heading,
  signInPrompt,
  signInLabel,
  className = 'page',
  children,
}: {
  heading: string;
  signInPrompt: string;
  signInLabel: string;
  className?: string;
  children: (uid: string) => ReactNode;
}) {
  const { session } = useAppActors();
  const uid = useSelector(session, selectUid);
  return (
    <div className={className}>
      <BackLink />
      <h1 className="page-title">{heading}</h1>
      {uid ? (
        children(uid)
      ) : (
        <div className="empty-state">
          <p>{signInPrompt}</p>
          <Link className="button button--primary" to={PATHS.LOGIN}>
            {signInLabel}
          </Link>
        </div>
      )}
    </div>
  );
}
