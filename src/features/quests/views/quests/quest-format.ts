// Pure helpers of the quest screens: "ends in…", a winner's result (numbers: src/i18n/points.ts).
import type { QuestState } from '../../api/schemas/quest';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Closer than this, a card says "ends in 3 days" rather than the date. */
export const ENDS_SOON_MS = 7 * DAY_MS;

/** When a quest or event is, as a card says it. */
export type Timing =
  | { kind: 'startsAt'; at: string }
  | { kind: 'endsIn'; unit: 'days' | 'hours' | 'minutes'; count: number }
  | { kind: 'endsAt'; at: string }
  | { kind: 'endedAt'; at: string }
  | { kind: 'open' };

function time(text: string): number {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? Number.NaN : ms;
}

export function timing(startsAt: string, endsAt: string | null, now: number): Timing {
  const starts = time(startsAt);
  if (starts > now) return { kind: 'startsAt', at: startsAt };
  if (endsAt === null) return { kind: 'open' };
  const ends = time(endsAt);
  if (Number.isNaN(ends)) return { kind: 'open' };
  const left = ends - now;
  if (left <= 0) return { kind: 'endedAt', at: endsAt };
  if (left >= ENDS_SOON_MS) return { kind: 'endsAt', at: endsAt };
  if (left >= DAY_MS) return { kind: 'endsIn', unit: 'days', count: Math.floor(left / DAY_MS) };
  if (left >= HOUR_MS) return { kind: 'endsIn', unit: 'hours', count: Math.floor(left / HOUR_MS) };
  return { kind: 'endsIn', unit: 'minutes', count: Math.max(1, Math.ceil(left / MINUTE_MS)) };
}

/** The member's own result on a winner board (WinnerBoard `mine`), as the summary card says it. */
export type MyResult =
  | { kind: 'rank'; rank: number }
  | { kind: 'notWinner' }
  | { kind: 'notClaimed' }
  | { kind: 'eventUnfinished' };

/** States in which the member can still finish and claim. */
const STILL_OPEN: readonly QuestState[] = ['locked', 'available', 'inProgress', 'claimable'];

export function myResult(
  mine: { rank: number | null; state: QuestState },
  isEvent = false,
): MyResult {
  if (mine.rank !== null) return { kind: 'rank', rank: mine.rank };
  // An event ranks members who claimed every one of its quests: one claimed of several is under
  // way, not "not claimed" (issue 28 item 15: said right after a claim).
  if (isEvent && mine.state === 'inProgress') return { kind: 'eventUnfinished' };
  return STILL_OPEN.includes(mine.state) ? { kind: 'notClaimed' } : { kind: 'notWinner' };
}

/** Done of total as a share for a progress bar (0–1), safe for 0 of 0 and bad counts. */
export function progressShare(done: number, total: number): number {
  if (!Number.isFinite(done) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(1, Math.max(0, done / total));
}
