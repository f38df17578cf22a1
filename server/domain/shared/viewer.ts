// The member as the rules see them: zone, level, Steam, invites, points ever earned and check-ins.
// Quests derive their conditions from it; the reward calendar, explore and the claim read it too.
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../http/envelope.ts';
import { EARNED_POINTS_SQL } from './ledger.ts';
import { memberLevel } from './levels.ts';
import { safeTimeZone } from './periods.ts';

/** What the derived conditions read, and the zone periods are counted in. null: a visitor. */
export type Viewer = {
  memberId: number;
  timeZone: string;
  level: number;
  steamConnected: boolean;
  invites: number;
  earned: bigint;
  /** When each ledger entry of kind checkIn was written (the rewards issue writes them). */
  checkIns: Date[];
};

/**
 * The viewer's columns, for a query whose FROM has `members m` (viewerOf, and the claim's one read
 * in quest-claims.ts): level, zone, Steam, invites, points ever earned and check-in times.
 */
export const VIEWER_COLUMNS = `m.level, m.time_zone, m.steam_connected,
  (SELECT count(*)::int FROM members i WHERE i.invited_by = m.id) AS invites,
  ${EARNED_POINTS_SQL} AS earned,
  (SELECT string_agg((extract(epoch FROM created_at) * 1000)::bigint::text, ',')
     FROM ledger_entries WHERE member_id = m.id AND kind = 'checkIn') AS check_ins`;

export type ViewerRow = {
  level: number;
  time_zone: string;
  steam_connected: boolean;
  invites: number;
  earned: string;
  check_ins: string | null;
};

export function viewerFromRow(memberId: number, row: ViewerRow): Viewer {
  const earned = BigInt(row.earned);
  return {
    memberId,
    timeZone: safeTimeZone(row.time_zone),
    level: memberLevel(row.level, earned),
    steamConnected: row.steam_connected,
    invites: row.invites,
    earned,
    checkIns: row.check_ins ? row.check_ins.split(',').map((ms) => new Date(Number(ms))) : [],
  };
}

export async function viewerOf(db: Queryable, memberId: number | null): Promise<Viewer | null> {
  if (memberId === null) return null;
  const [row] = await db.query<ViewerRow>(
    `SELECT ${VIEWER_COLUMNS} FROM members m WHERE m.id = $1`,
    [memberId],
  );
  if (!row) throw new ApiError('UserNotExist');
  return viewerFromRow(memberId, row);
}
