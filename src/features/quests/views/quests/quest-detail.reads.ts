import type { RouteReads } from '../../../../shared/routing/route-reads';
import { parseQuestAddress } from '../../../../shared/routing/detail-address';
import { questQueries } from '../../api/queries/quest-queries';

/** /quests/desc?id=N: the quest (an address without a valid id reads nothing: "not found"). */
export const reads: RouteReads = (client, viewer, url) => {
  const { id } = parseQuestAddress(url.search);
  if (id !== null) void client.prefetchQuery(questQueries.detail(viewer, id));
};
