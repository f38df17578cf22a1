// The vault (issue 13, decision 032): per partnered game the member's balance in that game's
// currency, their NFTs and game assets, and one item's status history. Shared by the client and the
// local API. Names arrive in the request's Accept-Language; amounts are exact decimal strings in the
// game's own currency (never platform points).
import * as z from 'zod/mini';
import { AssetCategorySchema, AssetStatusSchema } from '../../../lootbox/api/schemas/lootbox';
import { Id, IdText } from '../../../../shared/api/schemas/ids';

const Count = z.number().check(z.int(), z.minimum(0));
const Instant = z.string().check(z.minLength(10), z.maxLength(40));
/** A calendar date, YYYY-MM-DD. */
const DateText = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** A non-negative exact decimal ("0", "1250.5"): the database's numeric, never a float. */
export const AmountSchema = z.string().check(z.regex(/^\d{1,20}(\.\d{1,4})?$/));

export const NFT_STATUSES = [
  'NotListed',
  'Listed',
  'TransferredOut',
  'Withdraw',
  'Unknown',
] as const;
export const NftStatusSchema = z.enum(NFT_STATUSES);
export type NftStatus = z.infer<typeof NftStatusSchema>;

export const VAULT_ITEM_KINDS = ['NFT', 'Asset'] as const;
export type VaultItemKind = (typeof VAULT_ITEM_KINDS)[number];

/** NFT statuses and asset statuses never share a name, so one field carries either. */
export const VaultStatusSchema = z.union([NftStatusSchema, AssetStatusSchema]);
export type VaultStatus = z.infer<typeof VaultStatusSchema>;

export const VaultItemSchema = z.object({
  id: Id,
  kind: z.enum(VAULT_ITEM_KINDS),
  category: AssetCategorySchema,
  name: z.string(),
  image: z.string(),
  status: VaultStatusSchema,
  value: AmountSchema,
  acquiredAt: Instant,
});
export type VaultItem = z.infer<typeof VaultItemSchema>;

/** One partnered game in the member's vault. currency and balance are null when it has no rewards yet. */
export const VaultGameSchema = z.object({
  gameId: Id,
  name: z.string(),
  icon: z.string(),
  currency: z.nullable(z.string()),
  balance: z.nullable(AmountSchema),
  /** The game's popularity: its downloads. */
  popularity: Count,
  featured: z.boolean(),
  releasedAt: DateText,
  nftCount: Count,
  assetCount: Count,
  /** Balance plus the value of every item, in the game's currency. */
  totalValue: AmountSchema,
  items: z.array(VaultItemSchema),
});
export type VaultGame = z.infer<typeof VaultGameSchema>;
export const VaultSchema = z.array(VaultGameSchema);

export const VaultHistoryEntrySchema = z.object({
  status: VaultStatusSchema,
  at: Instant,
  note: z.nullable(z.string()),
});
export type VaultHistoryEntry = z.infer<typeof VaultHistoryEntrySchema>;

export const VaultItemDetailSchema = z.object({
  ...VaultItemSchema.shape,
  gameId: Id,
  gameName: z.string(),
  currency: z.string(),
  tokenId: z.nullable(z.string()),
  /** Oldest first; the last entry is the current status. */
  history: z.array(VaultHistoryEntrySchema),
});
export type VaultItemDetail = z.infer<typeof VaultItemDetailSchema>;

export const VaultItemRequestSchema = z.object({ id: z.union([Id, IdText]) });
export type VaultItemRequest = z.input<typeof VaultItemRequestSchema>;
