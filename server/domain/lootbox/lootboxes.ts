// The lootbox catalogue: active boxes with their odds tables, names in the request's language.
import type { Queryable } from '../../db/db.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type {
  AssetCategory,
  Lootbox,
  LootItem,
  OddsRow,
} from '../../../src/features/lootbox/api/schemas/lootbox.ts';
import { pick, type Texts } from '../shared/texts.ts';

export type ItemRow = {
  item_id: number;
  category: AssetCategory;
  item_name: Texts;
  item_image: string;
  usable: boolean;
};

export type BoxRow = { id: number; name: Texts; image: string; cost_points: number };

export type OddsRowDb = ItemRow & { weight_bp: number };

export function itemOut(row: ItemRow, language: MailLanguage): LootItem {
  return {
    itemId: row.item_id,
    name: pick(row.item_name, language),
    category: row.category,
    image: row.item_image,
    usable: row.usable,
  };
}

export async function oddsOf(db: Queryable, boxIds: readonly number[]) {
  return db.query<OddsRowDb & { lootbox_id: number }>(
    `SELECT o.lootbox_id, o.weight_bp, i.id AS item_id, i.category, i.name AS item_name,
            i.image AS item_image, i.usable
       FROM lootbox_odds o JOIN lootbox_items i ON i.id = o.item_id
      WHERE o.lootbox_id = ANY($1::int[])
      ORDER BY o.lootbox_id, o.sort_order, i.id`,
    [boxIds],
  );
}

export function oddsOut(row: OddsRowDb, language: MailLanguage): OddsRow {
  return { ...itemOut(row, language), weightBp: row.weight_bp };
}

export async function listLootboxes(db: Queryable, language: MailLanguage): Promise<Lootbox[]> {
  const boxes = await db.query<BoxRow>(
    `SELECT id, name, image, cost_points FROM lootboxes WHERE is_active ORDER BY sort_order, id`,
  );
  const odds = await oddsOf(
    db,
    boxes.map((b) => b.id),
  );
  return boxes.map((box) => ({
    id: box.id,
    name: pick(box.name, language),
    image: box.image,
    cost: String(box.cost_points),
    odds: odds.filter((o) => o.lootbox_id === box.id).map((o) => oddsOut(o, language)),
  }));
}
