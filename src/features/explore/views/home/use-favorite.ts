// Setting a game as a favourite from Home: optimistic, with rollback (decision 047). The heart turns
// at once; if the platform says no, it turns back and the member is told why, in their language.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isUnreachable } from '../../../../shared/api/errors';
import { homeApi } from '../../api/home-api';
import { gameQueries } from '../../api/queries/game-queries';
import type { PartneredGame } from '../../api/schemas/favorite';

const FAVORITE_MUTATION_KEY = ['favorite'] as const;

function marked(gameId: number, favorite: boolean) {
  return (games: PartneredGame[] | undefined) =>
    games?.map((game) => (game.id === gameId ? { ...game, favorite } : game));
}

/** One game's heart: `set(true|false)` stores the state wanted (a set, never a toggle). */
export function useFavorite(game: PartneredGame, viewer: { uid: string; lang: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const listKey = gameQueries.partnered(viewer.lang, viewer.uid).queryKey;
  const mutation = useMutation({
    mutationKey: FAVORITE_MUTATION_KEY,
    // One game's sets run one after another: a quick on-off-on lands on the server in that order.
    scope: { id: `favorite:${game.id}` },
    // Offline it is tried and refused at once (the heart turns back, the member is told), rather
    // than paused to replay later, unseen, on a page the member may have left.
    networkMode: 'always',
    mutationFn: (favorite: boolean) =>
      homeApi.setFavorite({ gameId: game.id, favorite }, { suppressNotice: true }),
    onMutate: async (favorite) => {
      // A list read in flight would overwrite the optimistic heart with the old state.
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData(listKey)?.find((g) => g.id === game.id)?.favorite;
      queryClient.setQueryData(listKey, marked(game.id, favorite));
      return { before };
    },
    onError: (_error, _favorite, result) => {
      // Only this game turns back: another heart set meanwhile keeps its own state.
      if (result?.before !== undefined) {
        queryClient.setQueryData(listKey, marked(game.id, result.before));
      }
    },
    onSettled: () => {
      // The last set to settle reads the list again; earlier ones would flash a stale heart.
      if (queryClient.isMutating({ mutationKey: FAVORITE_MUTATION_KEY }) === 1) {
        return queryClient.invalidateQueries({ queryKey: gameQueries.allPartnered() });
      }
    },
  });
  // Said beside the heart that failed (not a toast far from it), until the next try.
  const values = { name: game.name };
  const failure = !mutation.isError
    ? null
    : isUnreachable(mutation.error)
      ? t('favorite.offline', values)
      : t(mutation.variables ? 'favorite.addFailed' : 'favorite.removeFailed', values);
  return { set: mutation.mutate, failure };
}
