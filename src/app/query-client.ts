import { QueryClient } from '@tanstack/react-query';

// The request helper already shows the notice for a failure, so queries don't retry into a second
// notice; members retry with the visible "Try again" buttons instead. The server's renderer makes
// one per page with the same defaults (entry-server.tsx).
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** Resolves once no query of `client` is fetching (the reads a route's loader started, say). */
export function whenQueriesSettled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
  });
}
