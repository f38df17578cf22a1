// Query factories of the reward calendar. Keys name who is asking and the language (the server
// answers in the member's zone and the request's language), so signing in or out reads afresh.
import { queryOptions } from '@tanstack/react-query';
import { rewardApi } from '../reward-api';
import type { Viewer } from '../../../../shared/api/viewer';

export const rewardQueries = {
  /** Prefix of every reward query: invalidated after a check-in. */
  all: () => ['reward'] as const,
  /** month: YYYY-MM, or '' for the month of today in the member's zone. */
  calendar: (viewer: Viewer, month: string) =>
    queryOptions({
      queryKey: ['reward', 'calendar', viewer.uid, viewer.lang, month] as const,
      queryFn: ({ signal }) => rewardApi.calendar(month ? { month } : {}, { signal }),
    }),
  missions: (viewer: Viewer, date: string) =>
    queryOptions({
      queryKey: ['reward', 'missions', viewer.uid, viewer.lang, date] as const,
      queryFn: ({ signal }) => rewardApi.missionsByDate({ date }, { signal }),
    }),
};
