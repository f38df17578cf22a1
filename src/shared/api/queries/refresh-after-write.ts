import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Marks `keys` stale after a write and reads them again, from after the write. Plain
 * `invalidateQueries` joins a first read that is still in flight (TanStack cancels an in-flight
 * read only when the query already holds data), so a write made while the page's first read was
 * on its way (the Steam code redeemed on arrival) left that read's older answer on screen.
 */
export async function refreshAfterWrite(
  queryClient: QueryClient,
  keys: readonly QueryKey[],
): Promise<void> {
  await Promise.all(
    keys.map(async (queryKey) => {
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    }),
  );
}
