// /profile/vault/item?id=N: one NFT or asset of the member, what it is worth in its game's
// currency, and the timeline of every status it has had. An id that is malformed, unknown or
// another member's gets the same not-found answer with a way back to the vault.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { imageUrl } from '../../../../shared/api/image-url';
import { vaultQueries } from '../../api/queries/vault-queries';
import type { Viewer } from '../../../../shared/api/viewer';
import { hasStatus } from '../../../../shared/api/refusals';
import type { VaultItemDetail } from '../../api/schemas/vault';
import { PATHS } from '../../../../config/routes';
import { useZonedFormat } from '../../../../shared/hooks/use-screen-zone';
import { useSessionEnded } from '../../../../shared/components/session-ended-notice';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import { formatAmount } from './vault-format';
import { VaultItemNotFound, VaultSignIn, VaultStatusBadge } from './vault-parts';
import './vault.css';
import { BackLink } from '../../../../shared/components/back-link';
import { idOfText } from '../../../../shared/api/single-param';

/** `?id=` as the server reads it: digits only, 1 … 2³¹−1; anything else is no item. */
export function parseItemId(search: string): number | null {
  return idOfText(new URLSearchParams(search).get('id'));
}

export function VaultItemPage() {
  const viewer = useViewer();
  // Watched from the first render, so a refusal of this screen's own read is seen as news.
  const hasSessionEnded = useSessionEnded();
  const { search } = useLocation();
  const id = parseItemId(search);
  return (
    <div className="page vault-page">
      <BackLink />
      {!viewer.isSignedIn ? (
        <VaultSignIn returnTo={`${PATHS.PROFILE_VAULT_ITEM}${search}`} hasEnded={hasSessionEnded} />
      ) : id === null ? (
        <VaultItemNotFound />
      ) : (
        <VaultItemScreen key={id} id={id} viewer={viewer} />
      )}
    </div>
  );
}

function VaultItemScreen({ id, viewer }: { id: number; viewer: Viewer }) {
  const { t } = useTranslation();
  const item = useQuery(vaultQueries.item(viewer, id));
  if (item.isPending)
    return (
      <p className="muted" role="status">
        {t('vault.item.loading')}
      </p>
    );
  if (item.data === undefined)
    return hasStatus(item.error, ['DataNotExist', 'ParameterError']) ? (
      <VaultItemNotFound />
    ) : (
      <div className="query-error" role="alert">
        <p>{t('vault.item.loadFailed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void item.refetch()}>
          {t('vault.retry')}
        </button>
      </div>
    );
  return <VaultItemView item={item.data} />;
}

function VaultItemView({ item }: { item: VaultItemDetail }) {
  const zoned = useZonedFormat();
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('vault.item.game'), item.gameName],
    [t('vault.item.kind'), t(`vault.kinds.${item.kind}`)],
    [t('vault.item.category'), t(`vault.categories.${item.category}`)],
    [
      t('vault.item.value'),
      t('vault.amount', { amount: formatAmount(item.value), currency: item.currency }),
    ],
    ...(item.tokenId ? ([[t('vault.item.token'), item.tokenId]] as [string, string][]) : []),
    [t('vault.item.acquired'), zoned(item.acquiredAt, 'DATE_TIME')],
  ];
  return (
    <article className="vault-detail">
      <img
        className="vault-detail__image"
        src={imageUrl(item.image)}
        alt=""
        width="120"
        height="120"
      />
      <h1 className="page-title">{item.name}</h1>
      <p>
        <span className="visually-hidden">{t('vault.item.status')}: </span>
        <VaultStatusBadge status={item.status} />
      </p>
      <dl className="vault-detail__rows">
        {rows.map(([label, value]) => (
          <div key={label} className="vault-detail__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="vault-detail__heading">{t('vault.item.history')}</h2>
      <ol className="vault-timeline">
        {[...item.history].reverse().map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="vault-timeline__entry">
            <VaultStatusBadge status={entry.status} />
            <time dateTime={entry.at} className="small muted">
              {zoned(entry.at, 'DATE_TIME')}
            </time>
            {entry.note ? <p className="vault-timeline__note">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </article>
  );
}

export { VaultItemPage as Component };
