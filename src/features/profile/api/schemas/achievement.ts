// Achievements (badges) and event tickets (issue 13, decision 031). The spec names them only:
// decision 031 designs the fields. Shared by the client and the local API. Names and purposes
// arrive in the request's Accept-Language; instants are ISO strings, shown in `timeZone` (the
// member's zone, where "a day" of a streak is counted).
import * as z from 'zod/mini';
import { Id } from '../../../../shared/api/schemas/ids';

const Count = z.number().check(z.int(), z.minimum(0), z.maximum(2_147_483_647));
const Instant = z.string().check(z.minLength(10), z.maxLength(40));

export const ACHIEVEMENT_CRITERIA = [
  'questClaims',
  'checkInStreak',
  'invites',
  'steamConnected',
  'level',
  'lootboxOpens',
  'prizeRedeems',
] as const;
export const AchievementCriterionSchema = z.enum(ACHIEVEMENT_CRITERIA);
export type AchievementCriterion = z.infer<typeof AchievementCriterionSchema>;

export const AchievementSchema = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  /** The criterion in words ("Check in 7 days in a row."). */
  description: z.string(),
  criterion: AchievementCriterionSchema,
  target: Count,
  /** Towards the target, capped at it; an unlocked badge shows the target. */
  progress: Count,
  /** When the criterion was first met; null while locked. */
  unlockedAt: z.nullable(Instant),
});
export type Achievement = z.infer<typeof AchievementSchema>;

/** GET /api/Member/Achievements: every badge, in the catalogue's order. */
export const AchievementListSchema = z.object({
  items: z.array(AchievementSchema),
  timeZone: z.string(),
});
export type AchievementList = z.infer<typeof AchievementListSchema>;

export const TICKET_STATES = ['valid', 'used', 'expired'] as const;
export const TicketStateSchema = z.enum(TICKET_STATES);
export type TicketState = z.infer<typeof TicketStateSchema>;

/** eventQuest: claiming a quest of the event; checkInMilestone: check-ins while it ran; grant: its team. */
export const TICKET_SOURCES = ['eventQuest', 'checkInMilestone', 'grant'] as const;
export const TicketSourceSchema = z.enum(TICKET_SOURCES);
export type TicketSource = z.infer<typeof TicketSourceSchema>;

export const TicketsRequestSchema = z.object({
  page: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
  size: z.number().check(z.int(), z.minimum(1), z.maximum(100)),
  /** Only tickets in this state (the profile summary counts the valid ones). */
  state: z.optional(TicketStateSchema),
});
export type TicketsRequest = z.infer<typeof TicketsRequestSchema>;

export const TicketSchema = z.object({
  id: Id,
  /** What the ticket is for ("Entry to the Winter Clash grand draw"). */
  purpose: z.string(),
  eventId: Id,
  eventTitle: z.string(),
  source: TicketSourceSchema,
  /** The quest whose claim earned it (eventQuest), else null. */
  questTitle: z.nullable(z.string()),
  /** The check-ins it took (checkInMilestone), else null. */
  checkInDays: z.nullable(Count),
  issuedAt: Instant,
  expiresAt: Instant,
  usedAt: z.nullable(Instant),
  state: TicketStateSchema,
});
export type Ticket = z.infer<typeof TicketSchema>;

/** POST /api/Member/Tickets: valid first (soonest expiry first), then used and expired (newest first). */
export const TicketPageSchema = z.object({
  items: z.array(TicketSchema),
  timeZone: z.string(),
});
export type TicketPage = z.infer<typeof TicketPageSchema>;
