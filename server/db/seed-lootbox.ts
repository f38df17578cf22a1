// Writes the demo lootboxes, items and odds, and the demo member's opens and inventory
// (seed-lootbox-data.ts) inside the seed's transaction. The opens are paid through the ledger;
// what they cost is credited first as part of the member's opening balance, so every seeded member
// still ends with exactly the points of SEED_MEMBERS.
import type { Queryable } from './db.ts';
import { credit, debit } from '../domain/shared/ledger.ts';
import { OPEN_KIND, openSource, type OddsSnapshot } from '../domain/lootbox/lootbox-opens.ts';
import {
  SEED_BOXES,
  SEED_GRANTS,
  SEED_ITEMS,
  SEED_OPENS,
  lootboxImage,
} from './seed-lootbox-data.ts';

const DAY_MS = 86_400_000;

export async function insertLootboxContent(
  tx: Queryable,
  now: Date,
  demoMemberId: number,
  demoJoinedAt: Date,
): Promise<void> {
  const items = new Map<string, number>();
  for (const item of SEED_ITEMS) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO lootbox_items (category, name, image, usable) VALUES ($1, $2, $3, $4) RETURNING id`,
      [item.category, item.name, lootboxImage(item.key), item.usable],
    );
    items.set(item.key, row!.id);
  }
  const boxes = new Map<string, { id: number; cost: number; odds: OddsSnapshot }>();
  for (const [index, box] of SEED_BOXES.entries()) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO lootboxes (name, image, cost_points, sort_order) VALUES ($1, $2, $3, $4) RETURNING id`,
      [box.name, lootboxImage(box.key), box.cost, index],
    );
    for (const [order, [itemKey, weight]] of box.odds.entries())
      await tx.query(
        `INSERT INTO lootbox_odds (lootbox_id, item_id, weight_bp, sort_order) VALUES ($1, $2, $3, $4)`,
        [row!.id, items.get(itemKey), weight, order],
      );
    boxes.set(box.key, {
      id: row!.id,
      cost: box.cost,
      odds: box.odds.map(([itemKey, weightBp]) => ({
        itemId: items.get(itemKey)!,
        weightBp,
        name: SEED_ITEMS.find((i) => i.key === itemKey)!.name,
      })),
    });
  }
  const spent = SEED_OPENS.reduce((sum, o) => sum + boxes.get(o.box)!.cost, 0);
  await credit(tx, {
    memberId: demoMemberId,
    asset: 'POINT',
    amount: BigInt(spent),
    kind: 'opening',
    source: 'seed:lootbox',
    at: demoJoinedAt,
  });
  for (const [index, o] of SEED_OPENS.entries()) {
    const at = new Date(now.getTime() - o.daysAgo * DAY_MS);
    const box = boxes.get(o.box)!;
    const openKey = `seed-open-${index + 1}`;
    const entry = await debit(tx, {
      memberId: demoMemberId,
      asset: 'POINT',
      amount: BigInt(box.cost),
      kind: OPEN_KIND,
      source: openSource(openKey),
      at,
    });
    const [open] = await tx.query<{ id: number }>(
      `INSERT INTO lootbox_opens (member_id, lootbox_id, open_key, item_id, ledger_entry_id, cost_points,
                                  chest_name, odds, opened_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        demoMemberId,
        box.id,
        openKey,
        items.get(o.item),
        entry.id,
        box.cost,
        o.chestName,
        JSON.stringify(box.odds),
        at,
      ],
    );
    await tx.query(
      `INSERT INTO inventory_items (member_id, item_id, open_id, status, acquired_at, used_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [demoMemberId, items.get(o.item), open!.id, o.status, at, o.status === 'Used' ? at : null],
    );
  }
  for (const g of SEED_GRANTS) {
    const at = new Date(now.getTime() - g.daysAgo * DAY_MS);
    await tx.query(
      `INSERT INTO inventory_items (member_id, item_id, status, acquired_at, used_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [demoMemberId, items.get(g.item), g.status, at, g.status === 'Used' ? at : null],
    );
  }
}
