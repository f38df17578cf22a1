// Lootboxes, opens and the inventory (issue 12, decision 028). The spec shows no fields: decision
// 028 designs them. Shared by the client and the local API. Names arrive in the request's
// Accept-Language; points are decimal strings of whole points; odds are basis points (1/10000)
// that sum to 10000 per box.
import * as z from 'zod/mini';
import { PointsSchema } from '../../../quests/api/schemas/quest';
import { Id } from '../../../../shared/api/schemas/ids';

const Instant = z.string().check(z.minLength(10), z.maxLength(40));

export const ASSET_CATEGORIES = ['Land', 'Landmark', 'Building', 'Avatar'] as const;
export const AssetCategorySchema = z.enum(ASSET_CATEGORIES);
export type AssetCategory = z.infer<typeof AssetCategorySchema>;

export const ASSET_STATUSES = ['Available', 'Used', 'Frozen'] as const;
export const AssetStatusSchema = z.enum(ASSET_STATUSES);
export type AssetStatus = z.infer<typeof AssetStatusSchema>;

/** 0 < weight ≤ 10000 basis points. */
const WeightSchema = z.number().check(z.int(), z.minimum(1), z.maximum(10_000));

export const LootItemSchema = z.object({
  itemId: Id,
  name: z.string(),
  category: AssetCategorySchema,
  image: z.string(),
  usable: z.boolean(),
});
export type LootItem = z.infer<typeof LootItemSchema>;

/** One row of a box's odds table: the item and its chance in basis points. */
export const OddsRowSchema = z.object({ ...LootItemSchema.shape, weightBp: WeightSchema });
export type OddsRow = z.infer<typeof OddsRowSchema>;

export const LootboxSchema = z.object({
  id: Id,
  name: z.string(),
  image: z.string(),
  cost: PointsSchema,
  odds: z.array(OddsRowSchema),
});
export type Lootbox = z.infer<typeof LootboxSchema>;
export const LootboxListSchema = z.array(LootboxSchema);

/** A client-generated key per open attempt: a retry with it returns the first result, never charges twice. */
export const OpenKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

export const OpenLootboxRequestSchema = z.object({
  lootboxId: Id,
  openKey: OpenKeySchema,
  /** Optional name for the chest (docs/product/lootbox.md); checked again on the server. */
  chestName: z.optional(z.string().check(z.maxLength(40))),
});
export type OpenLootboxRequest = z.infer<typeof OpenLootboxRequestSchema>;

/** The receipt of one open: what was paid, what came out, where it went. */
export const OpenReceiptSchema = z.object({
  openId: Id,
  lootboxId: Id,
  boxName: z.string(),
  chestName: z.nullable(z.string()),
  item: LootItemSchema,
  /** The inventory row the item went to. */
  inventoryId: Id,
  /** The ledger entry of the debit. */
  entryId: Id,
  cost: PointsSchema,
  balanceAfter: PointsSchema,
  openedAt: Instant,
});
export type OpenReceipt = z.infer<typeof OpenReceiptSchema>;

/** One open of the member's history, with the odds table as it was at the time. */
export const OpenHistoryEntrySchema = z.object({
  openId: Id,
  boxName: z.string(),
  chestName: z.nullable(z.string()),
  item: LootItemSchema,
  cost: PointsSchema,
  openedAt: Instant,
  odds: z.array(z.object({ itemId: Id, name: z.string(), weightBp: WeightSchema })),
});
export type OpenHistoryEntry = z.infer<typeof OpenHistoryEntrySchema>;
export const OpenHistorySchema = z.array(OpenHistoryEntrySchema);

const Page = {
  page: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
  size: z.number().check(z.int(), z.minimum(1), z.maximum(100)),
};

export const InventoryRequestSchema = z.object({
  ...Page,
  /** Only items in this status; all when absent. */
  status: z.optional(AssetStatusSchema),
});
export type InventoryRequest = z.infer<typeof InventoryRequestSchema>;

/**
 * What a member can do with an item now: its status, except that an available item which is only
 * kept (not usable) is 'Kept'. One rule for the list's tag, the detail's words and Use, and for the
 * server's refusal (issue 28: a collectible tagged "available" whose detail said it cannot be used).
 */
export const ITEM_STATES = ['Available', 'Kept', 'Used', 'Frozen'] as const;
export const ItemStateSchema = z.enum(ITEM_STATES);
export type ItemState = z.infer<typeof ItemStateSchema>;

export function itemState(usable: boolean, status: AssetStatus): ItemState {
  return status === 'Available' && !usable ? 'Kept' : status;
}

export const InventoryItemSchema = z.object({
  id: Id,
  item: LootItemSchema,
  status: AssetStatusSchema,
  /** itemState(item.usable, status), decided by the server; only 'Available' can be used. */
  state: ItemStateSchema,
  /** The box it came out of, and the chest's name, when it came from an open. */
  boxName: z.nullable(z.string()),
  chestName: z.nullable(z.string()),
  acquiredAt: Instant,
  usedAt: z.nullable(Instant),
});
export type InventoryItem = z.infer<typeof InventoryItemSchema>;
export const InventoryListSchema = z.array(InventoryItemSchema);

/**
 * `useKey`: made by the client once per use and kept through its retries (OpenKeySchema's form), so
 * a retry after a lost answer returns the first answer rather than ItemAlreadyUsed (issue 31).
 */
export const UseItemRequestSchema = z.object({ inventoryId: Id, useKey: OpenKeySchema });
export type UseItemRequest = z.infer<typeof UseItemRequestSchema>;
