import { queryOptions } from '@tanstack/react-query';
import { gameApi } from '../game-api';

export const gameQueries = {
  partnered: () =>
    queryOptions({
      queryKey: ['games', 'partnered'] as const,
      queryFn: ({ signal }) => gameApi.partneredGames({ signal }),
      staleTime: 5 * 60_000,
    }),
  search: (keyword: string) =>
    queryOptions({
      queryKey: ['games', 'search', keyword] as const,
      queryFn: async ({ signal }) => {
        const [games, news] = await Promise.all([
          gameApi.gameSearch({ keyword }, { signal }),
          gameApi.newsSearch({ keyword }, { signal }),
        ]);
        return { games, news };
      },
      enabled: keyword.length > 0,
    }),
};
