import { useTranslation } from 'react-i18next';
import type { ClaimReceipt } from '../../api/schemas/quest';
import { formatNumber } from '../../../../i18n/format';
import { formatInZone } from '../../../../i18n/zoned-time';

/**
 * The receipt of a claim (docs/architecture.md "Money, points and the ledger"): what was paid, the balance after,
 * the ledger entry id and the time, and the item if any. The same for a repeated claim.
 */
export function ClaimReceiptCard({
  receipt,
  timeZone,
  headingLevel = 2,
}: {
  receipt: ClaimReceipt;
  timeZone: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="claim-receipt" role="status" aria-label={t('quests.claim.receipt.heading')}>
      <Heading className="claim-receipt__heading">{t('quests.claim.receipt.heading')}</Heading>
      <p className="claim-receipt__amount">
        {t('quests.claim.receipt.amount', { points: formatNumber(receipt.amount) })}
      </p>
      {receipt.itemName ? (
        <p>{t('quests.claim.receipt.item', { item: receipt.itemName })}</p>
      ) : null}
      <p>{t('quests.claim.receipt.balance', { points: formatNumber(receipt.balanceAfter) })}</p>
      <p className="muted small">{t('quests.claim.receipt.entry', { id: receipt.entryId })}</p>
      <p className="muted small">
        {t('quests.claim.receipt.time', { time: formatInZone(receipt.claimedAt, timeZone) })}
      </p>
    </section>
  );
}
