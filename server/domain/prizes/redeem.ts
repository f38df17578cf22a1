// RedeemPrize, in one transaction (decision 027): lock the prize row → a record of this redeem key
// already made returns it (a retry never charges twice) → stock, the member's limit and the daily
// limit are checked under the lock → the ledger debits ('prizeRedeem', 'redeem:<key>'), refusing
// a short balance → one unit leaves stock → the record is written (Dealing, or NeedConfirm for a
// physical prize). Anything refused rolls the whole transaction back: nobody is charged without a
// record, and the last unit raced by 50 members goes to exactly one.
import type { Db, Queryable } from '../../db/db.ts';
import type { Clock } from '../../clock.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type { ExchangeRecord } from '../../../src/features/prizes/api/schemas/prize.ts';
import { debit } from '../shared/ledger.ts';
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
  // Every redemption of this prize takes its turn here: stock and limits are read after the
  // previous one committed.
  const [prize] = await tx.query<PrizeRow & { is_listed: boolean }>(
    `SELECT ${PRIZE_COLUMNS}, is_listed FROM prizes WHERE id = $1 FOR UPDATE`,
    [input.prizeId],
  );
  const first = await firstRecord(tx, input, language);
  if (first) return first;
  if (!prize || !prize.is_listed) throw new ApiError('DataNotExist');
  if (prize.stock <= 0) throw new ApiError('PrizeOutOfStock');
  const today = await memberDay(tx, input.memberId, now);
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
  await tx.query('UPDATE prizes SET stock = stock - 1 WHERE id = $1', [prize.id]);
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
    // Two requests with one key for two different prizes lock different rows: the loser's unique
    // violation (member, redeem_key) answers with the first record, or DuplicateRequest.
    if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
    const first = await firstRecord(deps.db, input, language);
    if (!first) throw error;
    return first;
  }
}
