// The daily check-in (issue 12, decision 026): one ledger credit per member and calendar day in the
// member's time zone, keyed (member, 'checkIn', 'checkIn:<YYYY-MM-DD>') — the key the quest
// condition "check in N days" counts. The balance row is locked before the key is looked up, so 50
// check-ins at once for one day take turns and all but the first get the first receipt back.
import type { Db, Queryable } from '../../db/db.ts';
import type { Clock } from '../../clock.ts';
import { ApiError } from '../../http/envelope.ts';
import type {
  CheckInReceipt,
  CheckInRule,
} from '../../../src/features/reward/api/schemas/reward.ts';
import { credit, findEntry, lockMember, type LedgerEntry } from '../shared/ledger.ts';
import { dayKey, safeTimeZone } from '../shared/periods.ts';
import { sendMessage } from '../shared/member-messages.ts';
import { wantsActivity } from '../shared/member-settings.ts';

export const CHECK_IN_KIND = 'checkIn';
export const checkInSource = (day: string) => `checkIn:${day}`;

/** Decision 026: 10 points a day, 50 on every 7th day in a row; a missed day restarts at day 1. */
export const CHECK_IN_RULE = { basePoints: 10, bonusEvery: 7, bonusPoints: 50 } as const;

export function ruleOut(): CheckInRule {
  return {
    basePoints: String(CHECK_IN_RULE.basePoints),
    bonusEvery: CHECK_IN_RULE.bonusEvery,
    bonusPoints: String(CHECK_IN_RULE.bonusPoints),
  };
}

/** What the n-th consecutive day (1-based) pays. */
export function pointsForStreakDay(n: number): number {
  return n % CHECK_IN_RULE.bonusEvery === 0 ? CHECK_IN_RULE.bonusPoints : CHECK_IN_RULE.basePoints;
}

const DAY_MS = 86_400_000;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** y, m, d of a real calendar day key, or null ('2026-02-31' is not one). */
export function parseDay(day: string): { year: number; month: number; day: number } | null {
  const match = DAY_RE.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date)
    return null;
  return { year, month, day: date };
}

/** The day key `offset` days after `day` (negative: before). */
export function addDays(day: string, offset: number): string {
  const p = parseDay(day)!;
  return new Date(Date.UTC(p.year, p.month - 1, p.day) + offset * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** Consecutive days in `days` ending on `day` (0 when `day` itself is missing). */
export function streakEnding(days: ReadonlySet<string>, day: string): number {
  let n = 0;
  for (let d = day; days.has(d); d = addDays(d, -1)) n += 1;
  return n;
}

export type CheckInRecord = { day: string; entry: LedgerEntry };

/** Every check-in of the member, by day key (read from the ledger key, not the write time). */
export async function checkInsOf(db: Queryable, memberId: number): Promise<Map<string, string>> {
  const rows = await db.query<{ source: string; amount: string }>(
    `SELECT source, amount::text AS amount FROM ledger_entries WHERE member_id = $1 AND kind = $2`,
    [memberId, CHECK_IN_KIND],
  );
  const byDay = new Map<string, string>();
  for (const row of rows) byDay.set(row.source.slice('checkIn:'.length), row.amount);
  return byDay;
}

function receiptOut(entry: LedgerEntry, day: string, streak: number): CheckInReceipt {
  return {
    entryId: entry.id,
    day,
    amount: entry.amount.toString(),
    asset: 'POINT',
    balanceAfter: entry.balanceAfter.toString(),
    streak,
    checkedInAt: entry.createdAt,
  };
}

/** The receipt of a day already checked in, or null. */
export async function receiptOf(
  db: Queryable,
  memberId: number,
  day: string,
): Promise<CheckInReceipt | null> {
  const entry = await findEntry(db, { memberId, kind: CHECK_IN_KIND, source: checkInSource(day) });
  if (!entry) return null;
  const days = new Set((await checkInsOf(db, memberId)).keys());
  return receiptOut(entry, day, Math.max(1, streakEnding(days, day)));
}

async function checkInTx(
  tx: Queryable,
  memberId: number,
  day: string,
  now: Date,
): Promise<CheckInReceipt> {
  const [member] = await tx.query<{ time_zone: string }>(
    'SELECT time_zone FROM members WHERE id = $1',
    [memberId],
  );
  if (!member) throw new ApiError('UserNotExist');
  const timeZone = safeTimeZone(member.time_zone);
  // Lock the member's row, as every money call does first (decision 055): every check-in of this
  // member waits here, so the lookup below sees any check-in committed before it.
  await lockMember(tx, memberId);
  const first = await receiptOf(tx, memberId, day);
  if (first) return first;
  const today = dayKey(now, timeZone);
  // Past days cannot be claimed, future ones not yet: the screen was showing another day as today.
  if (day !== today) throw new ApiError('CheckInDayOver', { data: { today, timeZone } });
  const days = new Set((await checkInsOf(tx, memberId)).keys());
  const streak = streakEnding(days, addDays(today, -1)) + 1;
  const entry = await credit(tx, {
    memberId,
    asset: 'POINT',
    amount: BigInt(pointsForStreakDay(streak)),
    kind: CHECK_IN_KIND,
    source: checkInSource(today),
    at: now,
  });
  // With the credit, so a check-in rolled back tells the member nothing (decision 041).
  if (await wantsActivity(tx, memberId, 'quest'))
    await sendMessage(tx, memberId, {
      template: 'reward.dailyClaimed',
      params: { points: Number(entry.amount) },
      icon: 'icons/reward.svg',
      at: now,
    });
  return receiptOut(entry, today, streak);
}

const UNIQUE_VIOLATION = '23505';

export async function checkIn(
  deps: { db: Db; clock: Clock },
  memberId: number,
  day: string,
): Promise<CheckInReceipt> {
  if (!parseDay(day)) throw new ApiError('ParameterError');
  const now = deps.clock.now();
  try {
    return await deps.db.transaction((tx) => checkInTx(tx, memberId, day, now));
  } catch (error) {
    // Belt and braces: a key written by a racer the lock did not order still answers its receipt.
    if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
    const first = await receiptOf(deps.db, memberId, day);
    if (!first) throw error;
    return first;
  }
}
