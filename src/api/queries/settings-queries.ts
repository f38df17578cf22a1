// Query factory of the setting screen: the member's stored settings, keyed by member. The settings
// machine puts each saved answer here, so the screen and the cache never disagree.
import { queryOptions } from '@tanstack/react-query';
import { settingsApi } from '../settings-api';
import type { Viewer } from './quest-queries';

export const settingsQueries = {
  all: () => ['settings'] as const,
  settings: (viewer: Viewer) =>
    queryOptions({
      queryKey: ['settings', viewer.uid] as const,
      queryFn: ({ signal }) => settingsApi.settings({ signal }),
      enabled: viewer.uid !== '',
    }),
};
