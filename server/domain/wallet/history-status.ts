// HistoryStatus of a ledger entry (decision 038). A posted entry is Success unless it belongs to an
// order whose own status says otherwise: the order tables are read through readers registered by
// the source's prefix ('convert:12' → convert), so the history never imports an order module it
// does not need and an order type added later plugs in with one line.
import type { Queryable } from '../../db/db.ts';
import { convertStatusesBySource } from './converts.ts';
import { withdrawalStatusesBySource } from './withdrawals.ts';
import {
  ORDER_STATUSES,
  typeOfKind,
  type HistoryStatus,
  type OrderStatus,
} from '../../../src/features/wallet/api/schemas/wallet-history.ts';

/** Reads the status of the orders behind some sources of one member: source → order status. */
export type OrderStatusReader = (
  db: Queryable,
  memberId: number,
  sources: string[],
) => Promise<Map<string, string>>;

/** A prize exchange record's status (its debit's source is 'redeem:<redeemKey>'). */
const exchangeRecordStatuses: OrderStatusReader = async (db, memberId, sources) => {
  const rows = await db.query<{ source: string; status: string }>(
    `SELECT 'redeem:' || redeem_key AS source, status FROM exchange_records
      WHERE member_id = $1 AND 'redeem:' || redeem_key = ANY($2::text[])`,
    [memberId, sources],
  );
  return new Map(rows.map((r) => [r.source, r.status]));
};

/** Order readers by source prefix: prize exchanges, GACT withdrawals ('withdraw:<id>') and converts. */
export const ORDER_STATUS_READERS: Partial<Record<string, OrderStatusReader>> = {
  redeem: exchangeRecordStatuses,
  withdraw: withdrawalStatusesBySource,
  convert: convertStatusesBySource,
};

const TO_HISTORY: Record<OrderStatus, HistoryStatus> = {
  Processing: 'Dealing',
  Succeed: 'Success',
  Failed: 'Fail',
  NoApprove: 'Dealing',
  CustomerServicePass: 'Dealing',
  AdminPass: 'Success',
  Reject: 'Fail',
  Dealing: 'Dealing',
  Success: 'Success',
  Fail: 'Fail',
  NeedConfirm: 'NeedConfirm',
};

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export type EntryStatus = { status: HistoryStatus; orderStatus: OrderStatus | null };

/**
 * The status of an entry given its order's status (null: no order). A refund is the end of a
 * failed order, so its own posting is Success whatever the order says. An order status this build
 * does not know is not settled as far as the member can tell: Dealing.
 */
export function entryStatus(kind: string, orderStatus: string | null | undefined): EntryStatus {
  if (orderStatus == null) return { status: 'Success', orderStatus: null };
  if (!isOrderStatus(orderStatus)) return { status: 'Dealing', orderStatus: null };
  if (typeOfKind(kind) === 'refund') return { status: 'Success', orderStatus };
  return { status: TO_HISTORY[orderStatus], orderStatus };
}

const prefixOf = (source: string) => source.slice(0, Math.max(0, source.indexOf(':')));

/** Order statuses of the given sources (one query per order type present). */
export async function orderStatuses(
  db: Queryable,
  memberId: number,
  sources: readonly string[],
  readers: Partial<Record<string, OrderStatusReader>> = ORDER_STATUS_READERS,
): Promise<Map<string, string>> {
  const byPrefix = new Map<string, string[]>();
  for (const source of new Set(sources)) {
    const prefix = prefixOf(source);
    if (!Object.hasOwn(readers, prefix)) continue;
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), source]);
  }
  const found = new Map<string, string>();
  for (const [prefix, group] of byPrefix) {
    for (const [source, status] of await readers[prefix]!(db, memberId, group))
      found.set(source, status);
  }
  return found;
}
