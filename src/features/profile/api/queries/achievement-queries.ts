// Query factories of the badge and ticket screens and their profile summaries. Keys name the member
// (uid) and the language: names and purposes arrive translated, and both lists are per member.
// Never fresh from cache (staleTime 0): badges unlock and tickets are issued when read, so a screen
// opened after a claim, a check-in or an open shows what it earned without an invalidation.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { achievementApi } from '../achievement-api';
import type { Viewer } from '../../../../shared/api/viewer';
import { nextPage } from '../../../../shared/api/paging';

export const TICKET_PAGE_SIZE = 10;

export const achievementQueries = {
  /** Prefix of every badge and ticket query. */
  all: () => ['achievements'] as const,
  badges: (viewer: Viewer) =>
    queryOptions({
      queryKey: ['achievements', 'badges', viewer.uid, viewer.lang] as const,
      queryFn: ({ signal }) => achievementApi.achievements({ signal }),
      staleTime: 0,
    }),
  tickets: (viewer: Viewer) =>
    infiniteQueryOptions({
      queryKey: ['achievements', 'tickets', viewer.uid, viewer.lang] as const,
      queryFn: ({ pageParam, signal }) =>
        achievementApi.tickets({ page: pageParam, size: TICKET_PAGE_SIZE }, { signal }),
      staleTime: 0,
      initialPageParam: 1,
      getNextPageParam: (last, pages) => nextPage(pages, last.total, (p) => p.data.items),
    }),
  /** The profile summary: how many are valid, and the one that expires next. */
  validTickets: (viewer: Viewer) =>
    queryOptions({
      queryKey: ['achievements', 'tickets', viewer.uid, viewer.lang, 'valid'] as const,
      queryFn: ({ signal }) =>
        achievementApi.tickets({ page: 1, size: 1, state: 'valid' }, { signal }),
      staleTime: 0,
    }),
};
