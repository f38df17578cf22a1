// The reward calendar and the daily check-in (issue 12; decision 026 designs the fields). Shared by
// the client and the local API. Days are calendar days in the member's IANA time zone, written
// YYYY-MM-DD; points are decimal strings of whole points (docs/architecture.md "Money, points and the ledger").
import * as z from 'zod/mini';
import { PointsSchema } from '../../../quests/api/schemas/quest';
import { Id } from '../../../../shared/api/schemas/ids';

const Instant = z.string().check(z.minLength(10), z.maxLength(40));

/** A calendar day, 2000-01-01 to 2099-12-31 (the calendar shows no other years). */
export const DayKeySchema = z
  .string()
  .check(z.regex(/^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/));
/** A calendar month, 2000-01 to 2099-12. */
export const MonthKeySchema = z.string().check(z.regex(/^20\d\d-(0[1-9]|1[0-2])$/));

/** What a check-in paid: the ledger entry, the day it is for and the streak that day reached. */
export const CheckInReceiptSchema = z.object({
  entryId: Id,
  day: DayKeySchema,
  amount: PointsSchema,
  asset: z.enum(['POINT']),
  balanceAfter: PointsSchema,
  /** Consecutive checked-in days ending on `day`. */
  streak: z.number().check(z.int(), z.minimum(1)),
  checkedInAt: Instant,
});
export type CheckInReceipt = z.infer<typeof CheckInReceiptSchema>;

/**
 * The check-in rule, sent with the calendar so the screen states the rule the server applies:
 * every day of a streak pays `basePoints`, every `bonusEvery`-th day in a row pays `bonusPoints`
 * instead; a day without a check-in starts the streak again at day 1.
 */
export const CheckInRuleSchema = z.object({
  basePoints: PointsSchema,
  bonusEvery: z.number().check(z.int(), z.minimum(2)),
  bonusPoints: PointsSchema,
});
export type CheckInRule = z.infer<typeof CheckInRuleSchema>;

/**
 * One day's check-in state: checkedIn (paid `points`), missed (past, not checked in; a visitor's
 * past days are missed too), today (open: pays `points` now), upcoming (pays `points` if every day
 * until then is checked in).
 */
export const DAY_STATUSES = ['checkedIn', 'missed', 'today', 'upcoming'] as const;
export const DayStatusSchema = z.enum(DAY_STATUSES);
export type DayStatus = z.infer<typeof DayStatusSchema>;

export const CalendarDaySchema = z.object({
  day: DayKeySchema,
  /** Quests and event quests open at some time of this day. */
  missions: z.number().check(z.int(), z.minimum(0)),
  status: DayStatusSchema,
  /** What the day paid or will pay; null for a missed day. */
  points: z.nullable(PointsSchema),
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

export const RewardCalendarSchema = z.object({
  month: MonthKeySchema,
  today: DayKeySchema,
  /** The IANA zone days are counted in (UTC for a visitor). */
  timeZone: z.string(),
  /** When today ends there: the next day can be checked in from this instant. */
  nextDayAt: Instant,
  /** Consecutive checked-in days ending today, or yesterday while today is still open. */
  streak: z.number().check(z.int(), z.minimum(0)),
  checkedInToday: z.boolean(),
  /** What today pays (or paid): shown on the check-in button whichever month is on screen. */
  todayPoints: PointsSchema,
  rule: CheckInRuleSchema,
  /** Every day of the month, first to last. */
  days: z.array(CalendarDaySchema),
  /** Today's receipt once checked in (the same one CheckIn answers again). */
  receipt: z.nullable(CheckInReceiptSchema),
});
export type RewardCalendar = z.infer<typeof RewardCalendarSchema>;

/** No month: the month of today in the member's zone. */
export const RewardCalendarRequestSchema = z.object({ month: z.optional(MonthKeySchema) });
export type RewardCalendarRequest = z.infer<typeof RewardCalendarRequestSchema>;

export const MissionsByDateRequestSchema = z.object({ date: DayKeySchema });
export type MissionsByDateRequest = z.infer<typeof MissionsByDateRequestSchema>;

/**
 * The day the member means to check in for (the day the screen showed as today). Another day than
 * today is refused with CheckInDayOver, unless that day was already checked in: then its receipt.
 */
export const CheckInRequestSchema = z.object({ day: DayKeySchema });
export type CheckInRequest = z.infer<typeof CheckInRequestSchema>;
