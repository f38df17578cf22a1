// Withdrawing GACT (issue 14 item 6, decision 037): the quote (amount, fee and gas before confirming),
// the request with its Transfer code, and the member's withdrawals with their review status. Amounts
// are GACT decimal strings with at most 6 decimals (the ledger's minor unit), never floats.
import * as z from 'zod/mini';
import { KycStatusSchema } from './kyc-status';
import { Id } from '../../../../shared/api/schemas/ids';

const Instant = z.string().check(z.minLength(10), z.maxLength(40));
/** A non-negative GACT amount: up to 12 whole digits (fits bigint minor units) and 6 decimals. */
export const GactAmountSchema = z.string().check(z.regex(/^\d{1,12}(\.\d{1,6})?$/));

/** Spec §4 "GACT withdraw" statuses. */
export const WITHDRAW_STATUSES = [
  'NoApprove',
  'CustomerServicePass',
  'AdminPass',
  'Reject',
] as const;
export const WithdrawStatusSchema = z.enum(WITHDRAW_STATUSES);
export type WithdrawStatus = z.infer<typeof WithdrawStatusSchema>;

export const WithdrawQuoteRequestSchema = z.object({
  /** Checked by the server itself (WalletAddressEmpty / WalletAddressInvalid), so any text up to 100. */
  address: z.string().check(z.maxLength(100)),
  amount: GactAmountSchema,
});
export type WithdrawQuoteRequest = z.input<typeof WithdrawQuoteRequestSchema>;

export const WithdrawQuoteSchema = z.object({
  quoteId: Id,
  /** The address in its EIP-55 checksummed form. */
  address: z.string(),
  /** What arrives at the address. */
  amount: GactAmountSchema,
  /** The fee kind "withdraw GACT and gas": the rate's part and the gas, shown apart. */
  fee: GactAmountSchema,
  gas: GactAmountSchema,
  /** amount + fee + gas: what leaves the balance. */
  total: GactAmountSchema,
  expiresAt: Instant,
});
export type WithdrawQuote = z.infer<typeof WithdrawQuoteSchema>;

export const WithdrawRequestSchema = z.object({
  quoteId: Id,
  code: z.string().check(z.trim(), z.regex(/^[0-9]{6}$/)),
});
export type WithdrawRequest = z.input<typeof WithdrawRequestSchema>;

export const WithdrawalSchema = z.object({
  id: Id,
  address: z.string(),
  amount: GactAmountSchema,
  fee: GactAmountSchema,
  gas: GactAmountSchema,
  status: WithdrawStatusSchema,
  createdAt: Instant,
  firstPassAt: z.nullable(Instant),
  decidedAt: z.nullable(Instant),
  /** The chain stand-in's transaction hash, once AdminPass sent it. */
  txHash: z.nullable(z.string()),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/** The withdraw screen's data: balance, the rules in force, KYC status and past withdrawals. */
export const WithdrawInfoSchema = z.object({
  balance: GactAmountSchema,
  minAmount: GactAmountSchema,
  /** Basis points of the amount (50 = 0.5 %). */
  feeRateBps: z.number().check(z.int(), z.minimum(0), z.maximum(10000)),
  gas: GactAmountSchema,
  kycStatus: z.nullable(KycStatusSchema),
  items: z.array(WithdrawalSchema),
});
export type WithdrawInfo = z.infer<typeof WithdrawInfoSchema>;

/** The demo reviewer (dev only): moves a KYC application or a withdrawal. */
export const WalletReviewRequestSchema = z.union([
  z.object({
    kind: z.literal('kyc'),
    email: z.string().check(z.maxLength(200)),
    status: z.enum(['Pass', 'RegtankPass', 'AdminPass', 'AdminNoPass', 'RegtankNoPass', 'NoPass']),
  }),
  z.object({
    kind: z.literal('withdraw'),
    id: Id,
    decision: z.enum(['CustomerServicePass', 'AdminPass', 'Reject']),
  }),
]);
export type WalletReviewRequest = z.input<typeof WalletReviewRequestSchema>;
