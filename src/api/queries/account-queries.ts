import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { accountApi } from '../account-api';

/** Keys start with ['member', uid] like memberQueries, so signing out clears them with the rest. */
export const accountQueries = {
  connectedGames: (uid: string) =>
    queryOptions({
      queryKey: ['member', uid, 'connectedGames'] as const,
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
        queryClient.invalidateQueries({ queryKey: accountQueries.connectedGames(uid).queryKey }),
    }),
};
