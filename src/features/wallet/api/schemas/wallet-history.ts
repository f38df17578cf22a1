// The wallet history (issue 14 item 8, decision 038): every ledger entry of the member, newest
// first, filtered by operation type, asset and range, and one entry with its order's status and
// the other entries of the same source. Shared by the client and the local API. Amounts are exact
// signed decimal strings in the asset's own unit (points whole, GACT and USDT to 10^-6).
import * as z from 'zod/mini';
import { Id, IdText } from '../../../../shared/api/schemas/ids';

const Instant = z.string().check(z.minLength(10), z.maxLength(40));
/** A signed exact decimal with at most 6 decimals ("-12.5", "300"): never a float. */
const SignedAmount = z.string().check(z.regex(/^-?\d{1,20}(\.\d{1,6})?$/));
const Amount = z.string().check(z.regex(/^\d{1,20}(\.\d{1,6})?$/));

export const HISTORY_ASSETS = ['POINT', 'GACT', 'USDT'] as const;
export type HistoryAsset = (typeof HISTORY_ASSETS)[number];

/** Operation type groups: what the member filters by. `other` holds any kind not listed below. */
export const HISTORY_TYPES = [
  'earn',
  'spend',
  'convert',
  'withdraw',
  'refund',
  'opening',
  'other',
] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/** The chart's ranges (docs/product/wallet.md): the last hour, then today, this week, month and year in the member's zone. */
export const HISTORY_RANGES = ['H', 'D', 'W', 'm', 'Y', 'ALL'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

/** Spec §4 HistoryStatus: Dealing (Processing), Success, Fail, NeedConfirm (To be confirmed). */
export const HISTORY_STATUSES = ['Dealing', 'Success', 'Fail', 'NeedConfirm'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

/**
 * Every ledger kind the platform writes, by operation type. A kind missing here is shown as
 * `other` with a generic label, never its raw key.
 */
export const KIND_TYPES = {
  questClaim: 'earn',
  eventClaim: 'earn',
  checkIn: 'earn',
  inviteReward: 'earn',
  seedEarned: 'earn',
  steamConnect: 'earn',
  prizeRedeem: 'spend',
  lootboxOpen: 'spend',
  convertOut: 'convert',
  convertIn: 'convert',
  convertFee: 'convert',
  withdraw: 'withdraw',
  withdrawFee: 'withdraw',
  prizeRefund: 'refund',
  withdrawRefund: 'refund',
  opening: 'opening',
  prizeSeed: 'opening',
  walletSeed: 'opening',
} as const satisfies Record<string, Exclude<HistoryType, 'other'>>;
export type KnownKind = keyof typeof KIND_TYPES;
export const KNOWN_KINDS = Object.keys(KIND_TYPES) as KnownKind[];

export function isKnownKind(kind: string): kind is KnownKind {
  return Object.hasOwn(KIND_TYPES, kind);
}

export function typeOfKind(kind: string): HistoryType {
  return isKnownKind(kind) ? KIND_TYPES[kind] : 'other';
}

/** The kinds of a type group (empty for `other`, which is "none of the known kinds"). */
export function kindsOfType(type: HistoryType): KnownKind[] {
  return KNOWN_KINDS.filter((kind) => KIND_TYPES[kind] === type);
}

/**
 * Order statuses the history shows beside HistoryStatus: convert (Processing, Succeed, Failed),
 * GACT withdraw review (NoApprove, CustomerServicePass, AdminPass, Reject) and prize exchange
 * records (which already use HistoryStatus's names).
 */
export const ORDER_STATUSES = [
  'Processing',
  'Succeed',
  'Failed',
  'NoApprove',
  'CustomerServicePass',
  'AdminPass',
  'Reject',
  ...HISTORY_STATUSES,
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a history list is filtered by (null: every type or every asset). */
export type HistoryFilters = {
  type: HistoryType | null;
  asset: HistoryAsset | null;
  range: HistoryRange;
};

export const WalletHistoryRequestSchema = z.object({
  page: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
  size: z.number().check(z.int(), z.minimum(1), z.maximum(100)),
  type: z.optional(z.enum(HISTORY_TYPES)),
  asset: z.optional(z.enum(HISTORY_ASSETS)),
  range: z.optional(z.enum(HISTORY_RANGES)),
});
export type WalletHistoryRequest = z.infer<typeof WalletHistoryRequestSchema>;

export const HistoryEntrySchema = z.object({
  id: Id,
  /** The ledger kind as written: the client labels it (an unknown one generically). */
  kind: z.string().check(z.minLength(1), z.maxLength(32)),
  type: z.enum(HISTORY_TYPES),
  asset: z.enum(HISTORY_ASSETS),
  /** Signed: a credit is positive, a debit negative. */
  amount: SignedAmount,
  balanceAfter: Amount,
  createdAt: Instant,
  status: z.enum(HISTORY_STATUSES),
  /** The order's own status when the entry belongs to an order (convert, withdraw, prize exchange). */
  orderStatus: z.nullable(z.enum(ORDER_STATUSES)),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const WalletHistoryPageSchema = z.object({
  /** The member's IANA zone: ranges and times are read in it. */
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
  /** True when the envelope's total is a lower bound: a long history is counted a few pages ahead. */
  totalIsAtLeast: z.boolean(),
  entries: z.array(HistoryEntrySchema),
});
export type WalletHistoryPage = z.infer<typeof WalletHistoryPageSchema>;

/** What an entry was for, when the platform has a record of it (a quest, an event, a prize, a lootbox). */
export const HistorySubjectSchema = z.object({
  type: z.enum(['quest', 'event', 'prize', 'lootbox']),
  id: Id,
  name: z.string(),
});
export type HistorySubject = z.infer<typeof HistorySubjectSchema>;

export const HistoryDetailSchema = z.object({
  ...HistoryEntrySchema.shape,
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
  subject: z.nullable(HistorySubjectSchema),
  /** The other entries of the same source (a convert's out, in and fee), newest first. */
  related: z.array(HistoryEntrySchema),
});
export type HistoryDetail = z.infer<typeof HistoryDetailSchema>;

export const WalletHistoryDetailRequestSchema = z.object({ id: z.union([Id, IdText]) });
export type WalletHistoryDetailRequest = z.input<typeof WalletHistoryDetailRequestSchema>;
