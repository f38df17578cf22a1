import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../../../shared/api/image-url';
import { lootboxQueries } from '../../api/queries/lootbox-queries';
import { ASSET_STATUSES, type AssetStatus, type InventoryItem } from '../../api/schemas/lootbox';
import { PATHS } from '../../../../config/routes';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { useSession } from '../../../../shared/hooks/use-session';
import { ItemDetail } from './item-detail';
import '../lootbox/lootbox.css';
import { BackLink } from '../../../../shared/components/back-link';

/** /profile/inventory: the member's items, filtered by status, each with a detail and a use. */
export function InventoryPage() {
  const { t } = useTranslation();
  const { isSignedIn, uid } = useSession();
  return (
    <div className="page lootbox-page">
      <BackLink />
      <h1 className="page-title">{t('inventory.heading')}</h1>
      <p className="muted">{t('inventory.intro')}</p>
      {isSignedIn && uid ? (
        <Inventory uid={uid} />
      ) : (
        <div className="lootbox-page__signin">
          <p>{t('inventory.signIn')}</p>
          <Link
            className="button button--primary button--block"
            to={signInReturningTo(PATHS.PROFILE_INVENTORY)}
          >
            {t('lootbox.signIn')}
          </Link>
        </div>
      )}
    </div>
  );
}

function Inventory({ uid }: { uid: string }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<AssetStatus | null>(null);
  const [selected, setSelected] = useState<InventoryItem | null>(null);
  const items = useInfiniteQuery(lootboxQueries.inventory({ uid, lang: i18n.language }, status));
  const filters: { value: AssetStatus | null; label: string }[] = [
    { value: null, label: t('inventory.filters.all') },
    // "Available" filters by status, so it also lists kept items: the chip says "not used yet".
    ...ASSET_STATUSES.map((s) => ({
      value: s,
      label: s === 'Available' ? t('inventory.filters.Available') : t(`inventory.statuses.${s}`),
    })),
  ];
  const list = items.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <>
      <div className="inventory-filter" role="group" aria-label={t('inventory.filterLabel')}>
        <div className="inventory-filters">
          {filters.map((f) => (
            <button
              key={f.label}
              type="button"
              className="chip chip--ticked"
              aria-pressed={status === f.value}
              onClick={() => setStatus(f.value)}
            >
              {f.label}
            </button>
          ))}
        </div>
      </div>
      {items.isPending ? (
        <p className="muted" role="status">
          {t('inventory.loading')}
        </p>
      ) : items.isError ? (
        <div className="query-error" role="alert">
          <p>{t('inventory.loadFailed')}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void items.refetch()}
          >
            {t('lootbox.retry')}
          </button>
        </div>
      ) : list.length === 0 ? (
        <div className="lootbox-page__signin">
          <p>{t('inventory.empty')}</p>
          <Link className="button button--primary button--block" to={PATHS.LOOTBOX}>
            {t('inventory.toBoxes')}
          </Link>
        </div>
      ) : (
        <ul className="inventory-grid">
          {list.map((item) => (
            <li key={item.id}>
              <button type="button" className="inventory-item" onClick={() => setSelected(item)}>
                <img
                  src={imageUrl(item.item.image)}
                  alt=""
                  width="72"
                  height="72"
                  decoding="async"
                />
                <span className="inventory-item__name">{item.item.name}</span>
                <span className="small muted">{t(`lootbox.categories.${item.item.category}`)}</span>
                <span
                  className={`tag inventory-item__status inventory-item__status--${item.state}`}
                >
                  {t(`inventory.statuses.${item.state}`)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {items.hasNextPage ? (
        <button
          type="button"
          className="button button--ghost button--block"
          disabled={items.isFetchingNextPage}
          onClick={() => void items.fetchNextPage()}
        >
          {t('inventory.more')}
        </button>
      ) : null}
      {selected ? (
        <ItemDetail
          key={selected.id}
          item={selected}
          onClose={() => setSelected(null)}
          onChanged={setSelected}
        />
      ) : null}
    </>
  );
}

export { InventoryPage as Component };
