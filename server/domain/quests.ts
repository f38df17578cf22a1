// Reading quests for a visitor or a member: the rows, their conditions with this member's progress,
// and the state of each (quest-state.ts). A page of quests costs a fixed number of queries however
// long it is: conditions, progress and claims are read for all of its quests at once.
import type { Queryable } from '../db/db.ts';
import { toIso } from '../db/values.ts';
import { ApiError } from '../http/envelope.ts';
import type { MailLanguage } from '../mail/language.ts';
import type {
  ClaimReceipt,
  ConditionType,
  QuestCondition,
  QuestDetail,
  QuestKind,
  QuestSummary,
} from '../../src/api/schemas/quest.ts';
import { questState, type StateResult } from './quest-state.ts';
import { dayKey, periodOf, safeTimeZone, type Period } from './periods.ts';
import { memberLevel } from './levels.ts';

/** Texts stored per language (jsonb); a missing language falls back to English. */
export type Texts = Partial<Record<MailLanguage, string>>;

export function pick(texts: Texts | null | undefined, language: MailLanguage): string {
  return texts?.[language] ?? texts?.['en-US'] ?? '';
}

export type QuestRow = {
  id: number;
  game_id: number | null;
  game_name: string | null;
  game_icon: string | null;
  event_id: number | null;
  kind: QuestKind;
  title: Texts;
  description: Texts;
  item: Texts | null;
  image: string;
  reward_points: number;
  starts_at: Date;
  ends_at: Date | null;
  winner_limit: number | null;
  min_level: number;
  winner_count: number;
};

export const QUEST_COLUMNS = `q.id, q.game_id, g.name AS game_name, g.icon AS game_icon, q.event_id,
  q.kind, q.title, q.description, q.item, q.image, q.reward_points, q.starts_at, q.ends_at,
  q.winner_limit, q.min_level,
  (SELECT count(*)::int FROM quest_claims qc WHERE qc.quest_id = q.id) AS winner_count`;
export const QUEST_FROM = 'quests q LEFT JOIN games g ON g.id = q.game_id';

type ConditionRow = {
  id: number;
  quest_id: number;
  type: ConditionType;
  target: number;
  game_id: number | null;
  game_name: string | null;
  game_icon: string | null;
  link: string | null;
  label: Texts | null;
};

/** What the derived conditions read, and the zone periods are counted in. null: a visitor. */
export type Viewer = {
  memberId: number;
  timeZone: string;
  level: number;
  steamConnected: boolean;
  invites: number;
  earned: bigint;
};

export async function viewerOf(db: Queryable, memberId: number | null): Promise<Viewer | null> {
  if (memberId === null) return null;
  const [row] = await db.query<{
    level: number;
    time_zone: string;
    steam_connected: boolean;
    invites: number;
    earned: string;
  }>(
    `SELECT m.level, m.time_zone, m.steam_connected,
            (SELECT count(*)::int FROM members i WHERE i.invited_by = m.id) AS invites,
            (SELECT coalesce(sum(amount), 0)::text FROM ledger_entries
              WHERE member_id = m.id AND asset = 'POINT' AND direction = 'credit') AS earned
       FROM members m WHERE m.id = $1`,
    [memberId],
  );
  if (!row) throw new ApiError('UserNotExist');
  const earned = BigInt(row.earned);
  return {
    memberId,
    timeZone: safeTimeZone(row.time_zone),
    level: memberLevel(row.level, earned),
    steamConnected: row.steam_connected,
    invites: row.invites,
    earned,
  };
}

type ProgressRow = {
  condition_id: number;
  period_key: string;
  progress: number;
  completed_at: Date | null;
};

type ClaimRow = {
  quest_id: number;
  period_key: string;
  entry_id: number;
  amount: string;
  balance_after: string;
  created_at: Date;
};

/** A quest as read for one viewer, ready to be answered in any language. */
export type QuestView = {
  row: QuestRow;
  period: Period;
  conditions: {
    row: ConditionRow;
    progress: number;
    done: boolean;
  }[];
  claim: ClaimRow | null;
  result: StateResult;
};

const STORED: ReadonlySet<ConditionType> = new Set(['playGame', 'interactive']);

/** Check-in days (ledger entries of kind checkIn) as local day keys, read only when a quest needs them. */
async function checkInDays(db: Queryable, viewer: Viewer): Promise<{ key: string; at: Date }[]> {
  const rows = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM ledger_entries WHERE member_id = $1 AND kind = 'checkIn'`,
    [viewer.memberId],
  );
  return rows.map((r) => ({ key: dayKey(r.created_at, viewer.timeZone), at: r.created_at }));
}

function derivedProgress(
  type: ConditionType,
  viewer: Viewer,
  period: Period,
  checkIns: { key: string; at: Date }[],
): number {
  switch (type) {
    case 'reachLevel':
      return viewer.level;
    case 'connectSteam':
      return viewer.steamConnected ? 1 : 0;
    case 'inviteFriends':
      return viewer.invites;
    case 'checkInDays': {
      // Daily and weekly quests count the days of their period; others every day ever.
      const inPeriod = checkIns.filter(
        (c) =>
          period.startsAt === null ||
          (c.at.getTime() >= period.startsAt.getTime() &&
            c.at.getTime() < period.endsAt!.getTime()),
      );
      return new Set(inPeriod.map((c) => c.key)).size;
    }
    default:
      return 0;
  }
}

/** Views of `rows` for `viewer` at `now`: conditions, progress, claims and states. */
export async function questViews(
  db: Queryable,
  rows: QuestRow[],
  viewer: Viewer | null,
  now: Date,
): Promise<QuestView[]> {
  if (rows.length === 0) return [];
  const questIds = rows.map((r) => r.id);
  const conditions = await db.query<ConditionRow>(
    `SELECT c.id, c.quest_id, c.type, c.target, c.game_id, g.name AS game_name, g.icon AS game_icon,
            c.link, c.label
       FROM quest_conditions c LEFT JOIN games g ON g.id = c.game_id
      WHERE c.quest_id = ANY($1::int[]) ORDER BY c.quest_id, c.sort_order, c.id`,
    [questIds],
  );
  let progress: ProgressRow[] = [];
  let claims: ClaimRow[] = [];
  let checkIns: { key: string; at: Date }[] = [];
  if (viewer) {
    const stored = conditions.filter((c) => STORED.has(c.type)).map((c) => c.id);
    if (stored.length > 0)
      progress = await db.query<ProgressRow>(
        `SELECT condition_id, period_key, progress, completed_at FROM condition_progress
          WHERE member_id = $1 AND condition_id = ANY($2::int[])`,
        [viewer.memberId, stored],
      );
    claims = await db.query<ClaimRow>(
      `SELECT c.quest_id, c.period_key, e.id AS entry_id, e.amount::text AS amount,
              e.balance_after::text AS balance_after, e.created_at
         FROM quest_claims c JOIN ledger_entries e ON e.id = c.ledger_entry_id
        WHERE c.member_id = $1 AND c.quest_id = ANY($2::int[])`,
      [viewer.memberId, questIds],
    );
    if (conditions.some((c) => c.type === 'checkInDays')) checkIns = await checkInDays(db, viewer);
  }
  const timeZone = viewer?.timeZone ?? safeTimeZone(null);
  return rows.map((row) => {
    const period = periodOf(row.kind, now, timeZone);
    const mine = conditions
      .filter((c) => c.quest_id === row.id)
      .map((c) => {
        if (!viewer) return { row: c, progress: 0, done: false, started: false };
        const raw = STORED.has(c.type)
          ? (progress.find((p) => p.condition_id === c.id && p.period_key === period.key)
              ?.progress ?? 0)
          : derivedProgress(c.type, viewer, period, checkIns);
        return {
          row: c,
          progress: Math.min(raw, c.target),
          done: raw >= c.target,
          started: raw > 0,
        };
      });
    const claim = claims.find((c) => c.quest_id === row.id && c.period_key === period.key) ?? null;
    const result = questState({
      now,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      winnerLimit: row.winner_limit,
      winnerCount: row.winner_count,
      minLevel: row.min_level,
      member: viewer ? { level: viewer.level, hasClaimed: claim !== null, conditions: mine } : null,
    });
    return {
      row,
      period,
      conditions: mine.map(({ row: c, progress: p, done }) => ({ row: c, progress: p, done })),
      claim,
      result,
    };
  });
}

export function gameOf(
  id: number | null,
  name: string | null,
  icon: string | null,
): QuestSummary['game'] {
  return id === null ? null : { id, name: name ?? '', icon: icon ?? '' };
}

export function conditionOut(
  c: QuestView['conditions'][number],
  language: MailLanguage,
): QuestCondition {
  return {
    id: c.row.id,
    type: c.row.type,
    target: c.row.target,
    progress: c.progress,
    done: c.done,
    game: gameOf(c.row.game_id, c.row.game_name, c.row.game_icon),
    label: c.row.label ? pick(c.row.label, language) : null,
    link: c.row.link,
  };
}

export function summaryOut(view: QuestView, language: MailLanguage): QuestSummary {
  const { row } = view;
  return {
    id: row.id,
    kind: row.kind,
    title: pick(row.title, language),
    image: row.image,
    game: gameOf(row.game_id, row.game_name, row.game_icon),
    eventId: row.event_id,
    rewardPoints: String(row.reward_points),
    rewardItem: row.item ? pick(row.item, language) : null,
    startsAt: toIso(row.starts_at),
    endsAt: row.ends_at ? toIso(row.ends_at) : null,
    winnerLimit: row.winner_limit,
    winnerCount: row.winner_count,
    state: view.result.state,
    progress: {
      done: view.conditions.filter((c) => c.done).length,
      total: view.conditions.length,
    },
  };
}

export function receiptOut(
  row: Pick<QuestRow, 'id' | 'title' | 'item'>,
  entry: { id: number; amount: string; balanceAfter: string; createdAt: string },
  language: MailLanguage,
): ClaimReceipt {
  return {
    entryId: entry.id,
    questId: row.id,
    questTitle: pick(row.title, language),
    amount: entry.amount,
    asset: 'POINT',
    balanceAfter: entry.balanceAfter,
    itemName: row.item ? pick(row.item, language) : null,
    claimedAt: entry.createdAt,
  };
}

export async function questRowById(db: Queryable, id: number): Promise<QuestRow | null> {
  const [row] = await db.query<QuestRow>(
    `SELECT ${QUEST_COLUMNS} FROM ${QUEST_FROM} WHERE q.id = $1`,
    [id],
  );
  return row ?? null;
}

/** Members who took part: made progress on a stored condition, or claimed. */
export const QUESTERS_OF_QUESTS = `
  SELECT cp.member_id, min(cp.started_at) AS joined_at
    FROM condition_progress cp JOIN quest_conditions qc ON qc.id = cp.condition_id
   WHERE qc.quest_id = ANY($1::int[]) GROUP BY cp.member_id
  UNION ALL
  SELECT member_id, min(claimed_at) FROM quest_claims
   WHERE quest_id = ANY($1::int[]) GROUP BY member_id`;

export async function questerCount(db: Queryable, questIds: number[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(DISTINCT member_id)::int AS n FROM (${QUESTERS_OF_QUESTS}) t`,
    [questIds],
  );
  return row?.n ?? 0;
}

export async function questDetail(
  db: Queryable,
  id: number,
  viewer: Viewer | null,
  now: Date,
  language: MailLanguage,
): Promise<QuestDetail> {
  const row = await questRowById(db, id);
  if (!row) throw new ApiError('DataNotExist');
  const [view] = await questViews(db, [row], viewer, now);
  return detailOut(view!, await questerCount(db, [id]), viewer, language);
}

export function detailOut(
  view: QuestView,
  questers: number,
  viewer: Viewer | null,
  language: MailLanguage,
): QuestDetail {
  const { row, claim } = view;
  return {
    ...summaryOut(view, language),
    description: pick(row.description, language),
    conditions: view.conditions.map((c) => conditionOut(c, language)),
    lockReason: view.result.lockReason,
    receipt: claim
      ? receiptOut(
          row,
          {
            id: claim.entry_id,
            amount: claim.amount,
            balanceAfter: claim.balance_after,
            createdAt: toIso(claim.created_at),
          },
          language,
        )
      : null,
    questerCount: questers,
    periodEndsAt: view.period.endsAt ? view.period.endsAt.toISOString() : null,
    timeZone: viewer?.timeZone ?? safeTimeZone(null),
  };
}

/** Ended quests stay listed this long (as expired or claimed) so members see what they missed. */
export const ENDED_LISTED_MS = 7 * 86_400_000;

/**
 * QuestList: open quests first, then upcoming ones, then those ended in the last 7 days; within
 * each, the catalogue's order. Event quests only when asked for with kind=event.
 */
export async function listQuests(
  db: Queryable,
  filter: { page: number; size: number; gameId?: number; kind?: QuestKind },
  viewer: Viewer | null,
  now: Date,
  language: MailLanguage,
): Promise<{ items: QuestSummary[]; total: number }> {
  const where = `($1::int IS NULL OR q.game_id = $1)
    AND (CASE WHEN $2::text IS NULL THEN q.event_id IS NULL ELSE q.kind = $2 END)
    AND (q.ends_at IS NULL OR q.ends_at > $3)`;
  const since = new Date(now.getTime() - ENDED_LISTED_MS);
  const params = [filter.gameId ?? null, filter.kind ?? null, since];
  const rows = await db.query<QuestRow & { total: number }>(
    `SELECT ${QUEST_COLUMNS}, count(*) OVER ()::int AS total FROM ${QUEST_FROM}
      WHERE ${where}
      ORDER BY CASE WHEN q.starts_at > $4 THEN 1
                    WHEN q.ends_at IS NOT NULL AND q.ends_at <= $4 THEN 2 ELSE 0 END,
               q.sort_order, q.id
      LIMIT $5 OFFSET $6`,
    [...params, now, filter.size, (filter.page - 1) * filter.size],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    const [counted] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM quests q WHERE ${where}`,
      params,
    );
    total = counted?.n ?? 0;
  }
  const views = await questViews(db, rows, viewer, now);
  return { items: views.map((v) => summaryOut(v, language)), total };
}
