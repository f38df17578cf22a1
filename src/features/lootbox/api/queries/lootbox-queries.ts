// Query factories of the lootbox and inventory screens. Keys name the member (uid, '' for a
// visitor) and the language: names arrive translated, and history and inventory are per member.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { lootboxApi } from '../lootbox-api';
import type { AssetStatus } from '../schemas/lootbox';
import type { Viewer } from '../../../../shared/api/viewer';
import { nextPage } from '../../../../shared/api/paging';

export const LOOTBOX_PAGE_SIZE = 10;

export const lootboxQueries = {
  /** Prefix of every lootbox and inventory query: invalidated after an open or a use. */
  all: () => ['lootbox'] as const,
  boxes: (lang: string) =>
    queryOptions({
      queryKey: ['lootbox', 'boxes', lang] as const,
      queryFn: ({ signal }) => lootboxApi.list({ signal }),
    }),
  history: (viewer: Viewer) =>
    infiniteQueryOptions({
      queryKey: ['lootbox', 'history', viewer.uid, viewer.lang] as const,
      queryFn: ({ pageParam, signal }) =>
        lootboxApi.history({ page: pageParam, size: LOOTBOX_PAGE_SIZE }, { signal }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => nextPage(pages, last.total, (p) => p.data),
    }),
  inventory: (viewer: Viewer, status: AssetStatus | null) =>
    infiniteQueryOptions({
      queryKey: ['lootbox', 'inventory', viewer.uid, viewer.lang, status] as const,
      queryFn: ({ pageParam, signal }) =>
        lootboxApi.inventory(
          { page: pageParam, size: LOOTBOX_PAGE_SIZE, ...(status ? { status } : {}) },
          { signal },
        ),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => nextPage(pages, last.total, (p) => p.data),
    }),
};
