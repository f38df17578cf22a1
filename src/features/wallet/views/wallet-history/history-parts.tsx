// What both history screens say when they cannot show entries: signed out (or the session ended
// on this screen), an entry that is not the member's, and a read that failed with its own reason.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../../shared/api/errors';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { BackLink } from '../../../../shared/components/back-link';

export function HistorySignIn({ returnTo, hasEnded }: { returnTo: string; hasEnded: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="wallet-history-note">
      {hasEnded ? (
        <p role="alert">{t('wallet.history.sessionEnded')}</p>
      ) : (
        <p>{t('wallet.history.signIn')}</p>
      )}
      <Link className="button button--primary button--block" to={signInReturningTo(returnTo)}>
        {t('wallet.history.signInButton')}
      </Link>
    </div>
  );
}

export function HistoryNotFound() {
  const { t } = useTranslation();
  return (
    <div className="wallet-history-note">
      <p role="alert">{t('wallet.history.detail.notFound')}</p>
      <BackLink className="button button--primary button--block" />
    </div>
  );
}

/** A failed read: why (offline, a bad answer, the platform's reason) and a retry. */
export function HistoryLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const reason = error instanceof ApiError && error.messageKey ? t(error.messageKey) : null;
  return (
    <div className="query-error" role="alert">
      <p>{t('wallet.history.loadFailed')}</p>
      {reason ? <p className="small">{reason}</p> : null}
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('wallet.history.retry')}
      </button>
    </div>
  );
}
