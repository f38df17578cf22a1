import { queryOptions } from '@tanstack/react-query';
import { accountApi } from '../account-api';

/** Keys start with ['member', uid] like memberQueries, so signing out clears them with the rest. */
export const accountQueries = {
  /** Every language's list of connected games (the key's prefix): read again after a revoke. */
  allConnectedGames: (uid: string) => ['member', uid, 'connectedGames'] as const,
  /** Games are named in the member's language (decision 044): the key names it. */
  connectedGames: (uid: string, lang: string) =>
    queryOptions({
      queryKey: ['member', uid, 'connectedGames', lang] as const,
      queryFn: () => accountApi.connectedGames(),
      enabled: uid !== '',
    }),
};
