// Progress of the stored conditions: playGame (reported by the game server to server, or through a
// one-time assessment the member brings back) and interactive (/api/Member/Interactive). Progress
// is kept per member, condition and period, and only ever goes up. Also the profile hooks.
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.ts';
import type { Clock } from '../../clock.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import { sameDigest } from '../../auth/codes.ts';
import { QUESTS } from '../../../src/config/constants.ts';
import type {
  ConditionType,
  QuestCondition,
  QuestKind,
  QuestProgress,
} from '../../../src/features/quests/api/schemas/quest.ts';
import { periodOf } from '../shared/periods.ts';
import { nextLevelAt } from '../shared/levels.ts';
import { balanceOf } from '../shared/ledger.ts';
import {
  QUEST_COLUMNS,
  QUEST_FROM,
  conditionOut,
  questRowById,
  questViews,
  summaryOut,
  type QuestRow,
} from './quests.ts';
import { viewerOf } from '../shared/viewer.ts';
import { isEnded } from './quest-state.ts';

type ConditionInfo = {
  id: number;
  quest_id: number;
  type: ConditionType;
  target: number;
  game_id: number | null;
  kind: QuestKind;
  starts_at: Date;
  ends_at: Date | null;
};

async function conditionInfo(db: Queryable, conditionId: number): Promise<ConditionInfo | null> {
  const [row] = await db.query<ConditionInfo>(
    `SELECT c.id, c.quest_id, c.type, c.target, c.game_id, q.kind, q.starts_at, q.ends_at
       FROM quest_conditions c JOIN quests q ON q.id = c.quest_id WHERE c.id = $1`,
    [conditionId],
  );
  return row ?? null;
}

/** Progress can only be made while the quest is open. */
function assertOpen(info: ConditionInfo, now: Date): void {
  if (info.starts_at.getTime() > now.getTime())
    throw new ApiError('QuestNotOpen', { data: { opensAt: info.starts_at.toISOString() } });
  if (isEnded({ now, endsAt: info.ends_at })) throw new ApiError('QuestEnded');
}

async function timeZoneOf(db: Queryable, memberId: number): Promise<string> {
  return (await viewerOf(db, memberId))!.timeZone;
}

/** Raises the member's progress of the condition in its current period (never lowers it). */
async function raise(
  db: Queryable,
  memberId: number,
  info: ConditionInfo,
  progress: number,
  now: Date,
): Promise<void> {
  const period = periodOf(info.kind, now, await timeZoneOf(db, memberId));
  await db.query(
    `INSERT INTO condition_progress AS p (member_id, condition_id, period_key, progress, started_at, completed_at)
     VALUES ($1, $2, $3, $4::int, $5::timestamptz, CASE WHEN $4::int >= $6::int THEN $5::timestamptz END)
     ON CONFLICT (member_id, condition_id, period_key) DO UPDATE
       SET progress = greatest(p.progress, EXCLUDED.progress),
           completed_at = coalesce(p.completed_at, EXCLUDED.completed_at)`,
    [memberId, info.id, period.key, progress, now, info.target],
  );
}

/** The condition as the member now sees it. */
async function conditionFor(
  db: Queryable,
  memberId: number,
  info: ConditionInfo,
  now: Date,
  language: MailLanguage,
): Promise<QuestCondition> {
  const row = (await questRowById(db, info.quest_id))!;
  const [view] = await questViews(db, [row], await viewerOf(db, memberId), now);
  return conditionOut(
    view!.conditions.find((c) => c.row.id === info.id)!,
    language,
  );
}

export type ProgressDeps = { db: Db; clock: Clock };

/** /api/Member/Interactive: the member did an interactive task (opened its link). */
export async function completeInteractive(
  deps: ProgressDeps,
  memberId: number,
  conditionId: number,
  language: MailLanguage,
): Promise<QuestCondition> {
  const now = deps.clock.now();
  const info = await conditionInfo(deps.db, conditionId);
  if (!info || info.type !== 'interactive') throw new ApiError('DataNotExist');
  assertOpen(info, now);
  await raise(deps.db, memberId, info, info.target, now);
  return conditionFor(deps.db, memberId, info, now, language);
}

// ---------------------------------------------------------------------------------------------
// Partnered games (server to server, authenticated by the route with the game's secret)

async function memberByUid(db: Queryable, uid: string): Promise<number> {
  const [row] = await db.query<{ id: number; status: string }>(
    'SELECT id, status FROM members WHERE uid = $1',
    [uid],
  );
  if (!row) throw new ApiError('UserNotExist');
  if (row.status !== 'Actived') throw new ApiError('AccountDisabled');
  return row.id;
}

/** The playGame condition of this game, open now. Another game's or another type: DataNotExist. */
async function gameCondition(
  db: Queryable,
  gameId: number,
  conditionId: number,
  now: Date,
): Promise<ConditionInfo> {
  const info = await conditionInfo(db, conditionId);
  if (!info || info.type !== 'playGame' || info.game_id !== gameId)
    throw new ApiError('DataNotExist');
  assertOpen(info, now);
  return info;
}

export async function reportProgress(
  deps: ProgressDeps,
  gameId: number,
  input: { uid: string; conditionId: number; progress: number },
  language: MailLanguage,
): Promise<QuestCondition> {
  const now = deps.clock.now();
  const info = await gameCondition(deps.db, gameId, input.conditionId, now);
  const memberId = await memberByUid(deps.db, input.uid);
  await raise(deps.db, memberId, info, input.progress, now);
  return conditionFor(deps.db, memberId, info, now, language);
}

const assessmentHash = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

export async function issueAssessment(
  deps: ProgressDeps,
  gameId: number,
  input: { uid: string; conditionId: number },
): Promise<{ missionAssessId: string; code: string; questId: number }> {
  const now = deps.clock.now();
  const info = await gameCondition(deps.db, gameId, input.conditionId, now);
  const memberId = await memberByUid(deps.db, input.uid);
  const code = randomBytes(32).toString('base64url');
  const [row] = await deps.db.query<{ id: number }>(
    `INSERT INTO game_assessments (code_hash, member_id, condition_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      assessmentHash(code),
      memberId,
      info.id,
      now,
      new Date(now.getTime() + QUESTS.ASSESSMENT_TTL_MS),
    ],
  );
  return { missionAssessId: String(row!.id), code, questId: info.quest_id };
}

/**
 * The member brings back a game's one-time assessment: its playGame condition is complete. Unknown,
 * used, expired, another member's or another quest's: AssessmentInvalid (one answer for all).
 */
export async function redeemAssessment(
  deps: ProgressDeps,
  memberId: number,
  input: { questId: number; missionAssessId: string; code: string },
  language: MailLanguage,
): Promise<QuestCondition> {
  const now = deps.clock.now();
  const id = Number(input.missionAssessId);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new ApiError('AssessmentInvalid');
  const info = await deps.db.transaction(async (tx) => {
    // Marked used only if every check passes, and only once however many redeem at the same time.
    const [used] = await tx.query<{ condition_id: number; code_hash: string }>(
      `UPDATE game_assessments a SET used_at = $4
        FROM quest_conditions c
        WHERE a.id = $1 AND a.member_id = $2 AND a.used_at IS NULL AND a.expires_at > $4
          AND c.id = a.condition_id AND c.quest_id = $3
        RETURNING a.condition_id, a.code_hash`,
      [id, memberId, input.questId, now],
    );
    if (!used || !sameDigest(assessmentHash(input.code), used.code_hash))
      throw new ApiError('AssessmentInvalid');
    const condition = (await conditionInfo(tx, used.condition_id))!;
    if (isEnded({ now, endsAt: condition.ends_at })) throw new ApiError('QuestEnded');
    await raise(tx, memberId, condition, condition.target, now);
    return condition;
  });
  return conditionFor(deps.db, memberId, info, now, language);
}

// ---------------------------------------------------------------------------------------------
// Profile hooks

/** Open quests the member has started or can claim, quests completed, and level progress. */
export async function questProgress(
  deps: ProgressDeps,
  memberId: number,
  language: MailLanguage,
): Promise<QuestProgress> {
  const { db } = deps;
  const now = deps.clock.now();
  const viewer = (await viewerOf(db, memberId))!;
  const rows = await db.query<QuestRow>(
    `SELECT ${QUEST_COLUMNS} FROM ${QUEST_FROM}
      WHERE q.starts_at <= $1 AND (q.ends_at IS NULL OR q.ends_at > $1)
      ORDER BY q.sort_order, q.id LIMIT 200`,
    [now],
  );
  const views = await questViews(db, rows, viewer, now);
  const active = views
    .filter((v) => v.result.state === 'inProgress' || v.result.state === 'claimable')
    .map((v) => summaryOut(v, language));
  const [completed] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM quest_claims WHERE member_id = $1',
    [memberId],
  );
  const next = nextLevelAt(viewer.level);
  return {
    active,
    completedCount: completed?.n ?? 0,
    points: (await balanceOf(db, memberId, 'POINT')).toString(),
    earnedPoints: viewer.earned.toString(),
    level: viewer.level,
    nextLevelAt: next === null ? null : next.toString(),
  };
}
