import type { RouteReads } from '../../../../shared/routing/route-reads';
import { memberQueries } from '../../../../shared/api/queries/member-queries';
import { questQueries } from '../../../quests/api/queries/quest-queries';
import { achievementQueries } from '../../api/queries/achievement-queries';
import { leaderboardQueries } from '../../api/queries/leaderboard-queries';
import { steamQueries } from '../../api/queries/steam-queries';
import { vaultQueries } from '../../api/queries/vault-queries';

/**
 * /profile, a member's: who, the level and quests, and the cards below them, all at once; the page
 * shows those cards only once the member has arrived, which asked for them one wave later. A
 * visitor's profile reads nothing.
 */
export const reads: RouteReads = (client, viewer) => {
  if (viewer.uid === '') return;
  const { uid, lang } = viewer;
  void client.prefetchQuery(memberQueries.info(uid));
  void client.prefetchQuery(questQueries.progress({ uid, lang }));
  void client.prefetchQuery(leaderboardQueries.board(uid, 'week'));
  void client.prefetchQuery(achievementQueries.badges({ uid, lang }));
  void client.prefetchQuery(achievementQueries.validTickets({ uid, lang }));
  void client.prefetchQuery(steamQueries.info(uid));
  void client.prefetchQuery(vaultQueries.vault(viewer));
};
