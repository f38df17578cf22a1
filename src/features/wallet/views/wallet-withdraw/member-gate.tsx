import { useSelector } from '@xstate/react';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { selectUid } from '../../../../shared/machines/session.selectors';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { BackLink } from '../../../../shared/components/back-link';

/**
 * The KYC and withdraw pages' frame: heading, back to the wallet, then the content for the member's
 * uid, or for a visitor the way to sign in that comes back here. A session that ends while the page
 * is open keeps the content mounted: its flow says so itself, with the draft saved for the way back.
 */
export function WalletMemberGate({
  heading,
  children,
}: {
  heading: string;
  children: (uid: string) => ReactNode;
}) {
  const { session } = useAppActors();
  const uid = useSelector(session, selectUid);
  const [lastUid, setLastUid] = useState(uid);
  if (uid && uid !== lastUid) setLastUid(uid);
  const shown = uid ?? lastUid;
  const location = useLocation();
  return (
    <div className="page wallet-flow">
      <BackLink />
      <h1 className="page-title">{heading}</h1>
      {/* Keyed by member: a link that switches the account starts the next member's form afresh,
          never with what the previous one typed (issue 28 item 1). */}
      {shown ? (
        <Fragment key={shown}>{children(shown)}</Fragment>
      ) : (
        <SignInAgain returnTo={location.pathname} />
      )}
    </div>
  );
}

export function SignInAgain({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state" role="alert">
      <p>{t('wallet.withdraw.sessionEnded')}</p>
      <Link className="button button--primary button--block" to={signInReturningTo(returnTo)}>
        {t('wallet.withdraw.signInAgain')}
      </Link>
    </div>
  );
}
