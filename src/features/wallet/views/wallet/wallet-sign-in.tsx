// Signed out, or the session ended while a wallet screen was open (then said as news): sign in,
// then come back to the same screen.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signInReturningTo } from '../../../../shared/machines/return-to';

export function WalletSignIn({ returnTo, hasEnded }: { returnTo: string; hasEnded: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="wallet-card">
      {hasEnded ? (
        <p role="alert">{t('wallet.home.sessionEnded')}</p>
      ) : (
        <p>{t('wallet.home.signIn')}</p>
      )}
      <Link className="button button--primary button--block" to={signInReturningTo(returnTo)}>
        {t('wallet.home.signInButton')}
      </Link>
    </div>
  );
}
