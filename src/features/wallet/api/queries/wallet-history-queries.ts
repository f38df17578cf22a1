// Query factories of the wallet history. Keys name the member, the language (subject names arrive
// translated) and the filters, so each filter keeps its own pages and a member never sees another's.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { walletHistoryApi } from '../wallet-history-api';
import type { HistoryFilters } from '../schemas/wallet-history';
import type { Viewer } from '../../../../shared/api/viewer';
import { nextPage } from '../../../../shared/api/paging';

export const WALLET_HISTORY_PAGE_SIZE = 20;

export const walletHistoryQueries = {
  /** Prefix of every wallet history query: a convert or withdrawal invalidates it. */
  all: () => ['walletHistory'] as const,
  list: (viewer: Viewer, filters: HistoryFilters) =>
    infiniteQueryOptions({
      queryKey: [
        'walletHistory',
        'list',
        viewer.uid,
        viewer.lang,
        filters.type,
        filters.asset,
        filters.range,
      ] as const,
      queryFn: ({ pageParam, signal }) =>
        walletHistoryApi.list(
          {
            page: pageParam,
            size: WALLET_HISTORY_PAGE_SIZE,
            ...(filters.type ? { type: filters.type } : {}),
            ...(filters.asset ? { asset: filters.asset } : {}),
            range: filters.range,
          },
          { signal },
        ),
      initialPageParam: 1,
      getNextPageParam: (last, pages) =>
        last.data.entries.length > 0
          ? nextPage(pages, last.total, (p) => p.data.entries)
          : undefined,
    }),
  detail: (viewer: Viewer, id: number) =>
    queryOptions({
      queryKey: ['walletHistory', 'detail', viewer.uid, viewer.lang, id] as const,
      queryFn: ({ signal }) => walletHistoryApi.detail(id, { signal }),
    }),
};
