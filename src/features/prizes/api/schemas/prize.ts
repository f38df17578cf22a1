// Prizes, redeeming them with points and the member's exchange records (issue 12; decision 027).
// Shared by the client and the local API. Names and descriptions arrive in the language the
// request's Accept-Language names; points are decimal strings of whole points (docs/architecture.md "Money, points and the ledger").
import * as z from 'zod/mini';
import { Id, IdText } from '../../../../shared/api/schemas/ids';

const Instant = z.string().check(z.minLength(10), z.maxLength(40));
const Points = z.string().check(z.regex(/^\d{1,18}$/));
const Count = z.number().check(z.int(), z.minimum(0));

/** digital: a code is handed over when fulfilled; physical: shipped, so delivery details are asked. */
export const PRIZE_KINDS = ['digital', 'physical'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

export const PrizeSchema = z.object({
  id: Id,
  kind: z.enum(PRIZE_KINDS),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  cost: Points,
  /** Units left; 0 is out of stock. */
  stock: Count,
  /** Redemptions a member may ever make of this prize (null: no limit). */
  memberLimit: z.nullable(Count),
  /** Redemptions a member may make per calendar day in their time zone (null: no limit). */
  dailyLimit: z.nullable(Count),
  /** This member's redemptions that count against the limits (0 for a visitor). */
  usedTotal: Count,
  usedToday: Count,
});
export type Prize = z.infer<typeof PrizeSchema>;

export const PrizeListSchema = z.object({
  prizes: z.array(PrizeSchema),
  /** The member's point balance (null for a visitor): the client says "not enough" before calling. */
  balance: z.nullable(Points),
});
export type PrizeList = z.infer<typeof PrizeListSchema>;

/**
 * Dealing: paid, waiting to be fulfilled; Success: fulfilled; Fail: could not be fulfilled, points
 * refunded; NeedConfirm: a physical prize waiting for the member's delivery details.
 */
export const HISTORY_STATUSES = ['Dealing', 'Success', 'Fail', 'NeedConfirm'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

export const DeliverySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  phone: z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{6,20}$/)),
  address: z.string().check(z.trim(), z.minLength(5), z.maxLength(200)),
});
export type Delivery = z.infer<typeof DeliverySchema>;

export const ExchangeRecordSchema = z.object({
  id: Id,
  prizeId: Id,
  prizeName: z.string(),
  prizeImage: z.string(),
  kind: z.enum(PRIZE_KINDS),
  cost: Points,
  /** The point balance the debit left (the receipt). */
  balanceAfter: Points,
  /** The ledger entry that paid for it. */
  entryId: Id,
  status: z.enum(HISTORY_STATUSES),
  /** A digital prize's code once fulfilled. */
  code: z.nullable(z.string()),
  delivery: z.nullable(DeliverySchema),
  /** The ledger entry that gave the points back after a Fail. */
  refundEntryId: z.nullable(Id),
  createdAt: Instant,
  updatedAt: Instant,
});
export type ExchangeRecord = z.infer<typeof ExchangeRecordSchema>;
export const ExchangeRecordListSchema = z.array(ExchangeRecordSchema);

/**
 * `redeemKey`: made by the client once per chosen prize and kept through retries, so a retry (a
 * lost answer, a second tap) returns the first record and never charges twice.
 */
export const RedeemRequestSchema = z.object({
  prizeId: Id,
  redeemKey: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)),
});
export type RedeemRequest = z.infer<typeof RedeemRequestSchema>;

export const ExchangeRecordRequestSchema = z.object({ id: z.union([Id, IdText]) });
export type ExchangeRecordRequest = z.input<typeof ExchangeRecordRequestSchema>;

/** The demo's fulfilment step: one record (`id`) or every Dealing one, settled the same way. */
export const FulfilRequestSchema = z.object({
  id: z.optional(Id),
  outcome: z.enum(['success', 'fail']),
});
export type FulfilRequest = z.infer<typeof FulfilRequestSchema>;

export const ConfirmExchangeRequestSchema = z.object({
  id: Id,
  delivery: DeliverySchema,
});
export type ConfirmExchangeRequest = z.infer<typeof ConfirmExchangeRequestSchema>;
