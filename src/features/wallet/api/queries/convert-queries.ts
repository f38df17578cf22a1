// Query factory of the convert screen: the member's balances and the pairs with their rates and
// what is left today. Keyed by member (balances are theirs); refreshed after every convert.
import { queryOptions } from '@tanstack/react-query';
import { convertApi } from '../convert-api';
import type { Viewer } from '../../../../shared/api/viewer';

export const convertQueries = {
  all: () => ['convert'] as const,
  info: (viewer: Viewer) =>
    queryOptions({
      queryKey: ['convert', 'info', viewer.uid] as const,
      queryFn: ({ signal }) => convertApi.info({ signal }),
      enabled: viewer.uid !== '',
    }),
};
