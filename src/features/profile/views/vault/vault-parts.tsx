// Small pieces both vault screens share: the status badge, the sign-in prompt that comes back to
// the same address, and the not-found answer with its way back.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VaultStatus } from '../../api/schemas/vault';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { BackLink } from '../../../../shared/components/back-link';

export function VaultStatusBadge({ status }: { status: VaultStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`tag vault-status vault-status--${status}`}>
      {t(`vault.statuses.${status}`)}
    </span>
  );
}

/**
 * Signed out, or the session ended while the screen was open (`hasEnded`: a read was refused,
 * signed out elsewhere or expired), which is then said as news: sign in, then come back to this very address.
 */
export function VaultSignIn({ returnTo, hasEnded }: { returnTo: string; hasEnded: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="vault-note">
      {hasEnded ? <p role="alert">{t('vault.sessionEnded')}</p> : <p>{t('vault.signIn')}</p>}
      <Link className="button button--primary button--block" to={signInReturningTo(returnTo)}>
        {t('vault.signInButton')}
      </Link>
    </div>
  );
}

export function VaultItemNotFound() {
  const { t } = useTranslation();
  return (
    <div className="vault-note">
      <p role="alert">{t('vault.item.notFound')}</p>
      <BackLink className="button button--primary button--block" />
    </div>
  );
}
