// The public catalogue's queries. Every key names the language: the server answers genres and news
// in the request's language (decision 044), so switching language reads afresh instead of showing
// the texts of the language before.
import { queryOptions } from '@tanstack/react-query';
import { gameApi } from '../game-api';

export const gameQueries = {
  partnered: (lang: string) =>
    queryOptions({
      queryKey: ['games', 'partnered', lang] as const,
      queryFn: ({ signal }) => gameApi.partneredGames({ signal }),
      staleTime: 5 * 60_000,
    }),
  search: (keyword: string, lang: string) =>
    queryOptions({
      queryKey: ['games', 'search', keyword, lang] as const,
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
