// The heart's optimistic set and its rollback (decision 047): the heart turns at once; a refusal of
// any kind turns back that game's heart only and says why in the member's language.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/errors';
import { homeApi } from '../../api/home-api';
import { gameQueries } from '../../api/queries/game-queries';
import type { PartneredGame } from '../../api/schemas/favorite';
import { i18n, loadLanguage, loadTextArea } from '../../../../i18n/i18n';
import { useFavorite } from './use-favorite';

const viewer = { uid: '42', lang: 'en-US' };
const game = (id: number, name: string, favorite: boolean): PartneredGame => ({
  id,
  name,
  favorite,
  icon: 'games/x.svg',
  tag: 'RPG',
  description: '',
  downloads: 1,
  rating: 4,
  releasedAt: '2024-01-01',
});

beforeAll(async () => {
  await loadLanguage('en-US');
  await loadTextArea('common');
  await loadTextArea('explore');
});
afterEach(() => vi.restoreAllMocks());

function setUp(list: PartneredGame[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const key = gameQueries.partnered(viewer.lang, viewer.uid).queryKey;
  client.setQueryData(key, list);
  // The re-read after a set answers what the server now holds: here, whatever the cache says.
  vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
  const hearts = () =>
    Object.fromEntries((client.getQueryData(key) ?? []).map((g) => [g.name, g.favorite]));
  return { wrapper, hearts };
}

describe('useFavorite', () => {
  it('turns the heart at once and keeps it when the platform agrees', async () => {
    const ember = game(1, 'Ember', false);
    const { wrapper, hearts } = setUp([ember, game(2, 'Neon', true)]);
    let answer!: (value: { gameId: number; favorite: boolean }) => void;
    vi.spyOn(homeApi, 'setFavorite').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useFavorite(ember, viewer), { wrapper });

    act(() => result.current.set(true));
    await waitFor(() => expect(hearts()).toEqual({ Ember: true, Neon: true }));
    expect(homeApi.setFavorite).toHaveBeenCalledWith(
      { gameId: 1, favorite: true },
      { suppressNotice: true },
    );
    act(() => answer({ gameId: 1, favorite: true }));
    await waitFor(() => expect(result.current.failure).toBeNull());
    expect(hearts()).toEqual({ Ember: true, Neon: true });
  });

  it.each([
    ['HTTP 500', new ApiError('http', 500, 'Internal Server Error'), 'could not be removed'],
    [
      'malformed or schema-invalid answer',
      new ApiError('schema', -1, 'bad'),
      'could not be removed',
    ],
    [
      'a hanging request that timed out',
      new ApiError('timeout', -1, 'timeout'),
      'could not be removed',
    ],
    [
      'a session that ended (401)',
      new ApiError('http', 401, 'Unauthorized'),
      'could not be removed',
    ],
    ['offline', new ApiError('offline', -1, 'offline'), 'You are offline'],
  ])('%s: only that heart turns back, and the member is told', async (_name, error, said) => {
    const neon = game(2, 'Neon', true);
    const { wrapper, hearts } = setUp([game(1, 'Ember', true), neon]);
    vi.spyOn(homeApi, 'setFavorite').mockRejectedValue(error);
    const { result } = renderHook(() => useFavorite(neon, viewer), { wrapper });

    act(() => result.current.set(false));
    await waitFor(() => expect(result.current.failure).not.toBeNull());
    expect(result.current.failure).toContain(said);
    expect(result.current.failure).toContain('Neon');
    expect(hearts()).toEqual({ Ember: true, Neon: true });
    expect(i18n.language).toBe('en-US');
  });
});
