// The wallet home's reads (issue 14 items 1, 3, 4, decision 035): balances with spend and earn for
// a range, the rates fiat totals are computed with, the GACT price chart and the portfolio. Shared by the client and the local API. Every amount, price and rate is an exact
// decimal string; points are counts, never money.
import * as z from 'zod/mini';

export const CHART_RANGES = ['H', 'D', 'W', 'm', 'Y', 'ALL'] as const;
export const ChartRangeSchema = z.enum(CHART_RANGES);
export type ChartRange = z.infer<typeof ChartRangeSchema>;

export const FIAT_CURRENCIES = ['USD', 'HKD', 'JPY', 'MYR', 'SGD'] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];

const Instant = z.string().check(z.minLength(10), z.maxLength(40));
/** An exact decimal, possibly negative (a change); never an exponent, never a float. */
export const DecimalTextSchema = z.string().check(z.regex(/^-?\d{1,30}(\.\d{1,16})?$/));
const Count = z.number().check(z.int(), z.minimum(0));

const PerAssetSchema = z.object({
  POINT: DecimalTextSchema,
  GACT: DecimalTextSchema,
  USDT: DecimalTextSchema,
});

/** GactInfo and Chart take a range; absent means a day. */
export const RangeRequestSchema = z.object({ range: z.optional(ChartRangeSchema) });

export const GactInfoSchema = z.object({
  balances: PerAssetSchema,
  range: ChartRangeSchema,
  /** Start of the range (null for ALL); the end is asOf. */
  since: z.nullable(Instant),
  asOf: Instant,
  /** The member's IANA time zone: times on the wallet home (the rates' time) are written in it. */
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
  spend: PerAssetSchema,
  earn: PerAssetSchema,
});
export type GactInfo = z.infer<typeof GactInfoSchema>;

const RateSchema = z.object({ rate: DecimalTextSchema, takenAt: Instant });
export const WalletRatesSchema = z.object({
  /** USD per GACT. */
  gactUsd: RateSchema,
  /** USD per USDT. */
  usdtUsd: RateSchema,
  /** Units of each currency per USD. */
  fiat: z.array(
    z.object({ currency: z.enum(FIAT_CURRENCIES), rate: DecimalTextSchema, takenAt: Instant }),
  ),
});
export type WalletRates = z.infer<typeof WalletRatesSchema>;

const SeriesSummarySchema = z.object({
  min: DecimalTextSchema,
  max: DecimalTextSchema,
  first: DecimalTextSchema,
  last: DecimalTextSchema,
  /** (last − first) / first in percent, 2 decimals; null when first is 0. */
  changePercent: z.nullable(DecimalTextSchema),
});
export type SeriesSummary = z.infer<typeof SeriesSummarySchema>;

export const ChartPointSchema = z.object({
  at: Instant,
  /** USD per GACT. */
  price: DecimalTextSchema,
  /** The member's GACT and USDT at that time, in USD. */
  value: DecimalTextSchema,
});
export type ChartPoint = z.infer<typeof ChartPointSchema>;

export const WalletChartSchema = z.object({
  range: ChartRangeSchema,
  stepSeconds: z.number().check(z.int(), z.minimum(1)),
  /** The member's IANA time zone: the axis and readout times are written in it. */
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
  points: z.array(ChartPointSchema).check(z.maxLength(200)),
  price: SeriesSummarySchema,
  value: SeriesSummarySchema,
});
export type WalletChart = z.infer<typeof WalletChartSchema>;

export const HoldingSchema = z.object({
  asset: z.enum(['GACT', 'USDT']),
  amount: DecimalTextSchema,
  valueUsd: DecimalTextSchema,
  /** Percent of the valued total, 2 decimals; the holdings' shares add up to exactly 100. */
  share: DecimalTextSchema,
});
export type Holding = z.infer<typeof HoldingSchema>;

export const WalletPortfolioSchema = z.object({
  totalUsd: DecimalTextSchema,
  holdings: z.array(HoldingSchema),
  /** Points are held but never valued as money (docs/architecture.md). */
  points: DecimalTextSchema,
  /** NFTs held in partnered games, by category: valued by each game in its own currency, so counted here. */
  nfts: z.array(
    z.object({ category: z.enum(['Land', 'Landmark', 'Building', 'Avatar']), count: Count }),
  ),
});
export type WalletPortfolio = z.infer<typeof WalletPortfolioSchema>;
