// What happens to an exchange record after the redemption (decision 027). The member confirms a
// physical prize's delivery details (NeedConfirm → Dealing); the fulfilment step settles a Dealing
// record as Success (a digital prize gets its code) or Fail, which gives the points back through
// the ledger ('prizeRefund', 'exchange:<id>': exactly once) and the unit back to stock. Each change
// locks the record row, so two settlements of one record take turns and the second is refused.
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.ts';
import type { Clock } from '../../clock.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type {
  Delivery,
  ExchangeRecord,
  HistoryStatus,
} from '../../../src/features/prizes/api/schemas/prize.ts';
import { credit } from '../shared/ledger.ts';
import { recordOut, recordRow } from './prizes.ts';

export type FulfilDeps = { db: Db; clock: Clock };
export type Outcome = 'success' | 'fail';

export const REFUND_KIND = 'prizeRefund';
export const refundSource = (recordId: number) => `exchange:${recordId}`;

type Locked = {
  id: number;
  member_id: number;
  prize_id: number;
  status: HistoryStatus;
  cost_points: number;
  kind: 'digital' | 'physical';
};

async function lockRecord(tx: Queryable, id: number): Promise<Locked | null> {
  const [row] = await tx.query<Locked>(
    `SELECT r.id, r.member_id, r.prize_id, r.status, r.cost_points, p.kind
       FROM exchange_records r JOIN prizes p ON p.id = r.prize_id
      WHERE r.id = $1 FOR UPDATE OF r`,
    [id],
  );
  return row ?? null;
}

/** A readable one-time code for a digital prize (no 0/O, 1/I look-alikes). */
export function prizeCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(12);
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** Settles one Dealing record inside the caller's transaction; anything else is refused. */
export async function fulfilIn(
  tx: Queryable,
  id: number,
  outcome: Outcome,
  now: Date,
): Promise<void> {
  const record = await lockRecord(tx, id);
  if (!record) throw new ApiError('DataNotExist');
  if (record.status !== 'Dealing') throw new ApiError('ExchangeAlreadySettled');
  if (outcome === 'success') {
    await tx.query(
      `UPDATE exchange_records SET status = 'Success', code = $2, updated_at = $3 WHERE id = $1`,
      [id, record.kind === 'digital' ? prizeCode() : null, now],
    );
    return;
  }
  const refund = await credit(tx, {
    memberId: record.member_id,
    asset: 'POINT',
    amount: BigInt(record.cost_points),
    kind: REFUND_KIND,
    source: refundSource(id),
    at: now,
  });
  await tx.query('UPDATE prizes SET stock = stock + 1 WHERE id = $1', [record.prize_id]);
  await tx.query(
    `UPDATE exchange_records SET status = 'Fail', refund_entry_id = $2, updated_at = $3 WHERE id = $1`,
    [id, refund.id, now],
  );
}

/** Settles one Dealing record (Success or Fail with its refund); anything else: ExchangeAlreadySettled. */
export async function fulfilExchange(
  deps: FulfilDeps,
  id: number,
  outcome: Outcome,
  language: MailLanguage = 'en-US',
): Promise<ExchangeRecord> {
  const now = deps.clock.now();
  await deps.db.transaction((tx) => fulfilIn(tx, id, outcome, now));
  return recordOut((await recordRow(deps.db, { id }))!, language);
}

/** The ids of every record waiting for the fulfilment step, oldest first. */
export async function dealingIds(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM exchange_records WHERE status = 'Dealing' ORDER BY id`,
  );
  return rows.map((r) => r.id);
}

/** The member's delivery details for a physical prize: NeedConfirm → Dealing. */
export async function confirmExchange(
  deps: FulfilDeps,
  memberId: number,
  input: { id: number; delivery: Delivery },
  language: MailLanguage,
): Promise<ExchangeRecord> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const record = await lockRecord(tx, input.id);
    if (!record || record.member_id !== memberId) throw new ApiError('DataNotExist');
    if (record.status !== 'NeedConfirm') {
      // A retry of a confirmation that went through (its answer lost) is not a new request.
      const [same] = await tx.query<{ same: boolean }>(
        'SELECT delivery = $2::jsonb AS same FROM exchange_records WHERE id = $1',
        [input.id, input.delivery],
      );
      if (same?.same) return;
      throw new ApiError('ExchangeNotConfirmable');
    }
    await tx.query(
      `UPDATE exchange_records SET status = 'Dealing', delivery = $2, updated_at = $3 WHERE id = $1`,
      [input.id, input.delivery, now],
    );
  });
  return recordOut((await recordRow(deps.db, { id: input.id }))!, language);
}
