// RedeemPrize, in one transaction (decisions 027, 071): for a prize with a member or daily limit,
// lock the member row (one member's redemptions take turns) → a record of this redeem key already
// made returns it (a retry never charges twice) → the limits are checked under that lock → the
// ledger debits ('prizeRedeem', 'redeem:<key>'; a copy that waited there gets the first record),
// refusing a short balance → the record is written (Dealing, or NeedConfirm for a physical prize)
// → last, one unit leaves stock if one is left.
// Anything refused rolls the whole transaction back: nobody is charged without a record, and the
// last unit raced by 50 members goes to exactly one.
import type { Db, Queryable } from '../../db/db.ts';
import type { Clock } from '../../clock.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type { ExchangeRecord } from '../../../src/features/prizes/api/schemas/prize.ts';
import { debit, lockMember } from '../shared/ledger.ts';
import { sendMessage } from '../shared/member-messages.ts';
import { wantsActivity } from '../shared/member-settings.ts';
import {
  PRIZE_COLUMNS,
  memberDay,
  recordOut,
  recordRow,
  usageOf,
  type PrizeRow,
} from './prizes.ts';

export type RedeemDeps = { db: Db; clock: Clock };
export type RedeemInput = { memberId: number; prizeId: number; redeemKey: string };

export const REDEEM_KIND = 'prizeRedeem';
export const redeemSource = (redeemKey: string) => `redeem:${redeemKey}`;

const UNIQUE_VIOLATION = '23505';

async function firstRecord(
  db: Queryable,
  input: RedeemInput,
  language: MailLanguage,
): Promise<ExchangeRecord | null> {
  const row = await recordRow(db, { memberId: input.memberId, redeemKey: input.redeemKey });
  if (!row) return null;
  // The same key for another prize is not a retry of this redemption.
  if (row.prize_id !== input.prizeId) throw new ApiError('DuplicateRequest');
  return recordOut(row, language);
}

export async function redeemIn(
  tx: Queryable,
  input: RedeemInput,
  now: Date,
  language: MailLanguage,
): Promise<ExchangeRecord> {
  // Read before the member lock, so that one member's calls queue behind as little as possible:
  // the prize unlocked (its stock is only a quick refusal here; the decrement at the end decides)
  // and the member's day.
  const [prize] = await tx.query<PrizeRow & { is_listed: boolean }>(
    `SELECT ${PRIZE_COLUMNS}, is_listed FROM prizes WHERE id = $1`,
    [input.prizeId],
  );
  const today = await memberDay(tx, input.memberId, now);
  // A prize with a member or daily limit: the member row first (decision 055), so this member's
  // records are counted after their previous redemption committed. Without a limit, the debit
  // takes it, as late as the checks allow; copies of one key then meet at the ledger key below.
  if (prize && (prize.member_limit !== null || prize.daily_limit !== null))
    await lockMember(tx, input.memberId);
  const first = await firstRecord(tx, input, language);
  if (first) return first;
  if (!prize || !prize.is_listed) throw new ApiError('DataNotExist');
  if (prize.stock <= 0) throw new ApiError('PrizeOutOfStock');
  const used = (await usageOf(tx, input.memberId, [prize.id], today)).get(prize.id);
  if (prize.member_limit !== null && (used?.total ?? 0) >= prize.member_limit)
    throw new ApiError('ConversionLimitUsed');
  if (prize.daily_limit !== null && (used?.today ?? 0) >= prize.daily_limit)
    throw new ApiError('DailyLimitExceeded');
  const entry = await debit(tx, {
    memberId: input.memberId,
    asset: 'POINT',
    amount: BigInt(prize.cost_points),
    kind: REDEEM_KIND,
    source: redeemSource(input.redeemKey),
    at: now,
  });
  // A copy of this key committed while this one waited at the member row: its record answers.
  if (entry.replayed) {
    const again = await firstRecord(tx, input, language);
    if (again) return again;
    throw new ApiError('DuplicateRequest');
  }
  await tx.query(
    `INSERT INTO exchange_records (member_id, prize_id, redeem_key, cost_points, day_key, status,
                                   debit_entry_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [
      input.memberId,
      prize.id,
      input.redeemKey,
      prize.cost_points,
      today,
      prize.kind === 'physical' ? 'NeedConfirm' : 'Dealing',
      entry.id,
      now,
    ],
  );
  // With the debit, so a redemption rolled back tells the member nothing (decision 041).
  if (await wantsActivity(tx, input.memberId, 'wallet'))
    await sendMessage(tx, input.memberId, {
      template: 'wallet.pointsExchanged',
      params: { points: prize.cost_points, item: prize.name },
      icon: 'icons/wallet.svg',
      at: now,
    });
  const row = await recordRow(tx, { memberId: input.memberId, redeemKey: input.redeemKey });
  // Last, so the prize row is locked only from here to commit: every redemption of the prize takes
  // its turn at this one statement, which re-reads the stock after the previous one committed. No
  // unit left: the debit and the record roll back.
  const taken = await tx.query(
    'UPDATE prizes SET stock = stock - 1 WHERE id = $1 AND stock > 0 RETURNING id',
    [prize.id],
  );
  if (taken.length === 0) throw new ApiError('PrizeOutOfStock');
  return recordOut(row!, language);
}

export async function redeemPrize(
  deps: RedeemDeps,
  input: RedeemInput,
  language: MailLanguage,
): Promise<ExchangeRecord> {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction((tx) => redeemIn(tx, input, now, language));
  } catch (error) {
    // Belt and braces: two copies of one key take turns at the member row, so neither should pass
    // it unseen; should one, its unique violation (member, redeem_key) answers with the first
    // record, or DuplicateRequest.
    if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
    const first = await firstRecord(deps.db, input, language);
    if (!first) throw error;
    return first;
  }
}
