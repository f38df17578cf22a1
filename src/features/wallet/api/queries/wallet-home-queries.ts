// Query factories of the wallet home. Keys name the member: balances and the portfolio are theirs. Rates are everyone's but only members read them.
import { queryOptions } from '@tanstack/react-query';
import { walletHomeApi } from '../wallet-home-api';
import type { ChartRange } from '../schemas/wallet-home';

export const walletHomeQueries = {
  all: () => ['wallet'] as const,
  info: (uid: string, range: ChartRange) =>
    queryOptions({
      queryKey: ['wallet', 'info', uid, range] as const,
      queryFn: ({ signal }) => walletHomeApi.info(range, { signal }),
    }),
  rates: (uid: string) =>
    queryOptions({
      queryKey: ['wallet', 'rates', uid] as const,
      queryFn: ({ signal }) => walletHomeApi.rates({ signal }),
      // GACT's rate moves every minute; the fiat rates far less often.
      staleTime: 60_000,
    }),
  chart: (uid: string, range: ChartRange) =>
    queryOptions({
      queryKey: ['wallet', 'chart', uid, range] as const,
      queryFn: ({ signal }) => walletHomeApi.chart(range, { signal }),
    }),
  portfolio: (uid: string) =>
    queryOptions({
      queryKey: ['wallet', 'portfolio', uid] as const,
      queryFn: ({ signal }) => walletHomeApi.portfolio({ signal }),
    }),
};
