import type { RouteReads } from '../../../../shared/routing/route-reads';
import { rewardQueries } from '../../api/queries/reward-queries';

/**
 * /reward: this month's calendar ('' asks the server for the member's current month), then the
 * missions of its today, the day the page opens on.
 */
export const reads: RouteReads = async (client, viewer) => {
  const calendar = rewardQueries.calendar(viewer, '');
  await client.prefetchQuery(calendar);
  const today = client.getQueryData(calendar.queryKey)?.today;
  if (today) await client.prefetchQuery(rewardQueries.missions(viewer, today));
};
