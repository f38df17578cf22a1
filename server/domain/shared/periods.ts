// Daily and weekly quests count per period in the member's IANA time zone (docs/architecture.md "Time"): a
// calendar day there, or an ISO week (Monday to Sunday). Intl does the zone arithmetic; formatters
// are cached per zone because building one is far slower than using it.
import { QUESTS } from '../../../src/config/constants.ts';
import type { QuestKind } from '../../../src/features/quests/api/schemas/quest.ts';

/** The period key of quests claimed once (oneTime, event). */
export const ONCE = 'once';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  try {
    const created = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size > 1000) formatters.clear();
    formatters.set(timeZone, created);
    return created;
  } catch {
    return null;
  }
}

/** A zone Intl knows, or the default (a stored zone this runtime lacks must not break a read). */
export function safeTimeZone(timeZone: string | null | undefined): string {
  return timeZone && formatter(timeZone) ? timeZone : QUESTS.DEFAULT_TIME_ZONE;
}

type Parts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

function partsIn(date: Date, timeZone: string): Parts {
  const values: Record<string, number> = {};
  for (const part of formatter(timeZone)!.formatToParts(date))
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  return values as Parts;
}

/** How far the zone's wall clock is ahead of UTC at `date`, in ms. */
function offsetMs(date: Date, timeZone: string): number {
  const p = partsIn(date, timeZone);
  const wholeSecond = Math.floor(date.getTime() / 1000) * 1000;
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - wholeSecond;
}

/** The instant the local calendar day (y, m, d) starts in the zone. */
export function startOfLocalDay(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  let guess = wall - offsetMs(new Date(wall), timeZone);
  // Twice: the offset at the guess may differ from the one at the wall time (a DST change).
  guess = wall - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local calendar date (as a UTC midnight, for date arithmetic only). */
function localDate(date: Date, timeZone: string): Date {
  const p = partsIn(date, timeZone);
  return new Date(Date.UTC(p.year, p.month - 1, p.day));
}

const DAY_MS = 86_400_000;

export function dayKey(date: Date, timeZone: string): string {
  const d = localDate(date, timeZone);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** ISO 8601 week, e.g. 2026-W48 (the week with the year's first Thursday is week 1). */
export function weekKey(date: Date, timeZone: string): string {
  const d = localDate(date, timeZone);
  const isoDay = d.getUTCDay() || 7;
  const thursday = new Date(d.getTime() + (4 - isoDay) * DAY_MS);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / DAY_MS / 7) + 1;
  return `${thursday.getUTCFullYear()}-W${pad(week)}`;
}

export type Period = {
  /** 'once', a day key or a week key: part of the claim's ledger key. */
  key: string;
  /** When this period started and when the next one starts (null for 'once'). */
  startsAt: Date | null;
  endsAt: Date | null;
};

/** The last period computed per kind and zone: a page of quests asks for the same one many times. */
const recent = new Map<string, Period>();

export function periodOf(kind: QuestKind, now: Date, timeZone: string): Period {
  const zone = safeTimeZone(timeZone);
  if (kind !== 'daily' && kind !== 'weekly') return { key: ONCE, startsAt: null, endsAt: null };
  const memo = `${kind}|${zone}`;
  const known = recent.get(memo);
  const t = now.getTime();
  if (known && known.startsAt!.getTime() <= t && t < known.endsAt!.getTime()) return known;
  const period = computePeriod(kind, now, zone);
  if (recent.size > 1000) recent.clear();
  recent.set(memo, period);
  return period;
}

function computePeriod(kind: 'daily' | 'weekly', now: Date, zone: string): Period {
  const today = localDate(now, zone);
  const back = kind === 'daily' ? 0 : (today.getUTCDay() || 7) - 1;
  const length = kind === 'daily' ? 1 : 7;
  const first = new Date(today.getTime() - back * DAY_MS);
  const next = new Date(first.getTime() + length * DAY_MS);
  const start = (d: Date) =>
    startOfLocalDay(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), zone);
  return {
    key: kind === 'daily' ? dayKey(now, zone) : weekKey(now, zone),
    startsAt: start(first),
    endsAt: start(next),
  };
}
