import { useTranslation } from 'react-i18next';
import type { OpenReceipt } from '../../api/schemas/lootbox';
import { formatNumber } from '../../../../i18n/format';
import { useZonedFormat } from '../../../../shared/hooks/use-screen-zone';

/** The receipt of one open (docs/architecture.md "Money, points and the ledger"): what was paid and what came out. */
export function OpenReceiptCard({ receipt }: { receipt: OpenReceipt }) {
  const zoned = useZonedFormat();
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('lootbox.receipt.box'), receipt.boxName],
    ...(receipt.chestName
      ? ([[t('lootbox.receipt.chestName'), receipt.chestName]] as [string, string][])
      : []),
    [t('lootbox.receipt.cost'), t('lootbox.cost', { points: formatNumber(receipt.cost) })],
    [
      t('lootbox.receipt.balanceAfter'),
      t('lootbox.cost', { points: formatNumber(receipt.balanceAfter) }),
    ],
    [t('lootbox.receipt.openId'), String(receipt.openId)],
    [t('lootbox.receipt.entryId'), String(receipt.entryId)],
    [t('lootbox.receipt.time'), zoned(receipt.openedAt, 'DATE_TIME', { named: true })],
  ];
  return (
    <section className="open-receipt" aria-label={t('lootbox.receipt.heading')}>
      <h3 className="open-receipt__heading">{t('lootbox.receipt.heading')}</h3>
      <dl className="open-receipt__rows">
        {rows.map(([label, value]) => (
          <div key={label} className="open-receipt__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
