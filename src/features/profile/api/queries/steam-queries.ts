import { queryOptions } from '@tanstack/react-query';
import { steamApi } from '../steam-api';

/** Keyed by the uid, so one member's link is never shown to the next one. */
export const steamQueries = {
  all: (uid: string) => ['steam', uid] as const,
  info: (uid: string) =>
    queryOptions({
      queryKey: [...steamQueries.all(uid), 'info'] as const,
      queryFn: ({ signal }) => steamApi.info({ signal }),
    }),
};
