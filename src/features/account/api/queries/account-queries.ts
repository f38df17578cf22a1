import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { accountApi } from '../account-api';

/** Keys start with ['member', uid] like memberQueries, so signing out clears them with the rest. */
export const accountQueries = {
  /** Games are named in the member's language (decision 044): the key names it. */
  connectedGames: (uid: string, lang: string) =>
    queryOptions({
      queryKey: ['member', uid, 'connectedGames', lang] as const,
      queryFn: () => accountApi.connectedGames(),
      enabled: uid !== '',
    }),
};

/** Revoking one game's access: one call; the list is refreshed afterwards. */
export const accountMutations = {
  revokeGame: (uid: string, queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (gameId: number) => accountApi.revokeGame(gameId),
      onSettled: () =>
        // Every language's list: the key's prefix.
        queryClient.invalidateQueries({ queryKey: ['member', uid, 'connectedGames'] }),
    }),
};
