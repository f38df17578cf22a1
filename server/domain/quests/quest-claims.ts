// Claim (a platform or game quest) and ClaimMission (an event quest), in one transaction
// (decision 071): lock the member row (one member's claims take turns) and, for a quest with a
// winner limit only, then the quest row (its claims take turns, so the winner count is exact) →
// one read of the quest, the member, the conditions, progress and this period's claim → a claim
// of this period already made returns its first receipt → every rule is checked again (open, not
// ended, winners not full, level, conditions) → the ledger credits with the key
// questClaim|eventClaim, quest:<id>:<period> → the claim row points at that entry. A retry, or 50
// at once, pays exactly once; claims of a quest without a limit by different members run side by
// side.
import type { Db, Queryable } from '../../db/db.ts';
import type { Clock } from '../../clock.ts';
import { toIso } from '../../db/values.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type { ClaimReceipt } from '../../../src/features/quests/api/schemas/quest.ts';
import { credit } from '../shared/ledger.ts';
import { sendMessage } from '../shared/member-messages.ts';
import { wantsActivity } from '../shared/member-settings.ts';
import {
  QUEST_COLUMNS,
  QUEST_FROM,
  gameNamesSql,
  questRowById,
  questViews,
  receiptOut,
  type ConditionRow,
  type MemberPart,
  type QuestRow,
} from './quests.ts';
import { VIEWER_COLUMNS, viewerFromRow, viewerOf, type ViewerRow } from '../shared/viewer.ts';
import { ONCE, periodOf, safeTimeZone } from '../shared/periods.ts';

export type ClaimInput = {
  memberId: number;
  questId: number;
  /** ClaimMission: the event the quest must belong to. Claim: undefined (no event quests). */
  eventId?: number;
};

export type ClaimDeps = { db: Db; clock: Clock };

const UNIQUE_VIOLATION = '23505';

export function claimKind(row: Pick<QuestRow, 'event_id'>): 'questClaim' | 'eventClaim' {
  return row.event_id === null ? 'questClaim' : 'eventClaim';
}

export const claimSource = (questId: number, periodKey: string) => `quest:${questId}:${periodKey}`;

async function existingReceipt(
  db: Queryable,
  row: Pick<QuestRow, 'id' | 'title' | 'item'>,
  memberId: number,
  periodKey: string,
  language: MailLanguage,
): Promise<ClaimReceipt | null> {
  const [claim] = await db.query<{
    id: number;
    amount: string;
    balance_after: string;
    created_at: Date;
  }>(
    `SELECT e.id, e.amount::text AS amount, e.balance_after::text AS balance_after, e.created_at
       FROM quest_claims c JOIN ledger_entries e ON e.id = c.ledger_entry_id
      WHERE c.member_id = $1 AND c.quest_id = $2 AND c.period_key = $3`,
    [memberId, row.id, periodKey],
  );
  if (!claim) return null;
  return receiptOut(
    row,
    {
      id: claim.id,
      amount: claim.amount,
      balanceAfter: claim.balance_after,
      createdAt: toIso(claim.created_at),
    },
    language,
  );
}

type LockedQuest = Pick<QuestRow, 'event_id' | 'kind' | 'winner_limit'> & {
  quest_id: number | null;
  time_zone: string | null;
};

/** Everything a claim decides on, read in one statement after the locks (claimContext). */
type ClaimContext = QuestRow &
  Partial<ViewerRow> & {
    conditions: ConditionRow[];
    progress: MemberPart['progress'];
    /** This member's claim of this period, if any: its ledger entry. */
    claim: { e: number; a: string; b: string; t: string } | null;
  };

/**
 * The quest, the member (as viewerOf reads them), the quest's conditions, the member's stored
 * progress in `periodKeys` and their claim of `periodKey`: one round trip instead of five, since
 * a limited quest's claims wait their turn at the quest lock and their reads are the queue's length.
 */
async function claimContext(
  tx: Queryable,
  questId: number,
  memberId: number,
  periodKeys: string[],
  periodKey: string,
): Promise<ClaimContext | null> {
  const [row] = await tx.query<ClaimContext>(
    `SELECT ${QUEST_COLUMNS}, v.*,
       (SELECT coalesce(json_agg(json_build_object(
                 'id', c.id, 'quest_id', c.quest_id, 'type', c.type, 'target', c.target,
                 'game_id', c.game_id, 'game_name', ${gameNamesSql('c.game_id', 'cg.name')},
                 'game_icon', cg.icon,
                 'link', c.link, 'label', c.label) ORDER BY c.sort_order, c.id), '[]'::json)
          FROM quest_conditions c LEFT JOIN games cg ON cg.id = c.game_id
         WHERE c.quest_id = q.id) AS conditions,
       (SELECT coalesce(json_agg(json_build_object('c', cp.condition_id, 'k', cp.period_key,
                                                   'p', cp.progress)), '[]'::json)
          FROM condition_progress cp
         WHERE cp.member_id = $2 AND cp.period_key = ANY($3::text[])
           AND cp.condition_id IN (SELECT id FROM quest_conditions WHERE quest_id = q.id)) AS progress,
       (SELECT json_build_object('e', e.id, 'a', e.amount::text, 'b', e.balance_after::text,
                                 't', e.created_at)
          FROM quest_claims qc2 JOIN ledger_entries e ON e.id = qc2.ledger_entry_id
         WHERE qc2.member_id = $2 AND qc2.quest_id = q.id AND qc2.period_key = $4) AS claim
       FROM ${QUEST_FROM}
       LEFT JOIN LATERAL (SELECT ${VIEWER_COLUMNS} FROM members m WHERE m.id = $2) v ON true
      WHERE q.id = $1`,
    [questId, memberId, periodKeys, periodKey],
  );
  return row ?? null;
}

async function claimIn(
  tx: Queryable,
  input: ClaimInput,
  now: Date,
  language: MailLanguage,
): Promise<ClaimReceipt> {
  // The member row first, as every money call (decision 055): a member's copies of one claim
  // take turns here, so the next statement sees the first copy's claim once it committed. The
  // quest is read beside it, unlocked: its kind, event and limit do not change.
  const [locked] = await tx.query<LockedQuest>(
    `SELECT m.time_zone, q.id AS quest_id, q.event_id, q.kind, q.winner_limit
       FROM members m LEFT JOIN quests q ON q.id = $1
      WHERE m.id = $2 FOR NO KEY UPDATE OF m`,
    [input.questId, input.memberId],
  );
  if (!locked) throw new ApiError('UserNotExist');
  // A quest of another event, or an event quest through Claim (its key would differ), is unknown here.
  if (locked.quest_id === null || locked.event_id !== (input.eventId ?? null))
    throw new ApiError('DataNotExist');
  // Only a limit makes one member's claim depend on the others': then its claims take turns at the
  // quest row, and the count read by the next statement includes every claim committed before.
  // NO KEY: the claim rows' foreign key checks (KEY SHARE) on the quest need not wait for it.
  if (locked.winner_limit !== null)
    await tx.query('SELECT 1 FROM quests WHERE id = $1 FOR NO KEY UPDATE', [input.questId]);
  const timeZone = safeTimeZone(locked.time_zone);
  const periodKey = periodOf(locked.kind, now, timeZone).key;
  const periodKeys = [
    ONCE,
    periodOf('daily', now, timeZone).key,
    periodOf('weekly', now, timeZone).key,
  ];
  const context = await claimContext(tx, input.questId, input.memberId, periodKeys, periodKey);
  if (!context) throw new ApiError('DataNotExist');
  const row: QuestRow = context;
  if (context.claim) {
    const first = context.claim;
    return receiptOut(
      row,
      { id: first.e, amount: first.a, balanceAfter: first.b, createdAt: toIso(new Date(first.t)) },
      language,
    );
  }
  if (context.level === undefined || context.level === null) throw new ApiError('UserNotExist');
  const viewer = viewerFromRow(input.memberId, context as ClaimContext & ViewerRow);
  // No claim of this period exists (read above, under the lock).
  const [view] = await questViews(tx, [row], viewer, now, {
    conditions: context.conditions,
    memberPart: { progress: context.progress, claims: [] },
  });
  const { result, period } = view!;
  if (result.lockReason?.kind === 'notOpen')
    throw new ApiError('QuestNotOpen', { data: { opensAt: result.lockReason.opensAt } });
  if (result.expiredBecause === 'ended') throw new ApiError('QuestEnded');
  if (result.expiredBecause === 'full') throw new ApiError('QuestWinnersFull');
  if (result.lockReason?.kind === 'level')
    throw new ApiError('QuestLevelLocked', { data: { level: result.lockReason.level } });
  const unmet = view!.conditions.filter((c) => !c.done).map((c) => c.row.id);
  if (unmet.length > 0) throw new ApiError('QuestConditionsUnmet', { data: { unmet } });
  const entry = await credit(tx, {
    memberId: input.memberId,
    asset: 'POINT',
    amount: BigInt(row.reward_points),
    kind: claimKind(row),
    source: claimSource(row.id, period.key),
    at: now,
  });
  // In the claim's transaction: a rolled-back claim leaves no message (decision 041); the member's
  // "quests" switch decides whether one is written at all (decision 042).
  if (await wantsActivity(tx, input.memberId, 'quest'))
    await sendMessage(tx, input.memberId, {
      template: 'quest.completed',
      params: { quest: row.title, points: Number(row.reward_points) },
      icon: 'icons/quest.svg',
      at: now,
    });
  // Last: its trigger adds to the quest's count shard (migration 029), whose row stays locked by
  // this claim until commit, so nothing else runs while another claim may wait for it.
  await tx.query(
    `INSERT INTO quest_claims (member_id, quest_id, period_key, ledger_entry_id, claimed_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [input.memberId, row.id, period.key, entry.id, now],
  );
  return receiptOut(
    row,
    {
      id: entry.id,
      amount: entry.amount.toString(),
      balanceAfter: entry.balanceAfter.toString(),
      createdAt: entry.createdAt,
    },
    language,
  );
}

export async function claimQuest(
  deps: ClaimDeps,
  input: ClaimInput,
  language: MailLanguage,
): Promise<ClaimReceipt> {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction((tx) => claimIn(tx, input, now, language));
  } catch (error) {
    // Belt and braces: should two copies of a claim ever pass the locks together (they cannot
    // while the member row is locked), the loser's unique violation still answers with the first
    // receipt.
    if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
    const row = await questRowById(deps.db, input.questId);
    const viewer = await viewerOf(deps.db, input.memberId);
    if (!row || !viewer) throw error;
    const [view] = await questViews(deps.db, [row], viewer, now);
    const first = await existingReceipt(deps.db, row, input.memberId, view!.period.key, language);
    if (!first) throw error;
    return first;
  }
}
