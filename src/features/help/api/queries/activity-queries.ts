// Query factories of the activity page's mark-all and the announcements (decision 041).
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { activityApi } from '../activity-api';
import { readDismissed, rememberDismissed } from '../../../../shared/api/dismissed-announcements';
import { memberApi } from '../../../../shared/api/member-api';
import { markReadInCache } from './message-cache';

export const activityQueries = {
  /** Who asks (the uid, or '' for a visitor) and the language: the answer depends on both. */
  announcements: (uid: string, lang: string) =>
    queryOptions({
      queryKey: ['announcements', uid, lang] as const,
      // Fetched behind the page, never in the member's way: no loading bar, no failure notice
      // (an announcement that cannot load now shows on a later visit).
      queryFn: ({ signal }) =>
        activityApi.announcements({ signal, tracksLoading: false, suppressNotice: true }),
      staleTime: 5 * 60_000,
    }),
  /** The ids dismissed in this browser. */
  dismissedHere: () =>
    queryOptions({
      queryKey: ['announcements', 'dismissedHere'] as const,
      queryFn: readDismissed,
      staleTime: Number.POSITIVE_INFINITY,
      networkMode: 'always',
    }),
};

export const activityMutations = {
  /** Mark one message read: the lists and the bell's count follow without a refetch. */
  readOne: (uid: string, queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (id: number) => memberApi.readMessage({ id }),
      onSuccess: (_, id) => markReadInCache(queryClient, uid, id),
    }),
  /** Mark every message read, the same way. */
  readAll: (uid: string, queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: () => activityApi.readAllMessages(),
      onSuccess: () => markReadInCache(queryClient, uid, 'all'),
    }),
  /**
   * Dismissed at once in this browser (for a visitor, the only record); for a member also on the
   * server, for their other devices. The notice is gone either way, so a failed call says nothing.
   */
  dismissAnnouncement: (uid: string | null, queryClient: QueryClient) =>
    mutationOptions({
      onMutate: (id: number) => {
        queryClient.setQueryData(activityQueries.dismissedHere().queryKey, rememberDismissed(id));
      },
      mutationFn: async (id: number) => {
        if (uid) await activityApi.dismissAnnouncement({ id }, { suppressNotice: true });
      },
    }),
};
