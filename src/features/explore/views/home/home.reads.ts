import type { RouteReads } from '../../../../shared/routing/route-reads';
import { questQueries } from '../../../quests/api/queries/quest-queries';
import { gameQueries } from '../../api/queries/game-queries';
import { homeQueries } from '../../api/queries/home-queries';

/** /home: the banners, the partnered games and the trending strip (the search reads on typing). */
export const reads: RouteReads = (client, viewer) => {
  void client.prefetchQuery(homeQueries.banners(viewer.lang));
  void client.prefetchQuery(gameQueries.partnered(viewer.lang, viewer.uid));
  void client.prefetchQuery(questQueries.trending(viewer));
};
