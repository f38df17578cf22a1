import { useTranslation } from 'react-i18next';
import { KYC_STATUSES, type KycInfo } from '../../api/schemas/kyc-status';
import { useZonedFormat } from '../../../../shared/hooks/use-screen-zone';

/** The member's KYC status with what it means, and (folded) what every status means. */
export function KycStatusCard({ info }: { info: KycInfo }) {
  const { t } = useTranslation();
  // The member's zone, as on every other screen's times (issue 28 item 3), not the device's.
  const zoned = useZonedFormat();
  const when = info.submittedAt ? zoned(info.submittedAt) : null;
  return (
    <section className="wallet-card" aria-labelledby="kyc-status-heading">
      <h2 id="kyc-status-heading" className="wallet-card__heading">
        {t('wallet.kyc.statusHeading')}
      </h2>
      {info.status ? (
        <>
          <p className="wallet-status" data-status={info.status}>
            {t(`wallet.kyc.statusNames.${info.status}`)}
          </p>
          <p>{t(`wallet.kyc.statuses.${info.status}`)}</p>
          {when ? <p className="muted">{t('wallet.kyc.submittedAt', { time: when })}</p> : null}
        </>
      ) : (
        <p>{t('wallet.kyc.none')}</p>
      )}
      <details className="wallet-details">
        <summary>{t('wallet.kyc.allStatuses')}</summary>
        <dl>
          {KYC_STATUSES.map((status) => (
            <div key={status} className="wallet-details__row">
              <dt>{t(`wallet.kyc.statusNames.${status}`)}</dt>
              <dd>{t(`wallet.kyc.statuses.${status}`)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
