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
import { sendMessage } from '../shared/member-messages.ts';
import { wantsActivity } from '../shared/member-settings.ts';
import { drawItem } from './lootbox-draw.ts';
import { itemOut, oddsOf, type ItemRow } from './lootboxes.ts';
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

async function openIn(
  tx: Queryable,
  deps: OpenDeps,
  input: OpenInput,
  chestName: string | null,
  now: Date,
  language: MailLanguage,
): Promise<OpenReceipt> {
  await lockMember(tx, input.memberId);
  const first = await openByKey(tx, input.memberId, input.openKey);
  if (first) {
    // The same key for another box is a different request under a used key: refused, not replayed.
    if (first.lootbox_id !== input.lootboxId) throw new ApiError('DuplicateRequest');
    return receiptOut(first, language);
  }
  const [box] = await tx.query<{ id: number; cost_points: number }>(
    'SELECT id, cost_points FROM lootboxes WHERE id = $1 AND is_active',
    [input.lootboxId],
  );
  if (!box) throw new ApiError('DataNotExist');
  const odds = await oddsOf(tx, [box.id]);
  const entry = await debit(tx, {
    memberId: input.memberId,
    asset: 'POINT',
    amount: BigInt(box.cost_points),
    kind: OPEN_KIND,
    source: openSource(input.openKey),
    at: now,
  });
  const itemId = drawItem(
    odds.map((o) => ({ itemId: o.item_id, weightBp: o.weight_bp })),
    deps.roll,
  );
  const snapshot: OddsSnapshot = odds.map((o) => ({
    itemId: o.item_id,
    weightBp: o.weight_bp,
    name: o.item_name,
  }));
  const [open] = await tx.query<{ id: number }>(
    `INSERT INTO lootbox_opens (member_id, lootbox_id, open_key, item_id, ledger_entry_id, cost_points,
                                chest_name, odds, opened_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      input.memberId,
      box.id,
      input.openKey,
      itemId,
      entry.id,
      box.cost_points,
      chestName,
      JSON.stringify(snapshot),
      now,
    ],
  );
  await tx.query(
    `INSERT INTO inventory_items (member_id, item_id, open_id, status, acquired_at)
     VALUES ($1, $2, $3, 'Available', $4)`,
    [input.memberId, itemId, open!.id, now],
  );
  // With the debit, so an open rolled back tells the member nothing (decision 041).
  if (await wantsActivity(tx, input.memberId, 'wallet'))
    await sendMessage(tx, input.memberId, {
      template: 'reward.lootboxOpened',
      params: { item: odds.find((o) => o.item_id === itemId)?.item_name ?? '' },
      icon: 'icons/reward.svg',
      at: now,
    });
  return receiptOut((await openByKey(tx, input.memberId, input.openKey))!, language);
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
