// Convert (issue 14 item 5, decision 036): the pairs and the member's balances, a quote and the
// order it becomes. Shared by the client and the local API. Amounts are decimal strings in the
// asset's own unit (points whole, GACT and USDT up to 6 decimals); rates are decimal strings.
import * as z from 'zod/mini';
import { Id } from '../../../../shared/api/schemas/ids';

const Instant = z.string().check(z.minLength(10), z.maxLength(40));
const Decimal = z.string().check(z.regex(/^\d{1,20}(\.\d{1,18})?$/));

/** What may be converted; NFT is named only so that asking for it is refused with its own words. */
export const CONVERT_ASSETS = ['POINT', 'GACT', 'USDT'] as const;
export type ConvertAsset = (typeof CONVERT_ASSETS)[number];
const AskedAsset = z.enum(['POINT', 'GACT', 'USDT', 'NFT']);

/** The spec's fee kinds a convert charges: 'convert GACT' and 'restore point/asset'. */
export const CONVERT_FEE_KINDS = ['convertGact', 'restorePoint'] as const;
export type ConvertFeeKind = (typeof CONVERT_FEE_KINDS)[number];

/** Spec "Asset convert status". */
export const CONVERT_STATUSES = ['Processing', 'Succeed', 'Failed'] as const;
export type ConvertStatus = (typeof CONVERT_STATUSES)[number];

export const ConvertPairSchema = z.object({
  from: z.enum(CONVERT_ASSETS),
  to: z.enum(CONVERT_ASSETS),
  /** How many `to` one `from` buys; null when the rate cannot be read ('Error obtaining rate'). */
  rate: z.nullable(Decimal),
  minAmount: Decimal,
  /** What may still be sent today (member's calendar day); null: no daily limit. */
  dailyLeft: z.nullable(Decimal),
  /** What may still ever be sent; null: no allowance. */
  allowanceLeft: z.nullable(Decimal),
});
export type ConvertPair = z.infer<typeof ConvertPairSchema>;

export const ConvertInfoSchema = z.object({
  balances: z.object({ POINT: Decimal, GACT: Decimal, USDT: Decimal }),
  pairs: z.array(ConvertPairSchema),
});
export type ConvertInfo = z.infer<typeof ConvertInfoSchema>;

export const ConvertQuoteRequestSchema = z.object({
  from: AskedAsset,
  to: AskedAsset,
  amount: z.string().check(z.regex(/^\d{1,20}(\.\d{1,30})?$/)),
});
export type ConvertQuoteRequest = z.infer<typeof ConvertQuoteRequestSchema>;

const FeeSchema = z.object({ kind: z.enum(CONVERT_FEE_KINDS), amount: Decimal });

export const ConvertQuoteSchema = z.object({
  quoteId: Id,
  from: z.enum(CONVERT_ASSETS),
  to: z.enum(CONVERT_ASSETS),
  /** What leaves the balance: fees + what is converted, in `from`. */
  amount: Decimal,
  rate: Decimal,
  rateAt: Instant,
  /** Each fee, in `from` (only those that apply; a zero fee is left out). */
  fees: z.array(FeeSchema),
  /** What arrives, in `to`. */
  receive: Decimal,
  expiresAt: Instant,
  /** How long the quote is good for from the server's now (the client counts this down). */
  validForMs: z.number().check(z.int(), z.minimum(0), z.maximum(600_000)),
});
export type ConvertQuote = z.infer<typeof ConvertQuoteSchema>;

export const ConvertRequestSchema = z.object({ quoteId: Id });
export type ConvertRequest = z.infer<typeof ConvertRequestSchema>;

const EntrySchema = z.object({
  id: Id,
  kind: z.enum(['convertOut', 'convertFee', 'convertIn']),
  asset: z.enum(CONVERT_ASSETS),
  amount: Decimal,
  balanceAfter: Decimal,
});

export const ConvertReceiptSchema = z.object({
  orderId: Id,
  status: z.enum(CONVERT_STATUSES),
  from: z.enum(CONVERT_ASSETS),
  to: z.enum(CONVERT_ASSETS),
  amount: Decimal,
  rate: Decimal,
  fees: z.array(FeeSchema),
  receive: Decimal,
  /** The ledger entries, in the order posted: what left, the fee, what arrived. */
  entries: z.array(EntrySchema),
  /** Balances of `from` and `to` after the convert. */
  balanceAfter: z.object({ from: Decimal, to: Decimal }),
  createdAt: Instant,
});
export type ConvertReceipt = z.infer<typeof ConvertReceiptSchema>;
