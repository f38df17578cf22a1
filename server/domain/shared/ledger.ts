// The append-only ledger and per-asset balances (decision 024, docs/architecture.md "Money, points and the
// ledger"). Every credit or debit carries a key (member, kind, source) that is unique in the
// database: asking again for a key returns the first entry and writes nothing. The member row, then
// the balance row, is locked in the caller's transaction before the key is looked up, so two racing
// requests for one key, or two debits against one balance, take turns. One order for every money
// call (decision 055): member row (FOR NO KEY UPDATE), then its balances, then the ledger insert.
import type { Queryable } from '../../db/db.ts';
import { toIso } from '../../db/values.ts';
import { ApiError } from '../../http/envelope.ts';
import type { StatusName } from '../../../src/shared/api/status-codes.ts';
import { ASSET_DIGITS, fromMinor } from '../../../src/money/amount.ts';

export const ASSETS = ['POINT', 'GACT', 'USDT'] as const;
export type Asset = (typeof ASSETS)[number];
export type Direction = 'credit' | 'debit';

/** GACT and USDT are counted in 10^-6; points in whole points (the client's table, one truth). */
export const MINOR_UNIT_DIGITS: Record<Asset, number> = ASSET_DIGITS;

const INSUFFICIENT: Record<Asset, StatusName> = {
  POINT: 'InsufficientPointBalance',
  GACT: 'InsufficientGactBalance',
  USDT: 'InsufficientUsdtBalance',
};

export type Posting = {
  memberId: number;
  asset: Asset;
  /** Minor units, > 0. */
  amount: bigint;
  /** What the entry is for ('questClaim', 'eventClaim', 'checkIn', …): with `source`, the key. */
  kind: string;
  /** Which one ('quest:42:2026-11-25'). */
  source: string;
  /** When (the server's clock). */
  at: Date;
};

export type LedgerEntry = {
  id: number;
  memberId: number;
  asset: Asset;
  direction: Direction;
  amount: bigint;
  balanceAfter: bigint;
  kind: string;
  source: string;
  createdAt: string;
  /** True when the key was already in the ledger: this is the first entry, nothing was written. */
  replayed: boolean;
};

type EntryRow = {
  id: number;
  member_id: number;
  asset: Asset;
  direction: Direction;
  amount: string;
  balance_after: string;
  kind: string;
  source: string;
  created_at: Date;
};

const ENTRY_COLUMNS = `id, member_id, asset, direction, amount::text AS amount,
  balance_after::text AS balance_after, kind, source, created_at`;

function toEntry(row: EntryRow, replayed: boolean): LedgerEntry {
  return {
    id: row.id,
    memberId: row.member_id,
    asset: row.asset,
    direction: row.direction,
    amount: BigInt(row.amount),
    balanceAfter: BigInt(row.balance_after),
    kind: row.kind,
    source: row.source,
    createdAt: toIso(row.created_at),
    replayed,
  };
}

/** The entry already written for a key, or null. */
export async function findEntry(
  db: Queryable,
  key: { memberId: number; kind: string; source: string },
): Promise<LedgerEntry | null> {
  const [row] = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM ledger_entries WHERE member_id = $1 AND kind = $2 AND source = $3`,
    [key.memberId, key.kind, key.source],
  );
  return row ? toEntry(row, true) : null;
}

export async function entryById(db: Queryable, id: number): Promise<LedgerEntry | null> {
  const [row] = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM ledger_entries WHERE id = $1`,
    [id],
  );
  return row ? toEntry(row, true) : null;
}

/**
 * The member's row as the lock every money call of that member takes first (decision 055). FOR NO
 * KEY UPDATE, not FOR UPDATE: it still makes one member's calls take turns, yet lets another
 * transaction's insert that names the member (a ledger entry, a message: the foreign key's KEY
 * SHARE lock) pass, so a request that holds the balance never waits on the member row behind it.
 * False when there is no such member.
 */
export async function lockMember(tx: Queryable, memberId: number): Promise<boolean> {
  const rows = await tx.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [memberId]);
  return rows.length > 0;
}

async function lockBalance(tx: Queryable, memberId: number, asset: Asset): Promise<bigint> {
  const lock = () =>
    tx.query<{ amount: string }>(
      `SELECT amount::text AS amount FROM balances WHERE member_id = $1 AND asset = $2 FOR UPDATE`,
      [memberId, asset],
    );
  let [balance] = await lock();
  if (!balance) {
    // The first posting of this asset: the row exists before it is locked; a concurrent first
    // posting waits at the lock, then finds the row.
    await tx.query(
      `INSERT INTO balances (member_id, asset, amount) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING`,
      [memberId, asset],
    );
    [balance] = await lock();
  }
  return BigInt(balance!.amount);
}

/** memberLocked: the caller took lockMember in this transaction, so its round trip is spared. */
export type PostOptions = { memberLocked?: boolean };

async function post(
  tx: Queryable,
  direction: Direction,
  p: Posting,
  { memberLocked = false }: PostOptions = {},
): Promise<LedgerEntry> {
  if (p.amount <= 0n) throw new RangeError('a ledger amount must be positive');
  // First when the caller does not hold it yet, so the order never flips.
  if (!memberLocked) await lockMember(tx, p.memberId);
  const before = await lockBalance(tx, p.memberId, p.asset);
  const after = direction === 'credit' ? before + p.amount : before - p.amount;
  // One statement, read after the balance lock was taken (so it sees every earlier posting of
  // this balance): the key's first entry if there is one; otherwise, if the balance can pay, the
  // new entry and the balance it leaves. No row: nothing was written and the balance is short.
  const [row] = await tx.query<EntryRow & { replayed: boolean }>(
    `WITH existing AS (
       SELECT ${ENTRY_COLUMNS} FROM ledger_entries
        WHERE member_id = $1 AND kind = $6 AND source = $7),
     entry AS (
       INSERT INTO ledger_entries (member_id, asset, direction, amount, balance_after, kind, source, created_at)
       SELECT $1, $2, $3, $4::bigint, $5::bigint, $6, $7, $8
        WHERE NOT EXISTS (SELECT 1 FROM existing) AND $5::bigint >= 0
       RETURNING ${ENTRY_COLUMNS}),
     balance AS (
       UPDATE balances SET amount = $5::bigint
        WHERE member_id = $1 AND asset = $2 AND EXISTS (SELECT 1 FROM entry) RETURNING 1)
     SELECT existing.*, true AS replayed FROM existing
     UNION ALL
     SELECT entry.*, false FROM entry, balance`,
    [p.memberId, p.asset, direction, p.amount.toString(), after.toString(), p.kind, p.source, p.at],
  );
  if (!row) throw new ApiError(INSUFFICIENT[p.asset]);
  return toEntry(row, row.replayed);
}

/** Adds to a balance; a key already in the ledger returns its first entry. Call inside a transaction. */
export function credit(
  tx: Queryable,
  posting: Posting,
  options?: PostOptions,
): Promise<LedgerEntry> {
  return post(tx, 'credit', posting, options);
}

/**
 * Takes from a balance; refused (Insufficient…Balance) when it would go below zero. A key already
 * in the ledger returns its first entry, even if the balance could not pay it again now.
 */
export function debit(
  tx: Queryable,
  posting: Posting,
  options?: PostOptions,
): Promise<LedgerEntry> {
  return post(tx, 'debit', posting, options);
}

/** A member's balance of one asset in minor units (0 without a row). */
export async function balanceOf(db: Queryable, memberId: number, asset: Asset): Promise<bigint> {
  const [row] = await db.query<{ amount: string }>(
    'SELECT amount::text AS amount FROM balances WHERE member_id = $1 AND asset = $2',
    [memberId, asset],
  );
  return BigInt(row?.amount ?? '0');
}

/**
 * Credits that give back points already held, never earned: a failed prize's refund (decision 027)
 * and the demo seed's stand-in for what its exchange records cost. Levels do not count them.
 */
export const NOT_EARNED_KINDS = ['prizeRefund', 'prizeSeed'] as const;

/** SQL for "points ever earned by member `m.id`", shared by every read that computes a level. */
export const EARNED_POINTS_SQL = `(SELECT coalesce(sum(amount), 0)::text FROM ledger_entries
  WHERE member_id = m.id AND asset = 'POINT' AND direction = 'credit'
    AND kind NOT IN (${NOT_EARNED_KINDS.map((k) => `'${k}'`).join(', ')}))`;

/** Points ever earned (levels follow them: spending never lowers a level, a refund never raises it). */
export async function earnedPoints(db: Queryable, memberId: number): Promise<bigint> {
  const [row] = await db.query<{ earned: string }>(
    `SELECT ${EARNED_POINTS_SQL} AS earned FROM members m WHERE m.id = $1`,
    [memberId],
  );
  return BigInt(row?.earned ?? '0');
}

/** Minor units as a decimal string without trailing zeros: 356250000n GACT → "356.25". */
export function formatMinor(amount: bigint, asset: Asset): string {
  return fromMinor(amount, MINOR_UNIT_DIGITS[asset]);
}
