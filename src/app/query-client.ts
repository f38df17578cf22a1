import { QueryClient } from '@tanstack/react-query';

// The request helper already shows the notice for a failure, so queries don't retry into a second
// notice; members retry with the visible "Try again" buttons instead.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
