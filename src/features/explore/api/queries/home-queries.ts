// Home's own queries (decision 047). The banner key names the language: titles arrive in it.
import { queryOptions } from '@tanstack/react-query';
import { homeApi } from '../home-api';

export const homeQueries = {
  banners: (lang: string) =>
    queryOptions({
      queryKey: ['games', 'banners', lang] as const,
      queryFn: ({ signal }) => homeApi.banners({ signal }),
      staleTime: 5 * 60_000,
    }),
};
