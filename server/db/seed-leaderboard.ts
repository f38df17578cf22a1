// The demo leaderboard's rivals (issue 13, decision 030). Written after the quest seed, so their
// scores can be set around the demo member's: about half above and half below on this week's board
// and on the all-time board, one of them level with the demo member this week but later (ties go to
// whoever got there first). Points are earned through the ledger like anyone's (kind 'seedEarned');
// the leaderboard's trigger files them.
import type { Queryable } from './db.ts';
import { credit } from '../domain/shared/ledger.ts';
import { leaderboardWeek } from '../domain/profile/leaderboard-week.ts';
import { SEED_BOARD_NICKNAMES } from './seed-leaderboard-data.ts';

const HOUR_MS = 3_600_000;

async function scoreOf(tx: Queryable, memberId: number, period: string): Promise<number> {
  const [row] = await tx.query<{ points: string }>(
    'SELECT points::text AS points FROM leaderboard_scores WHERE period = $1 AND member_id = $2',
    [period, memberId],
  );
  return Number(row?.points ?? '0');
}

/** The best score of the other active members (the rivals stay above every one of them). */
async function othersBest(tx: Queryable, demoMemberId: number, period: string): Promise<number> {
  const [row] = await tx.query<{ points: string }>(
    `SELECT coalesce(max(s.points), 0)::text AS points FROM leaderboard_scores s
       JOIN members m ON m.id = s.member_id AND m.status = 'Actived'
      WHERE s.period = $1 AND s.member_id <> $2`,
    [period, demoMemberId],
  );
  return Number(row!.points);
}

/**
 * `count` scores from high to low, evenly apart, centred on `centre` when it stands clear of `low`
 * (the demo member in the middle), else starting at `low + span` (the demo member near the end).
 */
function spread(index: number, count: number, centre: number, low: number, span: number): number {
  const high = Math.max(2 * centre - low, low + span);
  return Math.round(high - ((high - low) * index) / (count - 1));
}

/** `passwordHash`: one hash of a random, forgotten password: rivals are on the board, never signed in. */
export async function insertLeaderboardRivals(
  tx: Queryable,
  now: Date,
  demoMemberId: number,
  passwordHash: string,
): Promise<void> {
  const week = leaderboardWeek(now);
  // The demo member's weekly points depend on the weekday the seed runs (none early on a Monday).
  const demoWeek = await scoreOf(tx, demoMemberId, week.key);
  const demoBefore = (await scoreOf(tx, demoMemberId, 'all')) - demoWeek;
  const lowWeek = (await othersBest(tx, demoMemberId, week.key)) + 10;
  const lowBefore = (await othersBest(tx, demoMemberId, 'all')) + 50;
  const count = SEED_BOARD_NICKNAMES.length;
  const weekSoFar = Math.max(now.getTime() - week.startsAt.getTime(), 1);
  for (const [index, nickname] of SEED_BOARD_NICKNAMES.entries()) {
    const tie = index === Math.floor(count / 2) && demoWeek > lowWeek;
    const weekly = tie ? demoWeek : spread(index, count, demoWeek, lowWeek, 60);
    const before = spread(index, count, demoBefore, lowBefore, 600);
    const [member] = await tx.query<{ id: number }>(
      `INSERT INTO members (uid, email, password_hash, nickname, level, invite_code, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'Actived', $7) RETURNING id`,
      [
        String(10_090_001 + index),
        `rival${index + 1}@gamerhub.test`,
        passwordHash,
        nickname,
        0,
        `GHRIVAL${index + 1}`,
        new Date(now.getTime() - (40 + index) * 24 * HOUR_MS),
      ],
    );
    const memberId = member!.id;
    const earn = (amount: number, at: Date, source: string) =>
      credit(tx, {
        memberId,
        asset: 'POINT',
        amount: BigInt(amount),
        kind: 'seedEarned',
        source,
        at,
      });
    await earn(
      before,
      new Date(week.startsAt.getTime() - (index + 2) * 5 * HOUR_MS),
      'seed:before',
    );
    // Spread over the week so far; the tie lands just before now, after the demo member's points.
    const share = tie ? 0.999 : (index + 1) / (count + 1);
    await earn(weekly, new Date(week.startsAt.getTime() + weekSoFar * share), 'seed:week');
  }
}
