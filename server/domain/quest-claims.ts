// Claim (a platform or game quest) and ClaimMission (an event quest), in one transaction:
// lock the quest row → a claim of this period already made returns its first receipt → every rule
// is checked again (open, not ended, winners not full — counted under the quest lock —, level,
// conditions) → the ledger credits with the key questClaim|eventClaim, quest:<id>:<period> →
// the claim row points at that entry. A retry, or 50 at once, pays exactly once.
import type { Db, Queryable } from '../db/db.ts';
import type { Clock } from '../clock.ts';
import { toIso } from '../db/values.ts';
import { ApiError } from '../http/envelope.ts';
import type { MailLanguage } from '../mail/language.ts';
import type { ClaimReceipt } from '../../src/api/schemas/quest.ts';
import { credit } from './ledger.ts';
import { questRowById, questViews, receiptOut, viewerOf, type QuestRow } from './quests.ts';
import { periodOf, safeTimeZone } from './periods.ts';

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

type LockedQuest = Pick<QuestRow, 'id' | 'event_id' | 'kind' | 'title' | 'item'> & {
  time_zone: string | null;
};

async function claimIn(
  tx: Queryable,
  input: ClaimInput,
  now: Date,
  language: MailLanguage,
): Promise<ClaimReceipt> {
  // The quest row lock makes every claim of this quest take turns: the winner count below and
  // "already claimed" are both read after the previous claim committed. The member's zone comes
  // along, so a repeated claim costs this lock and one read.
  const [locked] = await tx.query<LockedQuest>(
    `SELECT id, event_id, kind, title, item,
            (SELECT time_zone FROM members WHERE id = $2) AS time_zone
       FROM quests WHERE id = $1 FOR UPDATE`,
    [input.questId, input.memberId],
  );
  // A quest of another event, or an event quest through Claim (its key would differ), is unknown here.
  if (!locked || locked.event_id !== (input.eventId ?? null)) throw new ApiError('DataNotExist');
  const periodKey = periodOf(locked.kind, now, safeTimeZone(locked.time_zone)).key;
  const first = await existingReceipt(tx, locked, input.memberId, periodKey, language);
  if (first) return first;
  const row = (await questRowById(tx, locked.id))!;
  const viewer = (await viewerOf(tx, input.memberId))!;
  const [view] = await questViews(tx, [row], viewer, now);
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
    // Belt and braces: should two claims ever pass the locks together (they cannot while the
    // quest row is locked), the loser's unique violation still answers with the winner's receipt.
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
