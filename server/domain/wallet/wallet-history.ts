// The wallet history (issue 14 item 8, decision 038): the member's ledger entries, newest first
// (created_at DESC, id DESC, so equal times page stably), filtered by operation type, asset and a
// range read in the member's zone; and one entry with what it was for and its source's other
// entries. Reads only: the ledger is the record, nothing is copied.
import type { Queryable } from '../../db/db.ts';
import { toIso } from '../../db/values.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import {
  KNOWN_KINDS,
  kindsOfType,
  typeOfKind,
  type HistoryDetail,
  type HistoryEntry,
  type HistoryRange,
  type HistorySubject,
  type WalletHistoryPage,
  type WalletHistoryRequest,
} from '../../../src/features/wallet/api/schemas/wallet-history.ts';
import { HOUR_MS } from '../../clock.ts';
import { formatMinor, type Asset } from '../shared/ledger.ts';
import { entryStatus, orderStatuses } from './history-status.ts';
import { dayKey, periodOf, safeTimeZone, startOfLocalDay } from '../shared/periods.ts';
import { pick, type Texts } from '../shared/texts.ts';

type Row = {
  id: number;
  asset: Asset;
  direction: 'credit' | 'debit';
  amount: string;
  balance_after: string;
  kind: string;
  source: string;
  created_at: Date;
};

/** Entries counted past the requested page (the total is exact below this). */
export const COUNT_AHEAD = 200;

const COLUMNS = `id, asset, direction, amount::text AS amount, balance_after::text AS balance_after,
  kind, source, created_at`;

/** When a range starts in the zone (null: all time). H is the last hour; the others are calendar. */
export function rangeStart(range: HistoryRange, now: Date, timeZone: string): Date | null {
  const zone = safeTimeZone(timeZone);
  const [year, month] = dayKey(now, zone).split('-').map(Number) as [number, number];
  switch (range) {
    case 'H':
      return new Date(now.getTime() - HOUR_MS);
    case 'D':
      return periodOf('daily', now, zone).startsAt;
    case 'W':
      return periodOf('weekly', now, zone).startsAt;
    case 'm':
      return startOfLocalDay(year, month, 1, zone);
    case 'Y':
      return startOfLocalDay(year, 1, 1, zone);
    case 'ALL':
      return null;
  }
}

async function memberZone(db: Queryable, memberId: number): Promise<string> {
  const [row] = await db.query<{ time_zone: string }>(
    'SELECT time_zone FROM members WHERE id = $1',
    [memberId],
  );
  return safeTimeZone(row?.time_zone);
}

async function toEntries(db: Queryable, memberId: number, rows: Row[]): Promise<HistoryEntry[]> {
  const statuses = await orderStatuses(
    db,
    memberId,
    rows.map((r) => r.source),
  );
  return rows.map((row) => {
    const amount = formatMinor(BigInt(row.amount), row.asset);
    return {
      id: row.id,
      kind: row.kind,
      type: typeOfKind(row.kind),
      asset: row.asset,
      amount: row.direction === 'debit' ? `-${amount}` : amount,
      balanceAfter: formatMinor(BigInt(row.balance_after), row.asset),
      createdAt: toIso(row.created_at),
      ...entryStatus(row.kind, statuses.get(row.source)),
    };
  });
}

/** One page of the member's entries and how many match the filters. */
export async function listHistory(
  db: Queryable,
  memberId: number,
  input: WalletHistoryRequest,
  now: Date,
): Promise<{ data: WalletHistoryPage; total: number }> {
  const timeZone = await memberZone(db, memberId);
  const since = input.range ? rangeStart(input.range, now, timeZone) : null;
  // Only the filters given become conditions, so each shape of query gets a plan that uses its
  // index (a generic `$n IS NULL OR …` plan could not).
  const params: unknown[] = [memberId];
  const conditions = ['member_id = $1'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conditions.push(sql.replace('?', `$${params.length}`));
  };
  if (input.asset) add('asset = ?', input.asset);
  if (since) add('created_at >= ?', since);
  // `other` is "none of the known kinds"; any other type is "one of its kinds".
  if (input.type === 'other') add('kind <> ALL(?::text[])', KNOWN_KINDS);
  else if (input.type) add('kind = ANY(?::text[])', kindsOfType(input.type));
  const where = conditions.join(' AND ');
  const limit = params.length + 1;
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM ledger_entries WHERE ${where}
      ORDER BY created_at DESC, id DESC LIMIT $${limit} OFFSET $${limit + 1}`,
    [...params, input.size, (input.page - 1) * input.size],
  );
  // Counting a long history whole costs more than the page itself: count at most a few pages past
  // this one, and say when the total is only "at least".
  const countCap = input.page * input.size + COUNT_AHEAD;
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ledger_entries WHERE ${where} LIMIT $${limit}) AS page`,
    [...params, countCap],
  );
  const total = count?.n ?? 0;
  return {
    data: {
      timeZone,
      totalIsAtLeast: total >= countCap,
      entries: await toEntries(db, memberId, rows),
    },
    total,
  };
}

/** What an entry was for, read from the record its kind points at (null: nothing to show). */
async function subjectOf(
  db: Queryable,
  row: Row,
  language: MailLanguage,
): Promise<HistorySubject | null> {
  const named = (type: HistorySubject['type'], found: { id: number; name: Texts } | undefined) =>
    found ? { type, id: found.id, name: pick(found.name, language) } : null;
  if (row.kind === 'questClaim' || row.kind === 'eventClaim') {
    const questId = /^quest:(\d{1,10}):/.exec(row.source)?.[1];
    if (!questId || Number(questId) > 2_147_483_647) return null;
    const [quest] = await db.query<{ id: number; event_id: number | null; name: Texts }>(
      `SELECT q.id, q.event_id, coalesce(e.title, q.title) AS name FROM quests q
         LEFT JOIN major_events e ON e.id = q.event_id WHERE q.id = $1`,
      [Number(questId)],
    );
    if (!quest) return null;
    return quest.event_id === null
      ? named('quest', quest)
      : named('event', { id: quest.event_id, name: quest.name });
  }
  if (row.kind === 'prizeRedeem' || row.kind === 'prizeRefund') {
    const [prize] = await db.query<{ id: number; name: Texts }>(
      `SELECT p.id, p.name FROM exchange_records r JOIN prizes p ON p.id = r.prize_id
        WHERE r.debit_entry_id = $1 OR r.refund_entry_id = $1`,
      [row.id],
    );
    return named('prize', prize);
  }
  if (row.kind === 'lootboxOpen') {
    const [box] = await db.query<{ id: number; name: Texts }>(
      `SELECT b.id, b.name FROM lootbox_opens o JOIN lootboxes b ON b.id = o.lootbox_id
        WHERE o.ledger_entry_id = $1`,
      [row.id],
    );
    return named('lootbox', box);
  }
  return null;
}

/** One of the member's own entries; another member's, or none, is DataNotExist (never a hint which). */
export async function historyDetail(
  db: Queryable,
  memberId: number,
  id: number,
  language: MailLanguage,
): Promise<HistoryDetail> {
  const [row] = await db.query<Row>(
    `SELECT ${COLUMNS} FROM ledger_entries WHERE id = $1 AND member_id = $2`,
    [id, memberId],
  );
  if (!row) throw new ApiError('DataNotExist');
  const others = await db.query<Row>(
    `SELECT ${COLUMNS} FROM ledger_entries WHERE member_id = $1 AND source = $2 AND id <> $3
      ORDER BY created_at DESC, id DESC LIMIT 20`,
    [memberId, row.source, row.id],
  );
  const [entry, ...related] = await toEntries(db, memberId, [row, ...others]);
  return {
    ...entry!,
    timeZone: await memberZone(db, memberId),
    subject: await subjectOf(db, row, language),
    related,
  };
}
