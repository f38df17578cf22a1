// The leaderboard (issue 13, decision 030): points earned this week or all time (kept by migration
// 010's trigger on the ledger), the top 50 read from the rank index (at most 2 s old), and the
// signed-in member's own row with its rank wherever it is. Other members' names are masked; the
// member's own is not.
import type { Queryable } from '../../db/db.ts';
import type { Clock } from '../../clock.ts';
import type {
  Leaderboard,
  LeaderboardPeriod,
  LeaderboardRow,
} from '../../../src/features/profile/api/schemas/leaderboard.ts';
import { maskName } from '../shared/mask-name.ts';
import { memberLevel } from '../shared/levels.ts';
import { leaderboardWeek } from './leaderboard-week.ts';
import { rankIn, snapshotOf, type Score, type Snapshot } from './rank-snapshot.ts';
import { safeTimeZone } from '../shared/periods.ts';

export const TOP = 50;
/** How old the top 50 may be when served (the member's own row is always read live). */
export const TOP_MAX_AGE_MS = 2_000;

type BoardRow = {
  member_id: number;
  nickname: string;
  avatar: string | null;
  level: number;
  points: string;
  earned: string | null;
};

/**
 * Only active members are listed: a closed or blocked account leaves the board. The leaders come
 * off the rank index first (MATERIALIZED, so the planner cannot start from members instead, as it
 * does on a fresh table without statistics), then lose the inactive among them (in JS); $2 > 50 leaves room.
 */
const TOP_SQL = `
  WITH leaders AS MATERIALIZED (
    SELECT member_id, points, reached_at FROM leaderboard_scores
     WHERE period = $1 ORDER BY points DESC, reached_at, member_id LIMIT $2)
  SELECT l.member_id, m.nickname, m.avatar, m.level, l.points::text AS points,
         a.points::text AS earned, m.status = 'Actived' AS active
    FROM leaders l
    JOIN members m ON m.id = l.member_id
    LEFT JOIN leaderboard_scores a ON a.period = 'all' AND a.member_id = l.member_id
   ORDER BY l.points DESC, l.reached_at, l.member_id`;

const ME_SQL = `
  SELECT m.nickname, m.avatar, m.level, m.time_zone, s.points::text AS points,
         (extract(epoch FROM s.reached_at) * 1000000)::float8 AS reached_us,
         a.points::text AS earned
    FROM members m
    LEFT JOIN leaderboard_scores s ON s.period = $1 AND s.member_id = m.id
    LEFT JOIN leaderboard_scores a ON a.period = 'all' AND a.member_id = m.id
   WHERE m.id = $2`;

/**
 * The whole order of a period, straight off the rank index, as one text "points reachedUs id,…":
 * PGlite hands back 100,000 rows of three columns in ~700 ms, this one value in ~130 ms.
 */
const ORDER_SQL = `
  SELECT coalesce(string_agg(points || ' ' || (extract(epoch FROM reached_at) * 1000000)::bigint
                             || ' ' || member_id, ',' ORDER BY points DESC, reached_at, member_id), '') AS scores
    FROM leaderboard_scores WHERE period = $1`;
const INACTIVE_SQL = `SELECT id FROM members WHERE status <> 'Actived'`;

export type LeaderboardReader = {
  read(period: LeaderboardPeriod, memberId: number | null): Promise<Leaderboard>;
  /** Takes this week's and the all-time snapshots, so the first members to ask do not wait. */
  warm(): Promise<void>;
};

/**
 * One reader per app: it keeps, per period key, the last rank snapshot, retaken when older than
 * `rankMaxAgeMs` by the app's clock (0: on every read that needs one, as tests do).
 */
export function leaderboardReader(
  db: Queryable,
  clock: Clock,
  rankMaxAgeMs = 60_000,
): LeaderboardReader {
  const snapshots = new Map<string, Snapshot>();
  const taking = new Map<string, Promise<Snapshot>>();

  async function take(key: string): Promise<Snapshot> {
    const takenAt = clock.now();
    const [order] = await db.query<{ scores: string }>(ORDER_SQL, [key]);
    const inactive = new Set((await db.query<{ id: number }>(INACTIVE_SQL)).map((r) => r.id));
    const scores: Score[] = [];
    for (const entry of order!.scores ? order!.scores.split(',') : []) {
      const [points, reachedUs, memberId] = entry.split(' ').map(Number) as [
        number,
        number,
        number,
      ];
      if (!inactive.has(memberId)) scores.push({ points, reachedUs, memberId });
    }
    const snapshot = snapshotOf(scores, takenAt);
    // Last week's snapshot is of no more use once a new week has one.
    if (key !== 'all') for (const old of snapshots.keys()) if (old !== 'all') snapshots.delete(old);
    snapshots.set(key, snapshot);
    return snapshot;
  }

  function retake(key: string): Promise<Snapshot> {
    let pending = taking.get(key);
    if (!pending) {
      pending = take(key).finally(() => taking.delete(key));
      taking.set(key, pending);
    }
    return pending;
  }

  /**
   * The period's snapshot. A stale one is still answered with while a new one is taken (one read
   * for all requests meanwhile), so no request waits for it; only the first read of a period, or
   * every read when the allowed age is 0, waits.
   */
  async function snapshotFor(key: string): Promise<Snapshot> {
    const known = snapshots.get(key);
    if (known && clock.now().getTime() - known.takenAt.getTime() < rankMaxAgeMs) return known;
    if (!known || rankMaxAgeMs === 0) return retake(key);
    retake(key).catch(() => {
      // The stale snapshot keeps answering; the next read tries again.
    });
    return known;
  }

  /** The top 50 active members, asking for more leaders while inactive ones leave gaps. */
  async function readLeaders(key: string): Promise<BoardRow[]> {
    for (let limit = TOP + 10; ; limit *= 4) {
      const rows = await db.query<BoardRow & { active: boolean }>(TOP_SQL, [key, limit]);
      const active = rows.filter((r) => r.active);
      if (active.length >= TOP || rows.length < limit) return active.slice(0, TOP);
    }
  }

  // The top 50 is the same for every request: read once per TOP_MAX_AGE_MS (and once for all the
  // requests arriving meanwhile) instead of ~1.4 ms of PGlite's one thread per request at 100,000.
  const topMaxAgeMs = rankMaxAgeMs === 0 ? 0 : TOP_MAX_AGE_MS;
  const tops = new Map<string, { readAt: number; rows: Promise<BoardRow[]> }>();
  function leaders(key: string): Promise<BoardRow[]> {
    const now = clock.now().getTime();
    const known = tops.get(key);
    if (known && now - known.readAt < topMaxAgeMs) return known.rows;
    const rows = readLeaders(key);
    if (topMaxAgeMs === 0) return rows;
    if (tops.size > 4) tops.clear();
    tops.set(key, { readAt: now, rows });
    // A failed read is not kept: the next request reads again.
    rows.catch(() => {
      if (tops.get(key)?.rows === rows) tops.delete(key);
    });
    return rows;
  }

  return {
    async warm() {
      await retake('all');
      await retake(leaderboardWeek(clock.now()).key);
    },
    async read(period, memberId) {
      const now = clock.now();
      const week = leaderboardWeek(now);
      const key = period === 'week' ? week.key : 'all';
      const top = await leaders(key);
      const rows: LeaderboardRow[] = top.map((r, i) => ({
        rank: i + 1,
        name: r.member_id === memberId ? r.nickname : maskName(r.nickname),
        avatar: r.avatar,
        level: memberLevel(r.level, BigInt(r.earned ?? '0')),
        points: r.points,
        isMe: r.member_id === memberId,
      }));
      let me: LeaderboardRow | null = null;
      let timeZone = 'UTC';
      let rankedAt = now;
      if (memberId !== null) {
        const [mine] = await db.query<
          Omit<BoardRow, 'member_id' | 'points'> & {
            time_zone: string;
            points: string | null;
            reached_us: number | null;
          }
        >(ME_SQL, [key, memberId]);
        if (mine) {
          timeZone = safeTimeZone(mine.time_zone);
          const listed = rows.find((r) => r.isMe);
          if (listed) me = listed;
          else if (mine.points !== null && mine.reached_us !== null) {
            const snapshot = await snapshotFor(key);
            rankedAt = snapshot.takenAt;
            const rank = rankIn(snapshot, {
              points: Number(mine.points),
              reachedUs: mine.reached_us,
              memberId,
            });
            me = {
              // Not in the top 50 served, so never ranked inside it, however old the snapshot.
              rank: rows.length < TOP ? rows.length + 1 : Math.max(rank, TOP + 1),
              name: mine.nickname,
              avatar: mine.avatar,
              level: memberLevel(mine.level, BigInt(mine.earned ?? '0')),
              points: mine.points,
              isMe: true,
            };
          }
        }
      }
      return {
        period,
        rows,
        me,
        weekStartsAt: week.startsAt.toISOString(),
        weekEndsAt: week.endsAt.toISOString(),
        timeZone,
        rankedAt: rankedAt.toISOString(),
      };
    },
  };
}
