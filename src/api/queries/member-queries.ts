import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { LIMITS } from '../../config/constants';
import { inviteApi } from '../invite-api';
import { memberApi } from '../member-api';

/** Keys start with the uid, so one member's cache is never shown to the next one. */
export const memberQueries = {
  all: (uid: string) => ['member', uid] as const,
  info: (uid: string) =>
    queryOptions({
      queryKey: [...memberQueries.all(uid), 'info'] as const,
      queryFn: ({ signal }) => memberApi.memberInfo({ signal }),
    }),
  recentMessages: (uid: string) =>
    queryOptions({
      queryKey: [...memberQueries.all(uid), 'messages', 'recent'] as const,
      // Polled by the header: message polling never shows the loading bar (spec §4).
      queryFn: ({ signal }) =>
        memberApi.messages(
          { page: 1, size: LIMITS.RECENT_ACTIVITIES_COUNT },
          { signal, tracksLoading: false },
        ),
    }),
  messagesInfinite: (uid: string) =>
    infiniteQueryOptions({
      queryKey: [...memberQueries.all(uid), 'messages', 'all'] as const,
      queryFn: ({ signal, pageParam }) =>
        memberApi.messages({ page: pageParam, size: LIMITS.MESSAGES_PAGE_SIZE }, { signal }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) =>
        pages.length * LIMITS.MESSAGES_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
      enabled: uid !== '',
    }),
  /** The invited count (spec §7: asked with page 1 and size 1; `total` is the count). */
  invitedCount: (uid: string) =>
    queryOptions({
      queryKey: [...memberQueries.all(uid), 'invited', 'count'] as const,
      queryFn: async ({ signal }) =>
        (await inviteApi.inviteList({ page: 1, size: 1 }, { signal })).total,
    }),
};

/** Writes that are not a flow of their own: one call, no steps for a member to follow. */
export const memberMutations = {
  readMessage: (uid: string, queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (id: number) => memberApi.readMessage({ id }),
      // Refresh the member's message lists so the unread badge disappears.
      onSettled: () =>
        queryClient.invalidateQueries({ queryKey: [...memberQueries.all(uid), 'messages'] }),
    }),
};
