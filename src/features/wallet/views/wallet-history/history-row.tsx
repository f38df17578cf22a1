// One ledger movement as a list row: what, when, the signed amount with its asset and the status.
// Shared by the wallet history and, later, the menu's history (issue 15): it takes the entry, the
// zone to show times in and where tapping it leads.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HistoryEntry } from '../../api/schemas/wallet-history';
import { formatAmount } from '../../../../money/amount';
import { kindLabelKey, statusLabelKey } from './history-labels';
import { formatInZone } from './zoned-time';

/** '+1,250.5' for a credit, '-3' for a debit: exact, from the decimal string. */
export function signedAmount(amount: string): string {
  return amount.startsWith('-') ? `-${formatAmount(amount.slice(1))}` : `+${formatAmount(amount)}`;
}

export function HistoryRow({
  entry,
  timeZone,
  href,
}: {
  entry: HistoryEntry;
  timeZone: string;
  href: string;
}) {
  const { t } = useTranslation();
  const debit = entry.amount.startsWith('-');
  return (
    <Link className="wallet-history-row" to={href}>
      <span className="wallet-history-row__what">
        <span className="wallet-history-row__kind">{t(kindLabelKey(entry.kind))}</span>
        <span className="wallet-history-row__time">{formatInZone(entry.createdAt, timeZone)}</span>
      </span>
      <span className="wallet-history-row__money">
        <span
          className={`wallet-history-row__amount wallet-history-row__amount--${debit ? 'out' : 'in'}`}
        >
          {signedAmount(entry.amount)} {t(`wallet.assets.${entry.asset}`)}
        </span>
        <span className={`wallet-history-status wallet-history-status--${entry.status}`}>
          {t(statusLabelKey(entry.status))}
        </span>
      </span>
    </Link>
  );
}
