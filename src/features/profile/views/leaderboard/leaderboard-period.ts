// The board's period lives in the address (?period=week|all), so a reload, a shared link or the
// back button shows the same tab; anything else there reads as the default, this week.
import type { LeaderboardPeriod } from '../../api/schemas/leaderboard';

export const DEFAULT_PERIOD: LeaderboardPeriod = 'week';

export function periodFrom(search: URLSearchParams): LeaderboardPeriod {
  return search.get('period') === 'all' ? 'all' : DEFAULT_PERIOD;
}
