import type { RouteReads } from '../../../../shared/routing/route-reads';
import { rewardQueries } from '../../api/queries/reward-queries';

/** /reward: this month's calendar ('' asks the server for the member's current month). */
export const reads: RouteReads = (client, viewer) => {
  void client.prefetchQuery(rewardQueries.calendar(viewer, ''));
};
