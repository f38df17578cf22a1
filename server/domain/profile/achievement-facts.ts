// What each badge criterion counts, read from data the platform already keeps (decision 031), and
// when a target was first reached: the n-th claim's time, the check-in that made the streak, the
// ledger credit that crossed a level's threshold. Pure functions over one read of the member.
import type { Queryable } from '../../db/db.ts';
import { LEVEL_THRESHOLDS_POINTS } from '../../../src/config/constants.ts';
import type { AchievementCriterion } from '../../../src/features/profile/api/schemas/achievement.ts';
import { addDays, CHECK_IN_KIND } from '../reward/check-ins.ts';
import { NOT_EARNED_KINDS } from '../shared/ledger.ts';
import { memberLevel } from '../shared/levels.ts';
import { dayKey, safeTimeZone } from '../shared/periods.ts';

/** A criterion's count now, and when it first reached `target` (null: not yet, or not known). */
export type Standing = { progress: number; metAt: (target: number) => Date | null };

export type Facts = Record<AchievementCriterion, Standing>;

/** Every criterion's standing, and the member's zone (where a streak's days are counted). */
export type MemberFacts = { facts: Facts; timeZone: string };

type FactRow = {
  time_zone: string;
  level: number;
  steam_connected: boolean;
  claims: string | null;
  invites: string | null;
  opens: string | null;
  redeems: string | null;
  check_ins: string | null;
  credits: string | null;
};

/** `ms,ms,…` (already in time order) → instants. */
const times = (list: string | null): Date[] =>
  list ? list.split(',').map((ms) => new Date(Number(ms))) : [];

const epochList = (column: string, from: string) =>
  `(SELECT string_agg((extract(epoch FROM ${column}) * 1000)::bigint::text, ',' ORDER BY ${column}, id)
      FROM ${from})`;

const FACTS_SQL = `SELECT m.time_zone, m.level, m.steam_connected,
  ${epochList('claimed_at', 'quest_claims WHERE member_id = m.id')} AS claims,
  ${epochList('created_at', 'members WHERE invited_by = m.id')} AS invites,
  ${epochList('opened_at', 'lootbox_opens WHERE member_id = m.id')} AS opens,
  ${epochList('created_at', `exchange_records WHERE member_id = m.id AND status <> 'Fail'`)} AS redeems,
  (SELECT string_agg(substr(source, 9) || '@' || (extract(epoch FROM created_at) * 1000)::bigint::text,
                     ',' ORDER BY source)
     FROM ledger_entries WHERE member_id = m.id AND kind = '${CHECK_IN_KIND}') AS check_ins,
  (SELECT string_agg(amount::text || '@' || (extract(epoch FROM created_at) * 1000)::bigint::text,
                     ',' ORDER BY created_at, id)
     FROM ledger_entries
    WHERE member_id = m.id AND asset = 'POINT' AND direction = 'credit'
      AND kind NOT IN (${NOT_EARNED_KINDS.map((k) => `'${k}'`).join(', ')})) AS credits
  FROM members m WHERE m.id = $1`;

/** A count of things that happened at known times: the target is met at the target-th one. */
export function countStanding(at: Date[]): Standing {
  return { progress: at.length, metAt: (target) => at[target - 1] ?? null };
}

/**
 * Check-ins by day key (each with the time it was written). Progress is the streak still alive:
 * ending today, or yesterday while today is not checked in yet. A target is met by the check-in
 * that first made a run of that many days in a row, even if the run broke later.
 */
export function streakStanding(checkIns: Map<string, Date>, today: string): Standing {
  const days = [...checkIns.keys()].sort();
  const runAt: Date[] = [];
  let run = 0;
  days.forEach((day, i) => {
    run = i > 0 && addDays(days[i - 1]!, 1) === day ? run + 1 : 1;
    if (runAt[run - 1] === undefined) runAt[run - 1] = checkIns.get(day)!;
  });
  let alive = 0;
  const end = checkIns.has(today) ? today : addDays(today, -1);
  for (let d = end; checkIns.has(d); d = addDays(d, -1)) alive += 1;
  return { progress: alive, metAt: (target) => runAt[target - 1] ?? null };
}

/**
 * The level from points ever earned (credits in time order), or the stored level when an operator
 * set it higher. A level reached through points is met at the credit that crossed its threshold;
 * one known only from the stored level has no known time (null).
 */
export function levelStanding(
  storedLevel: number,
  credits: { amount: bigint; at: Date }[],
): Standing {
  let earned = 0n;
  const crossedAt: (Date | null)[] = LEVEL_THRESHOLDS_POINTS.map(() => null);
  for (const credit of credits) {
    earned += credit.amount;
    LEVEL_THRESHOLDS_POINTS.forEach((threshold, level) => {
      if (crossedAt[level] === null && earned >= BigInt(threshold)) crossedAt[level] = credit.at;
    });
  }
  return {
    progress: memberLevel(storedLevel, earned),
    metAt: (target) => crossedAt[target] ?? null,
  };
}

export async function readFacts(db: Queryable, memberId: number, now: Date): Promise<MemberFacts> {
  const [row] = await db.query<FactRow>(FACTS_SQL, [memberId]);
  if (!row) throw new Error(`member ${memberId} is gone`);
  const checkIns = new Map<string, Date>();
  for (const pair of row.check_ins?.split(',') ?? []) {
    const [day, ms] = pair.split('@');
    checkIns.set(day!, new Date(Number(ms)));
  }
  const credits = (row.credits?.split(',') ?? []).map((pair) => {
    const [amount, ms] = pair.split('@');
    return { amount: BigInt(amount!), at: new Date(Number(ms)) };
  });
  const timeZone = safeTimeZone(row.time_zone);
  const facts: Facts = {
    questClaims: countStanding(times(row.claims)),
    checkInStreak: streakStanding(checkIns, dayKey(now, timeZone)),
    invites: countStanding(times(row.invites)),
    steamConnected: { progress: row.steam_connected ? 1 : 0, metAt: () => null },
    level: levelStanding(row.level, credits),
    lootboxOpens: countStanding(times(row.opens)),
    prizeRedeems: countStanding(times(row.redeems)),
  };
  return { facts, timeZone };
}
