import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterWrite } from './refresh-after-write';

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/**
 * The page's first read leaves before the write and is answered after it (each read answers, 10 ms
 * later, what the server held when it arrived); then the write's answer asks for a refresh.
 */
async function firstReadRacingAWrite(
  refresh: (client: QueryClient, key: readonly string[]) => Promise<unknown>,
) {
  let linked = false;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const key = ['steam', 'info'] as const;
  const observer = new QueryObserver(client, {
    queryKey: key,
    queryFn: ({ signal }) => {
      const answer = linked;
      return new Promise<boolean>((resolve, reject) => {
        const timer = setTimeout(() => resolve(answer), 10);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new Error('aborted'));
        });
      });
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  linked = true;
  await refresh(client, key);
  await settle();
  const data = client.getQueryData(key);
  unsubscribe();
  client.clear();
  return data;
}

describe('refreshAfterWrite', () => {
  it('shows what the server answers after the write, though the first read was in flight', async () => {
    expect(await firstReadRacingAWrite((c, k) => refreshAfterWrite(c, [k]))).toBe(true);
  });

  it('is needed: a plain invalidate keeps the first read’s older answer', async () => {
    expect(await firstReadRacingAWrite((c, k) => c.invalidateQueries({ queryKey: k }))).toBe(false);
  });
});
