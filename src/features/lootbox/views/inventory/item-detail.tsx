import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../../shared/api/image-url';
import { lootboxApi } from '../../api/lootbox-api';
import { lootboxQueries } from '../../api/queries/lootbox-queries';
import { newKeyPrefix } from '../../machines/lootbox-open.machine';
import { memberQueries } from '../../../../shared/api/queries/member-queries';
import type { InventoryItem } from '../../api/schemas/lootbox';
import { isUnreachable } from '../../../../shared/api/errors';
import { useZonedFormat } from '../../../../shared/hooks/use-screen-zone';
import { formErrorFrom, formErrorOf } from '../../../../shared/machines/form-error';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { Popup } from '../../../../shared/components/popup';
import { useSession } from '../../../../shared/hooks/use-session';

/**
 * One item: what it is, where it came from, its status, and "Use" when it is usable and available.
 * Use is one request (the server flips Available → Used at most once), so no machine: a refusal
 * (already used, frozen, not usable) or a fault is said under the button. One key for this item's
 * use, kept while the sheet is open: pressing Use again after a lost answer gets the first answer.
 */
export function ItemDetail({
  item,
  onClose,
  onChanged,
}: {
  item: InventoryItem;
  onClose: () => void;
  onChanged: (item: InventoryItem) => void;
}) {
  const zoned = useZonedFormat();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { uid } = useSession();
  const [useKey] = useState(newKeyPrefix);
  const use = useMutation({
    // Offline, say so at once rather than wait paused for the connection (the member may leave).
    networkMode: 'always',
    mutationFn: () =>
      lootboxApi.useItem({ inventoryId: item.id, useKey }, { suppressNotice: true }),
    onSuccess: (used) => {
      onChanged(used);
      void queryClient.invalidateQueries({ queryKey: lootboxQueries.all() });
      // An avatar used is worn: the profile and header read the member again.
      if (used.item.category === 'Avatar' && uid)
        void queryClient.invalidateQueries({ queryKey: memberQueries.info(uid).queryKey });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: lootboxQueries.all() }),
  });
  const error = use.isError
    ? isUnreachable(use.error)
      ? formErrorOf('inventory.use.offline')
      : formErrorFrom(use.error)
    : null;
  // The server's state decides the tag in the list, these words and Use alike.
  const canUse = item.state === 'Available';
  const rows: [string, string][] = [
    [t('inventory.detail.category'), t(`lootbox.categories.${item.item.category}`)],
    [t('inventory.detail.status'), t(`inventory.statuses.${item.state}`)],
    ...(item.boxName ? ([[t('inventory.detail.from'), item.boxName]] as [string, string][]) : []),
    ...(item.chestName
      ? ([[t('inventory.detail.chestName'), item.chestName]] as [string, string][])
      : []),
    [t('inventory.detail.acquired'), zoned(item.acquiredAt, 'DATE_TIME')],
    ...(item.usedAt
      ? ([[t('inventory.detail.used'), zoned(item.usedAt, 'DATE_TIME')]] as [string, string][])
      : []),
  ];
  return (
    <Popup title={item.item.name} onClose={onClose} isBusy={use.isPending}>
      <div className="open-sheet">
        <img
          className="sheet__image"
          src={imageUrl(item.item.image)}
          alt=""
          width="120"
          height="120"
        />
        <dl className="open-receipt__rows">
          {rows.map(([label, value]) => (
            <div key={label} className="open-receipt__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {use.isSuccess ? (
          <p role="status">{t('inventory.use.done', { item: item.item.name })}</p>
        ) : null}
        {item.state === 'Kept' ? <p className="muted">{t('inventory.detail.notUsable')}</p> : null}
        {item.state === 'Frozen' ? <p className="muted">{t('inventory.detail.frozen')}</p> : null}
        {item.state === 'Used' && item.usedAt && !use.isSuccess ? (
          <p className="muted">
            {t('inventory.detail.alreadyUsed', { time: zoned(item.usedAt, 'DATE_TIME') })}
          </p>
        ) : null}
        {canUse ? (
          <button
            type="button"
            className="button button--primary button--block"
            disabled={use.isPending}
            aria-busy={use.isPending}
            onClick={() => use.mutate()}
          >
            {use.isPending ? t('inventory.use.using') : t('inventory.use.button')}
          </button>
        ) : null}
        <FormErrorText error={error} asAlert />
      </div>
    </Popup>
  );
}
