// /profile/wallet/history: every wallet movement (each ledger entry of points, GACT and USDT),
// newest first, twenty at a time, filtered by type, asset and range. The filters live in the
// address, so a refresh or a sign-in round trip comes back to the same list.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { zoneName } from '../../../../i18n/zoned-time';
import { useLocation, useSearchParams } from 'react-router';
import type { Viewer } from '../../../../shared/api/viewer';
import { walletHistoryQueries } from '../../api/queries/wallet-history-queries';
import { PATHS } from '../../../../config/routes';
import { useSessionEnded } from '../../../../shared/components/session-ended-notice';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import { HistoryFilterBar } from './history-filter-bar';
import { detailHref, filtersFrom, paramsOf, type HistoryFilters } from './history-address';
import { HistoryLoadFailed, HistorySignIn } from './history-parts';
import { HistoryRow } from './history-row';
import './wallet-history.css';
import { BackLink } from '../../../../shared/components/back-link';

export function HistoryPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const hasSessionEnded = useSessionEnded();
  const { search } = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  return (
    <div className="page wallet-history-page">
      <BackLink />
      <h1 className="page-title">{t('wallet.history.heading')}</h1>
      {viewer.isSignedIn ? (
        <>
          <HistoryFilterBar
            value={filters}
            onChange={(next) =>
              setParams(paramsOf(next), { replace: true, preventScrollReset: true })
            }
          />
          <HistoryList viewer={viewer} filters={filters} />
        </>
      ) : (
        <HistorySignIn returnTo={`${PATHS.WALLET_HISTORY}${search}`} hasEnded={hasSessionEnded} />
      )}
    </div>
  );
}

function HistoryList({ viewer, filters }: { viewer: Viewer; filters: HistoryFilters }) {
  const { t, i18n } = useTranslation();
  const list = useInfiniteQuery(walletHistoryQueries.list(viewer, filters));
  if (list.isPending)
    return (
      <p className="muted" role="status">
        {t('wallet.history.loading')}
      </p>
    );
  if (list.isError && !list.data)
    return <HistoryLoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  const pages = list.data!.pages;
  const timeZone = pages[0]!.data.timeZone;
  const entries = pages.flatMap((p) => p.data.entries);
  const last = pages.at(-1)!;
  const total = last.total;
  const isFiltered = filters.type !== null || filters.asset !== null || filters.range !== 'ALL';
  if (entries.length === 0)
    return (
      <p className="muted wallet-history-note">
        {t(isFiltered ? 'wallet.history.emptyFiltered' : 'wallet.history.empty')}
      </p>
    );
  return (
    <>
      <p className="small muted">
        {t(last.data.totalIsAtLeast ? 'wallet.history.countAtLeast' : 'wallet.history.count', {
          shown: entries.length,
          total,
        })}{' '}
        · {t('wallet.history.timeZone', { zone: zoneName(timeZone, i18n.language) ?? timeZone })}
      </p>
      <ul className="wallet-history-list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <HistoryRow entry={entry} timeZone={timeZone} href={detailHref(entry.id)} />
          </li>
        ))}
      </ul>
      {list.isFetchNextPageError ? (
        <HistoryLoadFailed error={list.error} onRetry={() => void list.fetchNextPage()} />
      ) : list.hasNextPage ? (
        <button
          type="button"
          className="button button--ghost button--block"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t(list.isFetchingNextPage ? 'wallet.history.loading' : 'wallet.history.more')}
        </button>
      ) : null}
    </>
  );
}

export { HistoryPage as Component };
