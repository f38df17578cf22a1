import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '../../api/schemas/withdraw';
import { formatAmount } from '../../../../money/amount';
import { useZonedFormat } from '../../../../shared/hooks/use-screen-zone';

/** The member's withdrawals, newest first, each with its review status (docs/product/wallet.md labels). */
export function WithdrawList({ items }: { items: readonly Withdrawal[] }) {
  const { t } = useTranslation();
  // The member's zone, as on every other screen's times (issue 28 item 3), not the device's.
  const zoned = useZonedFormat();
  return (
    <section className="wallet-card" aria-labelledby="withdraw-list-heading">
      <h2 id="withdraw-list-heading" className="wallet-card__heading">
        {t('wallet.withdraw.listHeading')}
      </h2>
      {items.length === 0 ? <p className="muted">{t('wallet.withdraw.empty')}</p> : null}
      <ul className="withdraw-list">
        {items.map((w) => (
          <li key={w.id} className="withdraw-list__item" data-status={w.status}>
            <span className="withdraw-list__amount">{formatAmount(w.amount)} GACT</span>
            <span className="wallet-status" data-status={w.status}>
              {t(`wallet.withdraw.statuses.${w.status}`)}
            </span>
            <span className="withdraw-list__address">{w.address}</span>
            <span className="muted">{zoned(w.createdAt)}</span>
            {w.txHash ? (
              <span className="withdraw-list__address muted">
                {t('wallet.withdraw.txHash', { hash: w.txHash })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
