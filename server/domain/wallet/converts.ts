// Convert (issue 14 item 5, decision 036): a quote keeps the exact numbers the member sees for 30 s;
// converting a quote is one transaction under the member's row lock (every convert of a member
// takes its turn, so limits and balances are read after the previous one committed): the order
// row, then the ledger's convertOut and convertFee debits of `from` and its convertIn credit of
// `to`, all keyed by convert:<orderId>. A quote converts at most once: asking again returns the
// first receipt (or the first refusal).
import type { Db, Queryable } from '../../db/db.ts';
import type { Clock } from '../../clock.ts';
import { toIso } from '../../db/values.ts';
import { ApiError } from '../../http/envelope.ts';
import { STATUS, type StatusName } from '../../../src/shared/api/status-codes.ts';
import type {
  ConvertInfo,
  ConvertQuote,
  ConvertQuoteRequest,
  ConvertReceipt,
  ConvertStatus,
} from '../../../src/features/wallet/api/schemas/convert.ts';
import { balanceOf, credit, debit, entryById, formatMinor, type Asset } from '../shared/ledger.ts';
import { convertMath, formatRate, parseAmount, parseRate } from './convert-math.ts';
import { memberDay } from '../prizes/prizes.ts';

export type ConvertDeps = { db: Db; clock: Clock };

/** How long a quote may be converted, from the server's clock. */
export const QUOTE_TTL_MS = 30_000;
export const convertSource = (orderId: number) => `convert:${orderId}`;

type FeeKind = 'convertGact' | 'restorePoint';

type PairRow = {
  from_asset: Asset;
  to_asset: Asset;
  fee_kind: FeeKind;
  fee_bps: number;
  min_amount: string;
  daily_limit: string | null;
  allowance: string | null;
  rate: string | null;
  rated_at: Date | null;
};

const PAIR_SQL = `SELECT p.from_asset, p.to_asset, p.fee_kind, coalesce(f.bps, 0) AS fee_bps,
    p.min_amount::text AS min_amount, p.daily_limit::text AS daily_limit,
    p.allowance::text AS allowance, r.rate::text AS rate, r.rated_at
  FROM convert_pairs p
  LEFT JOIN convert_fee_rates f ON f.kind = p.fee_kind
  LEFT JOIN convert_rates r ON r.from_asset = p.from_asset AND r.to_asset = p.to_asset`;

async function pairOf(db: Queryable, from: string, to: string): Promise<PairRow> {
  const [row] = await db.query<PairRow>(`${PAIR_SQL} WHERE p.from_asset = $1 AND p.to_asset = $2`, [
    from,
    to,
  ]);
  if (!row) throw new ApiError('MutualConversionProhibited');
  return row;
}

/** What the member has sent through a pair (Succeed orders), ever and on `day`. */
async function usageOf(
  db: Queryable,
  memberId: number,
  pair: { from_asset: Asset; to_asset: Asset },
  day: string,
): Promise<{ total: bigint; today: bigint }> {
  const [row] = await db.query<{ total: string; today: string }>(
    `SELECT coalesce(sum(amount), 0)::text AS total,
            coalesce(sum(amount) FILTER (WHERE day_key = $4), 0)::text AS today
       FROM convert_orders
      WHERE member_id = $1 AND from_asset = $2 AND to_asset = $3 AND status = 'Succeed'`,
    [memberId, pair.from_asset, pair.to_asset, day],
  );
  return { total: BigInt(row!.total), today: BigInt(row!.today) };
}

function left(limit: string | null, used: bigint): bigint | null {
  if (limit === null) return null;
  const rest = BigInt(limit) - used;
  return rest > 0n ? rest : 0n;
}

/** The pair's limits for `amount` more, refused in the spec's words. */
function checkLimits(pair: PairRow, usage: { total: bigint; today: bigint }, amount: bigint) {
  if (amount < BigInt(pair.min_amount)) throw new ApiError('ConvertAmountTooSmall');
  const allowance = left(pair.allowance, usage.total);
  if (allowance !== null && amount > allowance) throw new ApiError('ConversionLimitUsed');
  const daily = left(pair.daily_limit, usage.today);
  if (daily !== null && amount > daily) throw new ApiError('DailyLimitExceeded');
}

const INSUFFICIENT: Record<Asset, StatusName> = {
  POINT: 'InsufficientPointBalance',
  GACT: 'InsufficientGactBalance',
  USDT: 'InsufficientUsdtBalance',
};

/** The pairs with their rates and what the member may still send, and the member's balances. */
export async function convertInfo(deps: ConvertDeps, memberId: number): Promise<ConvertInfo> {
  const { db } = deps;
  const day = await memberDay(db, memberId, deps.clock.now());
  const pairs = await db.query<PairRow>(`${PAIR_SQL} ORDER BY p.sort_order, p.from_asset`);
  const out: ConvertInfo['pairs'] = [];
  for (const pair of pairs) {
    const usage = await usageOf(db, memberId, pair, day);
    const dailyLeft = left(pair.daily_limit, usage.today);
    const allowanceLeft = left(pair.allowance, usage.total);
    const rate = pair.rate === null ? null : parseRate(pair.rate);
    out.push({
      from: pair.from_asset,
      to: pair.to_asset,
      rate: rate === null ? null : formatRate(rate),
      minAmount: formatMinor(BigInt(pair.min_amount), pair.from_asset),
      dailyLeft: dailyLeft === null ? null : formatMinor(dailyLeft, pair.from_asset),
      allowanceLeft: allowanceLeft === null ? null : formatMinor(allowanceLeft, pair.from_asset),
    });
  }
  const balance = async (asset: Asset) => formatMinor(await balanceOf(db, memberId, asset), asset);
  return {
    balances: {
      POINT: await balance('POINT'),
      GACT: await balance('GACT'),
      USDT: await balance('USDT'),
    },
    pairs: out,
  };
}

/** A quote for sending `amount` of `from`: refused now if it could not convert now. */
export function quoteConvert(
  deps: ConvertDeps,
  memberId: number,
  input: ConvertQuoteRequest,
): Promise<ConvertQuote> {
  return quoteWith(deps.db, memberId, input, deps.clock.now());
}

/** quoteConvert on any connection at a given time (the demo seed quotes inside its transaction). */
export async function quoteWith(
  db: Queryable,
  memberId: number,
  input: ConvertQuoteRequest,
  now: Date,
): Promise<ConvertQuote> {
  if (input.from === 'NFT' || input.to === 'NFT' || input.from === input.to)
    throw new ApiError('MutualConversionProhibited');
  const pair = await pairOf(db, input.from, input.to);
  const amount = parseAmount(input.amount, pair.from_asset);
  if (amount === null) throw new ApiError('ParameterError');
  const rate = pair.rate === null ? null : parseRate(pair.rate);
  if (rate === null || rate <= 0n || pair.rated_at === null) throw new ApiError('RateUnavailable');
  checkLimits(pair, await usageOf(db, memberId, pair, await memberDay(db, memberId, now)), amount);
  const math = convertMath(amount, pair.fee_bps, rate, pair.from_asset, pair.to_asset);
  if (math.receive <= 0n) throw new ApiError('ConvertAmountTooSmall');
  if ((await balanceOf(db, memberId, pair.from_asset)) < amount)
    throw new ApiError(INSUFFICIENT[pair.from_asset]);
  const expiresAt = new Date(now.getTime() + QUOTE_TTL_MS);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO convert_quotes (member_id, from_asset, to_asset, amount, fee_kind, fee, rate, receive, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8, $9, $10) RETURNING id`,
    [
      memberId,
      pair.from_asset,
      pair.to_asset,
      amount.toString(),
      pair.fee_kind,
      math.fee.toString(),
      formatRate(rate),
      math.receive.toString(),
      expiresAt,
      now,
    ],
  );
  return {
    quoteId: row!.id,
    from: pair.from_asset,
    to: pair.to_asset,
    amount: formatMinor(amount, pair.from_asset),
    rate: formatRate(rate),
    rateAt: toIso(pair.rated_at),
    fees:
      math.fee > 0n
        ? [{ kind: pair.fee_kind, amount: formatMinor(math.fee, pair.from_asset) }]
        : [],
    receive: formatMinor(math.receive, pair.to_asset),
    expiresAt: expiresAt.toISOString(),
    validForMs: QUOTE_TTL_MS,
  };
}

type QuoteRow = {
  id: number;
  from_asset: Asset;
  to_asset: Asset;
  amount: string;
  fee_kind: FeeKind;
  fee: string;
  rate: string;
  receive: string;
  expires_at: Date;
};

type OrderRow = QuoteRow & {
  status: ConvertStatus;
  failure: string | null;
  out_entry_id: number | null;
  fee_entry_id: number | null;
  in_entry_id: number | null;
  created_at: Date;
};

const ORDER_COLUMNS = `id, from_asset, to_asset, amount::text AS amount, fee_kind, fee::text AS fee,
  rate::text AS rate, receive::text AS receive, status, failure, out_entry_id, fee_entry_id,
  in_entry_id, created_at`;

async function orderOfQuote(db: Queryable, memberId: number, quoteId: number) {
  const [row] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM convert_orders WHERE member_id = $1 AND quote_id = $2`,
    [memberId, quoteId],
  );
  return row ?? null;
}

/** The receipt of a Succeed order; a Failed one answers its first refusal again. */
async function receiptOf(db: Queryable, order: OrderRow): Promise<ConvertReceipt> {
  if (order.status === 'Failed') {
    const failure = order.failure ?? '';
    throw new ApiError(failure in STATUS ? (failure as StatusName) : 'InsufficientBalance');
  }
  const ids = [order.out_entry_id, order.fee_entry_id, order.in_entry_id].filter(
    (id): id is number => id !== null,
  );
  const entries = [];
  for (const id of ids) entries.push((await entryById(db, id))!);
  const fromAfter = entries.filter((e) => e.asset === order.from_asset).at(-1)!;
  const toAfter = entries.find((e) => e.kind === 'convertIn')!;
  const fee = BigInt(order.fee);
  return {
    orderId: order.id,
    status: order.status,
    from: order.from_asset,
    to: order.to_asset,
    amount: formatMinor(BigInt(order.amount), order.from_asset),
    rate: formatRate(parseRate(order.rate)!),
    fees: fee > 0n ? [{ kind: order.fee_kind, amount: formatMinor(fee, order.from_asset) }] : [],
    receive: formatMinor(BigInt(order.receive), order.to_asset),
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind as 'convertOut' | 'convertFee' | 'convertIn',
      asset: e.asset,
      amount: formatMinor(e.amount, e.asset),
      balanceAfter: formatMinor(e.balanceAfter, e.asset),
    })),
    balanceAfter: {
      from: formatMinor(fromAfter.balanceAfter, order.from_asset),
      to: formatMinor(toAfter.balanceAfter, order.to_asset),
    },
    createdAt: toIso(order.created_at),
  };
}

/** Converts a quote inside the caller's transaction (see convertQuote). */
export async function convertIn(
  tx: Queryable,
  memberId: number,
  quoteId: number,
  now: Date,
): Promise<ConvertReceipt> {
  // Every convert of this member takes its turn here.
  const [member] = await tx.query<{ id: number }>(
    'SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE',
    [memberId],
  );
  if (!member) throw new ApiError('DataNotExist');
  const first = await orderOfQuote(tx, memberId, quoteId);
  if (first) return receiptOf(tx, first);
  const [quote] = await tx.query<QuoteRow>(
    `SELECT id, from_asset, to_asset, amount::text AS amount, fee_kind, fee::text AS fee,
            rate::text AS rate, receive::text AS receive, expires_at
       FROM convert_quotes WHERE id = $1 AND member_id = $2`,
    [quoteId, memberId],
  );
  if (!quote) throw new ApiError('DataNotExist');
  if (now.getTime() >= new Date(quote.expires_at).getTime()) throw new ApiError('RequestExpired');
  const pair = await pairOf(tx, quote.from_asset, quote.to_asset);
  const day = await memberDay(tx, memberId, now);
  checkLimits(pair, await usageOf(tx, memberId, pair, day), BigInt(quote.amount));
  const [order] = await tx.query<{ id: number }>(
    `INSERT INTO convert_orders (member_id, quote_id, from_asset, to_asset, amount, fee_kind, fee, rate,
                                 receive, day_key, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9, $10, 'Processing', $11, $11) RETURNING id`,
    [
      memberId,
      quote.id,
      quote.from_asset,
      quote.to_asset,
      quote.amount,
      quote.fee_kind,
      quote.fee,
      quote.rate,
      quote.receive,
      day,
      now,
    ],
  );
  const source = convertSource(order!.id);
  const fee = BigInt(quote.fee);
  const out = await debit(tx, {
    memberId,
    asset: quote.from_asset,
    amount: BigInt(quote.amount) - fee,
    kind: 'convertOut',
    source,
    at: now,
  });
  const feeEntry =
    fee > 0n
      ? await debit(tx, {
          memberId,
          asset: quote.from_asset,
          amount: fee,
          kind: 'convertFee',
          source,
          at: now,
        })
      : null;
  const arrived = await credit(tx, {
    memberId,
    asset: quote.to_asset,
    amount: BigInt(quote.receive),
    kind: 'convertIn',
    source,
    at: now,
  });
  await tx.query(
    `UPDATE convert_orders SET status = 'Succeed', out_entry_id = $2, fee_entry_id = $3,
            in_entry_id = $4, updated_at = $5 WHERE id = $1`,
    [order!.id, out.id, feeEntry?.id ?? null, arrived.id, now],
  );
  return receiptOf(tx, (await orderOfQuote(tx, memberId, quoteId))!);
}

const SHORT = new Set<StatusName>(Object.values(INSUFFICIENT));

/**
 * Converts a quote. A balance that cannot pay rolls everything back, then the order is kept as
 * Failed (nothing posted) so that the quote answers the same refusal if asked again.
 */
export async function convertQuote(
  deps: ConvertDeps,
  memberId: number,
  quoteId: number,
): Promise<ConvertReceipt> {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction((tx) => convertIn(tx, memberId, quoteId, now));
  } catch (error) {
    if (!(error instanceof ApiError) || !SHORT.has(error.statusName)) throw error;
    await deps.db.query(
      `INSERT INTO convert_orders (member_id, quote_id, from_asset, to_asset, amount, fee_kind, fee, rate,
                                   receive, day_key, status, failure, created_at, updated_at)
       SELECT member_id, id, from_asset, to_asset, amount, fee_kind, fee, rate, receive, '', 'Failed',
              $3, $4, $4
         FROM convert_quotes WHERE id = $1 AND member_id = $2
       ON CONFLICT (quote_id) DO NOTHING`,
      [quoteId, memberId, error.statusName, now],
    );
    // A racing retry of this quote may have gone through meanwhile: its receipt wins.
    const first = await orderOfQuote(deps.db, memberId, quoteId);
    if (first && first.status === 'Succeed') return receiptOf(deps.db, first);
    throw error;
  }
}

/** The status of each convert order named by a ledger source ('convert:12'), for the history. */
export async function convertStatusesBySource(
  db: Queryable,
  memberId: number,
  sources: string[],
): Promise<Map<string, ConvertStatus>> {
  const ids = sources.flatMap((s) => {
    const match = /^convert:([1-9]\d{0,9})$/.exec(s);
    return match && Number(match[1]) <= 2_147_483_647 ? [Number(match[1])] : [];
  });
  const out = new Map<string, ConvertStatus>();
  if (ids.length === 0) return out;
  const rows = await db.query<{ id: number; status: ConvertStatus }>(
    'SELECT id, status FROM convert_orders WHERE member_id = $1 AND id = ANY($2::int[])',
    [memberId, ids],
  );
  for (const row of rows) out.set(convertSource(row.id), row.status);
  return out;
}
