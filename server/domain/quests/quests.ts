// Reading quests for a visitor or a member: the rows, their conditions with this member's progress,
// and the state of each (quest-state.ts). A page of quests costs a fixed number of queries however
// long it is: conditions, progress and claims are read for all of its quests at once.
import type { Queryable } from '../../db/db.ts';
import { toIso } from '../../db/values.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type {
  ClaimReceipt,
  ConditionType,
  QuestCondition,
  QuestDetail,
  QuestKind,
  QuestSummary,
} from '../../../src/features/quests/api/schemas/quest.ts';
import { questState, type StateResult } from './quest-state.ts';
import { ONCE, dayKey, periodOf, safeTimeZone, type Period } from '../shared/periods.ts';
import { cataloguePage } from './quest-catalogue.ts';
import { pick, type Texts } from '../shared/texts.ts';
import { type Viewer } from '../shared/viewer.ts';

export type QuestRow = {
  id: number;
  game_id: number | null;
  game_name: Texts | null;
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

/**
 * A game's name per language (decision 044): the platform's localized name where it has one
 * (vault_games.name, decision 032; the seed's quest texts use the same names), else the published
 * name, which is a proper noun, for every language.
 */
export const gameNamesSql = (gameId: string, name: string) =>
  `coalesce((SELECT vg.name FROM vault_games vg WHERE vg.game_id = ${gameId}),
            jsonb_build_object('en-US', ${name}))`;

/** Quest `q`'s claims: the sum of its counter shards (migration 029, decision 071). */
const WINNER_COUNT_SQL = `(SELECT coalesce(sum(cc.n), 0)::int FROM quest_claim_counts cc
    WHERE cc.quest_id = q.id)`;

export const QUEST_COLUMNS = `q.id, q.game_id, ${gameNamesSql('q.game_id', 'g.name')} AS game_name,
  g.icon AS game_icon, q.event_id,
  q.kind, q.title, q.description, q.item, q.image, q.reward_points, q.starts_at, q.ends_at,
  q.winner_limit, q.min_level,
  ${WINNER_COUNT_SQL} AS winner_count`;
export const QUEST_FROM = 'quests q LEFT JOIN games g ON g.id = q.game_id';

type ConditionRow = {
  id: number;
  quest_id: number;
  type: ConditionType;
  target: number;
  game_id: number | null;
  game_name: Texts | null;
  game_icon: string | null;
  link: string | null;
  label: Texts | null;
};

export type { ConditionRow };

/** The catalogue side of conditions (no member data): what a cached page keeps. */
export async function conditionsOf(db: Queryable, questIds: number[]): Promise<ConditionRow[]> {
  if (questIds.length === 0) return [];
  return db.query<ConditionRow>(
    `SELECT c.id, c.quest_id, c.type, c.target, c.game_id,
            ${gameNamesSql('c.game_id', 'g.name')} AS game_name, g.icon AS game_icon, c.link, c.label
       FROM quest_conditions c LEFT JOIN games g ON g.id = c.game_id
      WHERE c.quest_id = ANY($1::int[]) ORDER BY c.quest_id, c.sort_order, c.id`,
    [questIds],
  );
}

export type MemberPart = {
  progress: { c: number; k: string; p: number }[];
  claims: { q: number; k: string; e: number; a: string; b: string; t: string }[];
};

/**
 * The member's side of a set of quests in one read: stored progress of the current periods and
 * the claims of those quests (json, so one round trip carries both).
 */
async function memberPart(
  db: Queryable,
  viewer: Viewer,
  conditionIds: number[],
  questIds: number[],
  periodKeys: string[],
  withClaims: boolean,
): Promise<MemberPart> {
  const [row] = await db.query<MemberPart>(
    `SELECT
       (SELECT coalesce(json_agg(json_build_object('c', condition_id, 'k', period_key, 'p', progress)), '[]'::json)
          FROM condition_progress
         WHERE member_id = $1 AND condition_id = ANY($2::int[]) AND period_key = ANY($4::text[])) AS progress,
       (SELECT coalesce(json_agg(json_build_object('q', c.quest_id, 'k', c.period_key, 'e', e.id,
                                 'a', e.amount::text, 'b', e.balance_after::text, 't', e.created_at)), '[]'::json)
          FROM quest_claims c JOIN ledger_entries e ON e.id = c.ledger_entry_id
         WHERE $5::boolean AND c.member_id = $1 AND c.quest_id = ANY($3::int[])) AS claims`,
    [viewer.memberId, conditionIds, questIds, periodKeys, withClaims],
  );
  return row ?? { progress: [], claims: [] };
}

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
  options: {
    /** false when the caller already knows there is none this period (a claim under way). */
    claims?: boolean;
    /** The rows' conditions when the caller has them (a cached page). */
    conditions?: ConditionRow[];
    /** The member's progress and claims when the caller read them already (a claim's one read). */
    memberPart?: MemberPart;
    /** A visitor's zone (their device's, from the request): periods and times are read in it. */
    visitorZone?: string;
  } = {},
): Promise<QuestView[]> {
  if (rows.length === 0) return [];
  const questIds = rows.map((r) => r.id);
  const timeZone = viewer?.timeZone ?? safeTimeZone(options.visitorZone);
  const conditions = options.conditions ?? (await conditionsOf(db, questIds));
  const periodKeys = [
    ONCE,
    periodOf('daily', now, timeZone).key,
    periodOf('weekly', now, timeZone).key,
  ];
  const stored = conditions.filter((c) => STORED.has(c.type)).map((c) => c.id);
  const mine: MemberPart = !viewer
    ? { progress: [], claims: [] }
    : options.memberPart
      ? options.memberPart
      : await memberPart(db, viewer, stored, questIds, periodKeys, options.claims !== false);
  const checkIns = (viewer?.checkIns ?? []).map((at) => ({ key: dayKey(at, timeZone), at }));
  return rows.map((row) => {
    const period = periodOf(row.kind, now, timeZone);
    const progressed = conditions
      .filter((c) => c.quest_id === row.id)
      .map((c) => {
        if (!viewer) return { row: c, progress: 0, done: false, started: false };
        const raw = STORED.has(c.type)
          ? (mine.progress.find((p) => p.c === c.id && p.k === period.key)?.p ?? 0)
          : derivedProgress(c.type, viewer, period, checkIns);
        return {
          row: c,
          progress: Math.min(raw, c.target),
          done: raw >= c.target,
          started: raw > 0,
        };
      });
    const found = mine.claims.find((c) => c.q === row.id && c.k === period.key);
    const claim: ClaimRow | null = found
      ? {
          quest_id: found.q,
          period_key: found.k,
          entry_id: found.e,
          amount: found.a,
          balance_after: found.b,
          created_at: new Date(found.t),
        }
      : null;
    const result = questState({
      now,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      winnerLimit: row.winner_limit,
      winnerCount: row.winner_count,
      minLevel: row.min_level,
      member: viewer
        ? { level: viewer.level, hasClaimed: claim !== null, conditions: progressed }
        : null,
    });
    return {
      row,
      period,
      conditions: progressed.map(({ row: c, progress: p, done }) => ({
        row: c,
        progress: p,
        done,
      })),
      claim,
      result,
    };
  });
}

export function gameOf(
  id: number | null,
  names: Texts | null,
  icon: string | null,
  language: MailLanguage,
): QuestSummary['game'] {
  return id === null ? null : { id, name: pick(names, language), icon: icon ?? '' };
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
    game: gameOf(c.row.game_id, c.row.game_name, c.row.game_icon, language),
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
    game: gameOf(row.game_id, row.game_name, row.game_icon, language),
    eventId: row.event_id,
    rewardPoints: String(row.reward_points),
    rewardItem: row.item ? pick(row.item, language) : null,
    startsAt: toIso(row.starts_at),
    endsAt: row.ends_at ? toIso(row.ends_at) : null,
    winnerLimit: row.winner_limit,
    winnerCount: row.winner_count,
    state: view.result.state,
    progress: progressOut(view),
  };
}

/**
 * The card's progress: conditions met of all, except that "invite 3 friends" counts friends, not
 * its one condition (issue 28: it read "0 of 1 done" with two friends in).
 */
function progressOut(view: QuestView): QuestSummary['progress'] {
  const [only] = view.conditions;
  if (view.conditions.length === 1 && only!.row.type === 'inviteFriends')
    return { done: only!.progress, total: only!.row.target, unit: 'friends' };
  return {
    done: view.conditions.filter((c) => c.done).length,
    total: view.conditions.length,
    unit: 'conditions',
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
  visitorZone?: string,
): Promise<QuestDetail> {
  const row = await questRowById(db, id);
  if (!row) throw new ApiError('DataNotExist');
  const [view] = await questViews(db, [row], viewer, now, { visitorZone });
  return detailOut(view!, await questerCount(db, [id]), viewer, language, visitorZone);
}

export function detailOut(
  view: QuestView,
  questers: number,
  viewer: Viewer | null,
  language: MailLanguage,
  visitorZone?: string,
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
    timeZone: viewer?.timeZone ?? safeTimeZone(visitorZone),
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
  filter: { page: number; size: number; gameId?: number; platform?: boolean; kind?: QuestKind },
  viewer: Viewer | null,
  now: Date,
  language: MailLanguage,
): Promise<{ items: QuestSummary[]; total: number }> {
  const where = `($1::int IS NULL OR q.game_id = $1)
    AND (NOT $4::boolean OR q.game_id IS NULL)
    AND (CASE WHEN $2::text IS NULL THEN q.event_id IS NULL ELSE q.kind = $2 END)
    AND (q.ends_at IS NULL OR q.ends_at > $3)`;
  const since = new Date(now.getTime() - ENDED_LISTED_MS);
  const platform = filter.platform === true;
  const params = [filter.gameId ?? null, filter.kind ?? null, since, platform];
  // Every filter value is in the key: a platform page must never be served from an all-games one.
  const key = JSON.stringify([
    filter.gameId ?? null,
    platform,
    filter.kind ?? null,
    filter.page,
    filter.size,
  ]);
  const page = await cataloguePage(db, key, now, async () => {
    const rows = await db.query<QuestRow & { total: number }>(
      `SELECT ${QUEST_COLUMNS}, count(*) OVER ()::int AS total FROM ${QUEST_FROM}
        WHERE ${where}
        ORDER BY CASE WHEN q.starts_at > $5 THEN 1
                      WHEN q.ends_at IS NOT NULL AND q.ends_at <= $5 THEN 2 ELSE 0 END,
                 q.sort_order, q.id
        LIMIT $6 OFFSET $7`,
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
    const conditions = await conditionsOf(
      db,
      rows.map((r) => r.id),
    );
    return { rows, total, conditions };
  });
  const views = await questViews(db, page.rows, viewer, now, { conditions: page.conditions });
  const total = page.total;
  return { items: views.map((v) => summaryOut(v, language)), total };
}
