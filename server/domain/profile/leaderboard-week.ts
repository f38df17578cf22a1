// The leaderboard's week (decision 030): one boundary for everyone, Monday 00:00 UTC, so every
// member competes in the same week whatever their zone. Must match date_trunc('week', … AT TIME
// ZONE 'UTC') in migration 010's trigger, which files each earning under its week.
const DAY_MS = 86_400_000;

export type LeaderboardWeek = { key: string; startsAt: Date; endsAt: Date };

export function leaderboardWeek(now: Date): LeaderboardWeek {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  const startsAt = new Date(midnight - sinceMonday * DAY_MS);
  return {
    key: startsAt.toISOString().slice(0, 10),
    startsAt,
    endsAt: new Date(startsAt.getTime() + 7 * DAY_MS),
  };
}
