// The prize catalogue and exchange records as members read them (decision 027). Limits count a
// member's records that are not Fail: a failed redemption gave its points back and its unit too.
import type { Queryable } from '../../db/db.ts';
import { toIso } from '../../db/values.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type {
  Delivery,
  ExchangeRecord,
  HistoryStatus,
  Prize,
  PrizeKind,
  PrizeList,
} from '../../../src/features/prizes/api/schemas/prize.ts';
import { balanceOf } from '../shared/ledger.ts';
import { dayKey, safeTimeZone } from '../shared/periods.ts';
import { pick, type Texts } from '../shared/texts.ts';

export type PrizeRow = {
  id: number;
  kind: PrizeKind;
  name: Texts;
  description: Texts;
  image: string;
  cost_points: number;
  stock: number;
  member_limit: number | null;
  daily_limit: number | null;
};

export const PRIZE_COLUMNS = `id, kind, name, description, image, cost_points, stock, member_limit, daily_limit`;

/** The member's local calendar day now: what the daily limit counts. */
export async function memberDay(db: Queryable, memberId: number, now: Date): Promise<string> {
  const [row] = await db.query<{ time_zone: string }>(
    'SELECT time_zone FROM members WHERE id = $1',
    [memberId],
  );
  return dayKey(now, safeTimeZone(row?.time_zone));
}

/** How many of a member's redemptions of each prize count against its limits, ever and today. */
export async function usageOf(
  db: Queryable,
  memberId: number,
  prizeIds: number[],
  today: string,
): Promise<Map<number, { total: number; today: number }>> {
  const rows = await db.query<{ prize_id: number; total: number; today: number }>(
    `SELECT prize_id, count(*)::int AS total, count(*) FILTER (WHERE day_key = $3)::int AS today
       FROM exchange_records
      WHERE member_id = $1 AND prize_id = ANY($2::int[]) AND status <> 'Fail'
      GROUP BY prize_id`,
    [memberId, prizeIds, today],
  );
  return new Map(rows.map((r) => [r.prize_id, { total: r.total, today: r.today }]));
}

function prizeOut(
  row: PrizeRow,
  used: { total: number; today: number } | undefined,
  language: MailLanguage,
): Prize {
  return {
    id: row.id,
    kind: row.kind,
    name: pick(row.name, language),
    description: pick(row.description, language),
    image: row.image,
    cost: String(row.cost_points),
    stock: row.stock,
    memberLimit: row.member_limit,
    dailyLimit: row.daily_limit,
    usedTotal: used?.total ?? 0,
    usedToday: used?.today ?? 0,
  };
}

/** Every listed prize in catalogue order, with the member's usage and balance when signed in. */
export async function listPrizes(
  db: Queryable,
  memberId: number | null,
  now: Date,
  language: MailLanguage,
): Promise<PrizeList> {
  const rows = await db.query<PrizeRow>(
    `SELECT ${PRIZE_COLUMNS} FROM prizes WHERE is_listed ORDER BY sort_order, id`,
  );
  if (memberId === null) {
    return { prizes: rows.map((r) => prizeOut(r, undefined, language)), balance: null };
  }
  const today = await memberDay(db, memberId, now);
  const usage = await usageOf(
    db,
    memberId,
    rows.map((r) => r.id),
    today,
  );
  return {
    prizes: rows.map((r) => prizeOut(r, usage.get(r.id), language)),
    balance: (await balanceOf(db, memberId, 'POINT')).toString(),
  };
}

export type RecordRow = {
  id: number;
  member_id: number;
  prize_id: number;
  status: HistoryStatus;
  cost_points: number;
  code: string | null;
  delivery: Delivery | null;
  debit_entry_id: number;
  refund_entry_id: number | null;
  created_at: Date;
  updated_at: Date;
  balance_after: string;
  name: Texts;
  image: string;
  kind: PrizeKind;
};

const RECORD_SELECT = `SELECT r.id, r.member_id, r.prize_id, r.status, r.cost_points, r.code, r.delivery,
       r.debit_entry_id, r.refund_entry_id, r.created_at, r.updated_at,
       e.balance_after::text AS balance_after, p.name, p.image, p.kind
  FROM exchange_records r
  JOIN prizes p ON p.id = r.prize_id
  JOIN ledger_entries e ON e.id = r.debit_entry_id`;

export function recordOut(row: RecordRow, language: MailLanguage): ExchangeRecord {
  return {
    id: row.id,
    prizeId: row.prize_id,
    prizeName: pick(row.name, language),
    prizeImage: row.image,
    kind: row.kind,
    cost: String(row.cost_points),
    balanceAfter: row.balance_after,
    entryId: row.debit_entry_id,
    status: row.status,
    code: row.code,
    delivery: row.delivery,
    refundEntryId: row.refund_entry_id,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export async function recordRow(
  db: Queryable,
  where: { id: number } | { memberId: number; redeemKey: string },
): Promise<RecordRow | null> {
  const [row] =
    'id' in where
      ? await db.query<RecordRow>(`${RECORD_SELECT} WHERE r.id = $1`, [where.id])
      : await db.query<RecordRow>(`${RECORD_SELECT} WHERE r.member_id = $1 AND r.redeem_key = $2`, [
          where.memberId,
          where.redeemKey,
        ]);
  return row ?? null;
}

/** One of the member's records; another member's is as unknown as a missing one. */
export async function exchangeRecord(
  db: Queryable,
  memberId: number,
  id: number,
  language: MailLanguage,
): Promise<ExchangeRecord> {
  const row = await recordRow(db, { id });
  if (!row || row.member_id !== memberId) throw new ApiError('DataNotExist');
  return recordOut(row, language);
}

/** The member's records, newest first (ties: the later id first), one page at a time. */
export async function listExchangeRecords(
  db: Queryable,
  memberId: number,
  page: { page: number; size: number },
  language: MailLanguage,
): Promise<{ items: ExchangeRecord[]; total: number }> {
  const rows = await db.query<RecordRow>(
    `${RECORD_SELECT} WHERE r.member_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
    [memberId, page.size, (page.page - 1) * page.size],
  );
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM exchange_records WHERE member_id = $1',
    [memberId],
  );
  return { items: rows.map((r) => recordOut(r, language)), total: count?.n ?? 0 };
}
