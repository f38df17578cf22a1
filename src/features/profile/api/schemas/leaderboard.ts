// The leaderboard (issue 13, decision 030): points earned this week or all time, the top 50 and
// the member's own rank. Shared by the client and the local API. Points are decimal strings of
// whole points (docs/architecture.md "Money, points and the ledger").
import * as z from 'zod/mini';
import { PointsSchema } from '../../../quests/api/schemas/quest';

const Instant = z.string().check(z.minLength(10), z.maxLength(40));

export const LEADERBOARD_PERIODS = ['week', 'all'] as const;
export const LeaderboardPeriodSchema = z.enum(LEADERBOARD_PERIODS);
export type LeaderboardPeriod = z.infer<typeof LeaderboardPeriodSchema>;

export const LeaderboardRequestSchema = z.object({ period: LeaderboardPeriodSchema });
export type LeaderboardRequest = z.infer<typeof LeaderboardRequestSchema>;

export const LeaderboardRowSchema = z.object({
  rank: z.number().check(z.int(), z.minimum(1)),
  /** Masked ("Lu***e") unless it is the member. */
  name: z.string(),
  avatar: z.nullable(z.string()),
  level: z.number().check(z.int(), z.minimum(0)),
  points: PointsSchema,
  isMe: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;

export const LeaderboardSchema = z.object({
  period: LeaderboardPeriodSchema,
  /** At most 50, in rank order. */
  rows: z.array(LeaderboardRowSchema),
  /** The signed-in member's own row, wherever it ranks; null for visitors and before any points. */
  me: z.nullable(LeaderboardRowSchema),
  /** The week the board counts (or, for 'all', the current week): one boundary for everyone. */
  weekStartsAt: Instant,
  weekEndsAt: Instant,
  /** The member's IANA zone (UTC for visitors) in which the screen states the week's bounds. */
  timeZone: z.string(),
  /** When the ranks of members outside the top 50 were last counted (the top 50 is at most 2 s old). */
  rankedAt: Instant,
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;
