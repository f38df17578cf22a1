import type { RouteReads } from '../../../../shared/routing/route-reads';
import { gameQueries } from '../../../explore/api/queries/game-queries';
import { questQueries } from '../../api/queries/quest-queries';
import { parseListFilter, questListFilter } from './quest-filter';

/**
 * /quests: the games of the filter, the trending events and the list of the address's filter as the
 * page first reads it (before the games are known, a game id is taken as it is).
 */
export const reads: RouteReads = (client, viewer, url) => {
  void client.prefetchQuery(gameQueries.partnered(viewer.lang, viewer.uid));
  void client.prefetchQuery(questQueries.trending(viewer));
  void client.prefetchInfiniteQuery(
    questQueries.list(viewer, questListFilter(parseListFilter(url.searchParams))),
  );
};
