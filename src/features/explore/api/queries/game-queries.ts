// The public catalogue's queries. Every key names the language: the server answers genres and news
// in the request's language (decision 044), so switching language reads afresh instead of showing
// the texts of the language before.
import { queryOptions } from '@tanstack/react-query';
import { gameApi } from '../game-api';

export const gameQueries = {
  /** Prefix of every partnered list: a favourite set reads them afresh. */
  allPartnered: () => ['games', 'partnered'] as const,
  /**
   * Keyed by who asks too (`uid`: '' for a visitor): a member's answer marks their favourites
   * (decision 047), so signing in or out reads afresh instead of showing another's hearts.
   */
  partnered: (lang: string, uid: string) =>
    queryOptions({
      queryKey: ['games', 'partnered', uid, lang] as const,
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
