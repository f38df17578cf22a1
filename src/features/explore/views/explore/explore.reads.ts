import type { RouteReads } from '../../../../shared/routing/route-reads';
import { NO_EXPLORE_FILTER, exploreQueries } from '../../api/queries/explore-queries';

/** /explore: the genre chips and the first page of games, unfiltered as the page opens. */
export const reads: RouteReads = (client, viewer) => {
  void client.prefetchQuery(exploreQueries.genres(viewer.lang));
  void client.prefetchInfiniteQuery(exploreQueries.games(viewer.lang, NO_EXPLORE_FILTER));
};
