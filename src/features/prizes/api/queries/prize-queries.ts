// Query factories of the prize screens. Keys name who is asking (`viewer`: the member's uid, or ''
// for a visitor) and the language: the server answers per member (balance, limits used) and per
// language (prize names), so signing in, out or switching language reads afresh.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { prizeApi } from '../prize-api';
import type { Viewer } from '../../../../shared/api/viewer';
import { nextPage } from '../../../../shared/api/paging';

/** Exchange records per page of the infinite list. */
export const RECORD_PAGE_SIZE = 10;

export const prizeQueries = {
  /** Prefix of every prize query: invalidated after a redeem or a confirmation. */
  all: () => ['prizes'] as const,
  list: (viewer: Viewer) =>
    queryOptions({
      queryKey: ['prizes', 'list', viewer.uid, viewer.lang] as const,
      queryFn: ({ signal }) => prizeApi.prizeList({ signal }),
    }),
  records: (viewer: Viewer) =>
    infiniteQueryOptions({
      queryKey: ['prizes', 'records', viewer.uid, viewer.lang] as const,
      queryFn: ({ pageParam, signal }) =>
        prizeApi.records({ page: pageParam, size: RECORD_PAGE_SIZE }, { signal }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => nextPage(pages, last.total, (p) => p.data),
      enabled: viewer.uid !== '',
    }),
  record: (viewer: Viewer, id: number) =>
    queryOptions({
      queryKey: ['prizes', 'record', viewer.uid, viewer.lang, id] as const,
      queryFn: ({ signal }) => prizeApi.record(id, { signal }),
      enabled: viewer.uid !== '',
    }),
};
