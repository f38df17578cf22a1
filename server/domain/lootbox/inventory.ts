// The member's inventory (decision 028): items by status, and UseItem, which flips Available → Used
// in one conditional UPDATE, so two uses of one item (a retry, a second tab) cannot both win. The
// use's key is stored with it (issue 31): the same use asked again answers as the first did.
import type { Queryable } from '../../db/db.ts';
import type { Clock } from '../../clock.ts';
import { toIso } from '../../db/values.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import {
  itemState,
  type AssetStatus,
  type InventoryItem,
  type InventoryRequest,
} from '../../../src/features/lootbox/api/schemas/lootbox.ts';
import { itemOut, type ItemRow } from './lootboxes.ts';
import { pick, type Texts } from '../shared/texts.ts';

type Row = ItemRow & {
  id: number;
  status: AssetStatus;
  box_name: Texts | null;
  chest_name: string | null;
  acquired_at: Date;
  used_at: Date | null;
  use_key: string | null;
};

const SELECT = `SELECT v.id, v.status, v.acquired_at, v.used_at, v.use_key, b.name AS box_name, o.chest_name,
       i.id AS item_id, i.category, i.name AS item_name, i.image AS item_image, i.usable
  FROM inventory_items v
  JOIN lootbox_items i ON i.id = v.item_id
  LEFT JOIN lootbox_opens o ON o.id = v.open_id
  LEFT JOIN lootboxes b ON b.id = o.lootbox_id`;

function out(row: Row, language: MailLanguage): InventoryItem {
  return {
    id: row.id,
    item: itemOut(row, language),
    status: row.status,
    state: itemState(row.usable, row.status),
    boxName: row.box_name ? pick(row.box_name, language) : null,
    chestName: row.chest_name,
    acquiredAt: toIso(row.acquired_at),
    usedAt: row.used_at ? toIso(row.used_at) : null,
  };
}

export async function listInventory(
  db: Queryable,
  memberId: number,
  input: InventoryRequest,
  language: MailLanguage,
): Promise<{ items: InventoryItem[]; total: number }> {
  const status = input.status ?? null;
  const rows = await db.query<Row>(
    `${SELECT} WHERE v.member_id = $1 AND ($2::text IS NULL OR v.status = $2)
      ORDER BY v.acquired_at DESC, v.id DESC LIMIT $3 OFFSET $4`,
    [memberId, status, input.size, (input.page - 1) * input.size],
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM inventory_items
      WHERE member_id = $1 AND ($2::text IS NULL OR status = $2)`,
    [memberId, status],
  );
  return { items: rows.map((r) => out(r, language)), total: count?.n ?? 0 };
}

export async function useItem(
  deps: { db: Queryable; clock: Clock },
  memberId: number,
  use: { inventoryId: number; useKey: string },
  language: MailLanguage,
): Promise<InventoryItem> {
  const { inventoryId, useKey } = use;
  const used = await useOnce(deps, memberId, inventoryId, useKey);
  const [row] = await deps.db.query<Row>(`${SELECT} WHERE v.id = $1 AND v.member_id = $2`, [
    inventoryId,
    memberId,
  ]);
  if (!row) throw new ApiError('DataNotExist');
  // The first answer to this use, asked again; a key already spent on another item is not this use.
  if (used || row.use_key === useKey) return out(row, language);
  const [keyed] = await deps.db.query(
    'SELECT 1 FROM inventory_items WHERE member_id = $1 AND use_key = $2',
    [memberId, useKey],
  );
  if (keyed) throw new ApiError('DuplicateRequest');
  // The refusal names the state the list and the detail show for this item.
  const state = itemState(row.usable, row.status);
  if (state === 'Kept') throw new ApiError('ItemNotUsable');
  if (state === 'Frozen') throw new ApiError('ItemFrozen');
  throw new ApiError('ItemAlreadyUsed');
}

const UNIQUE_VIOLATION = '23505';

/** The use itself: the item's id when this call flipped it, else null (and a key raced onto two items: refused). */
async function useOnce(
  deps: { db: Queryable; clock: Clock },
  memberId: number,
  inventoryId: number,
  useKey: string,
): Promise<{ id: number } | null> {
  try {
    // Using an avatar puts it on: the member's avatar changes in the same statement as the use, so a
    // use that loses a race never changes it (decision 033).
    const [used] = await deps.db.query<{ id: number }>(
      `WITH used AS (
         UPDATE inventory_items v SET status = 'Used', used_at = $3, use_key = $4
           FROM lootbox_items i
          WHERE v.id = $1 AND v.member_id = $2 AND v.status = 'Available'
            AND i.id = v.item_id AND i.usable
            AND NOT EXISTS (SELECT 1 FROM inventory_items k WHERE k.member_id = $2 AND k.use_key = $4)
          RETURNING v.id, i.category, i.image
       ), worn AS (
         UPDATE members m SET avatar = used.image
           FROM used
          WHERE m.id = $2 AND used.category = 'Avatar'
          RETURNING m.id
       )
       SELECT id FROM used`,
      [inventoryId, memberId, deps.clock.now(), useKey],
    );
    return used ?? null;
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION)
      throw new ApiError('DuplicateRequest');
    throw error;
  }
}
