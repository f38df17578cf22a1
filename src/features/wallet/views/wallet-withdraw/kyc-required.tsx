import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../../config/routes';

/** Withdrawing needs a passed KYC: why, and the way to the form (and whatever else the caller offers). */
export function KycRequired({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="wallet-card" role="alert">
      <p>{t('errors.status.KycIncomplete')}</p>
      <p className="muted">{t('wallet.withdraw.kycRequired')}</p>
      <Link className="button button--primary button--block" to={PATHS.WALLET_KYC}>
        {t('wallet.withdraw.toKyc')}
      </Link>
      {children}
    </div>
  );
}
