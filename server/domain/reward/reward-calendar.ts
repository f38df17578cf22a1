// RewardCalendar and QueryMissionByDate (issue 12, decision 026): a month of days in the member's
// zone (a visitor's device zone, from the request) with each day's open missions, check-in state and what it paid or will
// pay, and the missions of one day. "Missions of a day": quests and event quests open at some
// instant of that local day.
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type { QuestSummary } from '../../../src/features/quests/api/schemas/quest.ts';
import type {
  CalendarDay,
  RewardCalendar,
} from '../../../src/features/reward/api/schemas/reward.ts';
import { dayKey, safeTimeZone, startOfLocalDay } from '../shared/periods.ts';
import {
  QUEST_COLUMNS,
  QUEST_FROM,
  questViews,
  summaryOut,
  type QuestRow,
} from '../quests/quests.ts';
import { type Viewer } from '../shared/viewer.ts';
import {
  addDays,
  checkInsOf,
  parseDay,
  pointsForStreakDay,
  receiptOf,
  ruleOut,
  streakEnding,
} from './check-ins.ts';

/** A day of missions lists at most this many (the catalogue holds far fewer). */
export const MISSIONS_PER_DAY_LIMIT = 100;

function startOfDay(day: string, timeZone: string): Date {
  const p = parseDay(day)!;
  return startOfLocalDay(p.year, p.month, p.day, timeZone);
}

function daysOfMonth(month: string): string[] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

export async function rewardCalendar(
  db: Queryable,
  month: string | undefined,
  viewer: Viewer | null,
  now: Date,
  visitorZone?: string,
): Promise<RewardCalendar> {
  const timeZone = viewer?.timeZone ?? safeTimeZone(visitorZone);
  const today = dayKey(now, timeZone);
  const shown = month ?? today.slice(0, 7);
  const days = daysOfMonth(shown);
  const bounds = [...days, addDays(days.at(-1)!, 1)].map((d) => startOfDay(d, timeZone));
  const quests = await db.query<{ starts_at: Date; ends_at: Date | null }>(
    `SELECT starts_at, ends_at FROM quests WHERE starts_at < $2 AND (ends_at IS NULL OR ends_at > $1)`,
    [bounds[0], bounds.at(-1)],
  );
  const paid = viewer ? await checkInsOf(db, viewer.memberId) : new Map<string, string>();
  const checked = new Set(paid.keys());
  const checkedInToday = checked.has(today);
  // Streak day that today is (or would be); day k after today is that + k if every day is kept.
  const todayStreakDay = streakEnding(checked, addDays(today, -1)) + 1;
  const out: CalendarDay[] = days.map((day, i) => {
    const start = bounds[i]!.getTime();
    const end = bounds[i + 1]!.getTime();
    const missions = quests.filter(
      (q) => q.starts_at.getTime() < end && (q.ends_at === null || q.ends_at.getTime() > start),
    ).length;
    if (checked.has(day)) return { day, missions, status: 'checkedIn', points: paid.get(day)! };
    if (day < today) return { day, missions, status: 'missed', points: null };
    const ahead = Math.round((start - startOfDay(today, timeZone).getTime()) / 86_400_000);
    return {
      day,
      missions,
      status: day === today ? 'today' : 'upcoming',
      points: String(pointsForStreakDay(todayStreakDay + ahead)),
    };
  });
  return {
    month: shown,
    today,
    timeZone,
    nextDayAt: startOfDay(addDays(today, 1), timeZone).toISOString(),
    streak: checkedInToday ? todayStreakDay : todayStreakDay - 1,
    checkedInToday,
    todayPoints: paid.get(today) ?? String(pointsForStreakDay(todayStreakDay)),
    rule: ruleOut(),
    days: out,
    receipt: viewer && checkedInToday ? await receiptOf(db, viewer.memberId, today) : null,
  };
}

export async function missionsByDate(
  db: Queryable,
  date: string,
  viewer: Viewer | null,
  now: Date,
  language: MailLanguage,
  visitorZone?: string,
): Promise<QuestSummary[]> {
  if (!parseDay(date)) throw new ApiError('ParameterError');
  const timeZone = viewer?.timeZone ?? safeTimeZone(visitorZone);
  const rows = await db.query<QuestRow>(
    `SELECT ${QUEST_COLUMNS} FROM ${QUEST_FROM}
      WHERE q.starts_at < $2 AND (q.ends_at IS NULL OR q.ends_at > $1)
      ORDER BY q.sort_order, q.id LIMIT ${MISSIONS_PER_DAY_LIMIT}`,
    [startOfDay(date, timeZone), startOfDay(addDays(date, 1), timeZone)],
  );
  const views = await questViews(db, rows, viewer, now, { visitorZone });
  return views.map((v) => summaryOut(v, language));
}
