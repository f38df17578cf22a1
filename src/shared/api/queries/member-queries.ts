import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { LIMITS } from '../../../config/constants';
import { memberApi } from '../member-api';
import { nextPage } from '../paging';

/** Keys start with the uid, so one member's cache is never shown to the next one. */
export const memberQueries = {
  all: (uid: string) => ['member', uid] as const,
  info: (uid: string) =>
    queryOptions({
      queryKey: [...memberQueries.all(uid), 'info'] as const,
      queryFn: ({ signal }) => memberApi.memberInfo({ signal }),
    }),
  /** Message keys hold the language: the server writes each message in the one asked for. */
  recentMessages: (uid: string, lang: string) =>
    queryOptions({
      queryKey: [...memberQueries.all(uid), 'messages', lang, 'recent'] as const,
      // Polled by the header: message polling never shows the loading bar (docs/product/app.md).
      queryFn: ({ signal }) =>
        memberApi.messages(
          { page: 1, size: LIMITS.RECENT_ACTIVITIES_COUNT },
          { signal, tracksLoading: false },
        ),
    }),
  messagesInfinite: (uid: string, lang: string) =>
    infiniteQueryOptions({
      queryKey: [...memberQueries.all(uid), 'messages', lang, 'all'] as const,
      queryFn: ({ signal, pageParam }) =>
        memberApi.messages({ page: pageParam, size: LIMITS.MESSAGES_PAGE_SIZE }, { signal }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => nextPage(pages, last.total, LIMITS.MESSAGES_PAGE_SIZE),
      enabled: uid !== '',
    }),
};
