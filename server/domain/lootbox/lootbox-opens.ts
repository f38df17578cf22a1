// OpenLootbox, in one transaction (decision 028): lock the member row (every open of one member
// takes turns) → an open already made with this key returns its first receipt → the box must be
// on sale → the ledger debits the cost with the key (lootboxOpen, open:<key>) and refuses a
// balance that cannot pay → the item is drawn with node:crypto → the open is recorded with the odds
// snapshot → the item goes to the inventory. The result is decided and stored before the client
// shows any animation; a retry, or 50 at once, charges once.
import type { Db, Queryable } from '../../db/db.ts';
import type { Clock } from '../../clock.ts';
import { toIso } from '../../db/values.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type {
  OpenHistoryEntry,
  OpenReceipt,
} from '../../../src/features/lootbox/api/schemas/lootbox.ts';
import { chestNameProblem } from '../../../src/features/lootbox/api/schemas/chest-name.ts';
import { debit, lockMember } from '../shared/ledger.ts';
import { sendWantedMessage } from '../shared/member-messages.ts';
import { drawItem } from './lootbox-draw.ts';
import { itemOut, type ItemRow } from './lootboxes.ts';
import { pick, type Texts } from '../shared/texts.ts';

export type OpenInput = {
  memberId: number;
  lootboxId: number;
  openKey: string;
  chestName?: string | undefined;
};

export type OpenDeps = { db: Db; clock: Clock; roll?: () => number };

export const OPEN_KIND = 'lootboxOpen';
export const openSource = (openKey: string) => `open:${openKey}`;

/** What an open snapshots: the table the member was shown, names in every language. */
export type OddsSnapshot = { itemId: number; weightBp: number; name: Texts }[];

/** '' and undefined mean no name; anything else must pass docs/product/lootbox.md (client and server alike). */
export function checkedChestName(name: string | undefined): string | null {
  if (name === undefined || name === '') return null;
  const problem = chestNameProblem(name);
  if (problem === 'sensitive') throw new ApiError('NameSensitiveWords');
  if (problem) throw new ApiError('ChestNameInvalid');
  return name;
}

type OpenRow = ItemRow & {
  id: number;
  lootbox_id: number;
  box_name: Texts;
  chest_name: string | null;
  cost_points: number;
  odds: OddsSnapshot;
  opened_at: Date;
  entry_id: number;
  balance_after: string;
  inventory_id: number;
};

const OPEN_SELECT = `SELECT o.id, o.lootbox_id, b.name AS box_name, o.chest_name, o.cost_points, o.odds,
       o.opened_at, e.id AS entry_id, e.balance_after::text AS balance_after, v.id AS inventory_id,
       i.id AS item_id, i.category, i.name AS item_name, i.image AS item_image, i.usable
  FROM lootbox_opens o
  JOIN lootboxes b ON b.id = o.lootbox_id
  JOIN lootbox_items i ON i.id = o.item_id
  JOIN ledger_entries e ON e.id = o.ledger_entry_id
  JOIN inventory_items v ON v.open_id = o.id`;

function receiptOut(row: OpenRow, language: MailLanguage): OpenReceipt {
  return {
    openId: row.id,
    lootboxId: row.lootbox_id,
    boxName: pick(row.box_name, language),
    chestName: row.chest_name,
    item: itemOut(row, language),
    inventoryId: row.inventory_id,
    entryId: row.entry_id,
    cost: String(row.cost_points),
    balanceAfter: row.balance_after,
    openedAt: toIso(row.opened_at),
  };
}

async function openByKey(tx: Queryable, memberId: number, openKey: string) {
  const [row] = await tx.query<OpenRow>(
    `${OPEN_SELECT} WHERE o.member_id = $1 AND o.open_key = $2`,
    [memberId, openKey],
  );
  return row ?? null;
}

/** Read after the member's lock: this key's open if any, and the box (if on sale) with its odds. */
const PROBE_SQL = `SELECT (SELECT lootbox_id FROM lootbox_opens WHERE member_id = $1 AND open_key = $2) AS first_box,
       b.id AS box_id, b.name AS box_name, b.cost_points, o.weight_bp, i.id AS item_id, i.category,
       i.name AS item_name, i.image AS item_image, i.usable
  FROM (SELECT 1) AS one
  LEFT JOIN lootboxes b ON b.id = $3 AND b.is_active
  LEFT JOIN lootbox_odds o ON o.lootbox_id = b.id
  LEFT JOIN lootbox_items i ON i.id = o.item_id
 ORDER BY o.sort_order, i.id`;

type ProbeRow = ItemRow & {
  first_box: number | null;
  box_id: number | null;
  box_name: Texts;
  cost_points: number;
  weight_bp: number;
};

/** The open and its inventory item, one statement. */
const RECORD_SQL = `WITH open AS (
  INSERT INTO lootbox_opens (member_id, lootbox_id, open_key, item_id, ledger_entry_id, cost_points,
                             chest_name, odds, opened_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id)
INSERT INTO inventory_items (member_id, item_id, open_id, status, acquired_at)
SELECT $1, $4, open.id, 'Available', $9 FROM open
RETURNING open_id, id`;

// Every statement here runs while the member row is locked and a pooled connection is held, and
// under load each round trip waits its turn on a busy event loop: the open is 8 round trips
// (BEGIN to COMMIT), not 14 (issue 31's profile, docs/operations.md).
async function openIn(
  tx: Queryable,
  deps: OpenDeps,
  input: OpenInput,
  chestName: string | null,
  now: Date,
  language: MailLanguage,
): Promise<OpenReceipt> {
  await lockMember(tx, input.memberId);
  const rows = await tx.query<ProbeRow>(PROBE_SQL, [
    input.memberId,
    input.openKey,
    input.lootboxId,
  ]);
  const [head] = rows;
  if (head?.first_box != null) {
    // The same key for another box is a different request under a used key: refused, not replayed.
    if (head.first_box !== input.lootboxId) throw new ApiError('DuplicateRequest');
    return receiptOut((await openByKey(tx, input.memberId, input.openKey))!, language);
  }
  if (head?.box_id == null) throw new ApiError('DataNotExist');
  const odds = rows.filter((o) => o.item_id != null);
  const entry = await debit(
    tx,
    {
      memberId: input.memberId,
      asset: 'POINT',
      amount: BigInt(head.cost_points),
      kind: OPEN_KIND,
      source: openSource(input.openKey),
      at: now,
    },
    { memberLocked: true },
  );
  const itemId = drawItem(
    odds.map((o) => ({ itemId: o.item_id, weightBp: o.weight_bp })),
    deps.roll,
  );
  const drawn = odds.find((o) => o.item_id === itemId)!;
  const snapshot: OddsSnapshot = odds.map((o) => ({
    itemId: o.item_id,
    weightBp: o.weight_bp,
    name: o.item_name,
  }));
  const [recorded] = await tx.query<{ open_id: number; id: number }>(RECORD_SQL, [
    input.memberId,
    head.box_id,
    input.openKey,
    itemId,
    entry.id,
    head.cost_points,
    chestName,
    JSON.stringify(snapshot),
    now,
  ]);
  // With the debit, so an open rolled back tells the member nothing (decision 041).
  await sendWantedMessage(tx, input.memberId, 'wallet', {
    template: 'reward.lootboxOpened',
    params: { item: drawn.item_name },
    icon: 'icons/reward.svg',
    at: now,
  });
  // What openByKey would read back, from what this transaction wrote: a retry gets the same receipt.
  return {
    openId: recorded!.open_id,
    lootboxId: head.box_id,
    boxName: pick(head.box_name, language),
    chestName,
    item: itemOut(drawn, language),
    inventoryId: recorded!.id,
    entryId: entry.id,
    cost: String(head.cost_points),
    balanceAfter: entry.balanceAfter.toString(),
    openedAt: toIso(now),
  };
}

export async function openLootbox(
  deps: OpenDeps,
  input: OpenInput,
  language: MailLanguage,
): Promise<OpenReceipt> {
  const chestName = checkedChestName(input.chestName);
  const now = deps.clock.now();
  return deps.db.transaction((tx) => openIn(tx, deps, input, chestName, now, language));
}

/** The member's opens, newest first, each with the odds table it was drawn from. */
export async function openHistory(
  db: Queryable,
  memberId: number,
  page: { page: number; size: number },
  language: MailLanguage,
): Promise<{ items: OpenHistoryEntry[]; total: number }> {
  const rows = await db.query<OpenRow>(
    `${OPEN_SELECT} WHERE o.member_id = $1 ORDER BY o.opened_at DESC, o.id DESC LIMIT $2 OFFSET $3`,
    [memberId, page.size, (page.page - 1) * page.size],
  );
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM lootbox_opens WHERE member_id = $1',
    [memberId],
  );
  return {
    total: count?.n ?? 0,
    items: rows.map((row) => ({
      openId: row.id,
      boxName: pick(row.box_name, language),
      chestName: row.chest_name,
      item: itemOut(row, language),
      cost: String(row.cost_points),
      openedAt: toIso(row.opened_at),
      odds: row.odds.map((o) => ({
        itemId: o.itemId,
        name: pick(o.name, language),
        weightBp: o.weightBp,
      })),
    })),
  };
}
