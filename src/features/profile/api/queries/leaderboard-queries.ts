// Query factory of the leaderboard screen and the profile's summary. The key names the member (uid,
// '' for a visitor: the answer has their own row) and the period; names are not translated, so the
// language is not part of it.
import { queryOptions } from '@tanstack/react-query';
import { leaderboardApi } from '../leaderboard-api';
import type { LeaderboardPeriod } from '../schemas/leaderboard';

export const leaderboardQueries = {
  all: () => ['leaderboard'] as const,
  board: (uid: string, period: LeaderboardPeriod) =>
    queryOptions({
      queryKey: ['leaderboard', uid, period] as const,
      queryFn: ({ signal }) => leaderboardApi.board(period, { signal }),
      // Ranks beyond the top 50 are up to a minute old on the server; asking more often is waste.
      staleTime: 30_000,
    }),
};
