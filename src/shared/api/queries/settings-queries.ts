// Query factory of the setting screen: the member's stored settings, keyed by member. The settings
// machine puts each saved answer here, so the screen and the cache never disagree.
import { queryOptions } from '@tanstack/react-query';
import { settingsApi } from '../settings-api';
import type { Viewer } from '../viewer';

const settings = (viewer: Viewer) =>
  queryOptions({
    queryKey: ['settings', viewer.uid] as const,
    queryFn: ({ signal }) => settingsApi.settings({ signal }),
    enabled: viewer.uid !== '',
  });

export const settingsQueries = {
  all: () => ['settings'] as const,
  settings,
  /**
   * The same settings read in the background (the tour's wish, the screen's time zone): no loading
   * bar and no notice, which belong to the page on screen; read once per member.
   */
  background: (viewer: Viewer) =>
    queryOptions({
      ...settings(viewer),
      queryFn: ({ signal }) =>
        settingsApi.settings({ signal, tracksLoading: false, suppressNotice: true }),
      staleTime: Infinity,
    }),
};
