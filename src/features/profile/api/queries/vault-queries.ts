// Query factories of the vault screens and the profile's vault summary. Keys name the member and
// the language: the vault is per member, and game, currency and item names arrive translated.
import { queryOptions } from '@tanstack/react-query';
import { vaultApi } from '../vault-api';
import type { Viewer } from '../../../../shared/api/viewer';

export const vaultQueries = {
  all: () => ['vault'] as const,
  vault: (viewer: Viewer) =>
    queryOptions({
      queryKey: ['vault', 'games', viewer.uid, viewer.lang] as const,
      queryFn: ({ signal }) => vaultApi.vault({ signal }),
    }),
  item: (viewer: Viewer, id: number) =>
    queryOptions({
      queryKey: ['vault', 'item', viewer.uid, viewer.lang, id] as const,
      queryFn: ({ signal }) => vaultApi.item(id, { signal }),
    }),
};
