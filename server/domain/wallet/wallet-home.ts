// The wallet home's reads (issue 14 items 1–4, decision 035): balances with spend and earn over a
// range, the rates fiat totals use, receiving addresses, the chart and the portfolio. Reads only:
// balances come from the ledger (decision 024) and nothing here posts to it.
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { Db, Queryable } from '../../db/db.ts';
import { toIso } from '../../db/values.ts';
import { ApiError } from '../../http/envelope.ts';
import { HOUR_MS, MINUTE_MS } from '../../clock.ts';
import { formatMinor, type Asset } from '../shared/ledger.ts';
import { safeTimeZone } from '../shared/periods.ts';
import { fillGactPrices, gactPriceMicro, microText, PRICE_EPOCH } from './gact-price.ts';
import { toChecksumAddress } from '../../../src/money/eip55.ts';
import {
  add,
  compare,
  decimal,
  divide,
  multiply,
  roundHalfEven,
  subtract,
  toShortText,
  toText,
  type Decimal,
} from '../../../src/money/decimal.ts';
import {
  ADDRESS_KINDS,
  type WalletAddress,
} from '../../../src/features/wallet/api/schemas/wallet-address.ts';
import {
  FIAT_CURRENCIES,
  type ChartRange,
  type GactInfo,
  type SeriesSummary,
  type WalletChart,
  type WalletPortfolio,
  type WalletRates,
} from '../../../src/features/wallet/api/schemas/wallet-home.ts';

const DAY_MS = 24 * HOUR_MS;

/** How far back each range reaches (ALL: the whole history). Rolling windows ending now. */
const RANGE_SPAN_MS: Record<ChartRange, number | null> = {
  H: HOUR_MS,
  D: DAY_MS,
  W: 7 * DAY_MS,
  m: 30 * DAY_MS,
  Y: 365 * DAY_MS,
  ALL: null,
};

/** A convert moves value between assets: neither spent nor earned (decision 035). */
const SWAP_OUT = ['convertOut'];
/** Given back what was already held: not earned, and it takes back what its debit counted as spent. */
const GIVEN_BACK = ['withdrawRefund', 'prizeRefund'];
const NOT_EARNED = ['convertIn', 'prizeSeed', ...GIVEN_BACK];

const sqlList = (kinds: readonly string[]) => kinds.map((k) => `'${k}'`).join(', ');

type PerAsset = Record<Asset, string>;
const perAsset = (f: (asset: Asset) => string): PerAsset =>
  ({ POINT: f('POINT'), GACT: f('GACT'), USDT: f('USDT') }) as PerAsset;

export async function balancesOf(db: Queryable, memberId: number): Promise<Record<Asset, bigint>> {
  const rows = await db.query<{ asset: Asset; amount: string }>(
    'SELECT asset, amount::text AS amount FROM balances WHERE member_id = $1',
    [memberId],
  );
  const out: Record<Asset, bigint> = { POINT: 0n, GACT: 0n, USDT: 0n };
  for (const row of rows) out[row.asset] = BigInt(row.amount);
  return out;
}

export async function gactInfo(
  db: Queryable,
  memberId: number,
  range: ChartRange,
  now: Date,
): Promise<GactInfo> {
  const span = RANGE_SPAN_MS[range];
  const since = span === null ? null : new Date(now.getTime() - span);
  const balances = await balancesOf(db, memberId);
  const rows = await db.query<{ asset: Asset; spent: string; given_back: string; earned: string }>(
    `SELECT asset,
            coalesce(sum(amount) FILTER (WHERE direction = 'debit' AND kind NOT IN (${sqlList(SWAP_OUT)})), 0)::text AS spent,
            coalesce(sum(amount) FILTER (WHERE direction = 'credit' AND kind IN (${sqlList(GIVEN_BACK)})), 0)::text AS given_back,
            coalesce(sum(amount) FILTER (WHERE direction = 'credit' AND kind NOT IN (${sqlList(NOT_EARNED)})), 0)::text AS earned
       FROM ledger_entries
      WHERE member_id = $1 AND created_at <= $2 AND ($3::timestamptz IS NULL OR created_at > $3)
      GROUP BY asset`,
    [memberId, now, since],
  );
  const spend: Record<Asset, bigint> = { POINT: 0n, GACT: 0n, USDT: 0n };
  const earn: Record<Asset, bigint> = { POINT: 0n, GACT: 0n, USDT: 0n };
  for (const row of rows) {
    const net = BigInt(row.spent) - BigInt(row.given_back);
    // A refund whose debit fell before the range would make spend negative: it is 0 instead.
    spend[row.asset] = net > 0n ? net : 0n;
    earn[row.asset] = BigInt(row.earned);
  }
  return {
    balances: perAsset((a) => formatMinor(balances[a], a)),
    range,
    since: since ? since.toISOString() : null,
    asOf: now.toISOString(),
    timeZone: await timeZoneOf(db, memberId),
    spend: perAsset((a) => formatMinor(spend[a], a)),
    earn: perAsset((a) => formatMinor(earn[a], a)),
  };
}

async function timeZoneOf(db: Queryable, memberId: number): Promise<string> {
  const [member] = await db.query<{ time_zone: string }>(
    'SELECT time_zone FROM members WHERE id = $1',
    [memberId],
  );
  return safeTimeZone(member?.time_zone);
}

function floorTo(at: Date, ms: number): Date {
  return new Date(Math.floor(at.getTime() / ms) * ms);
}

/** GACT's price at `at`'s minute, as the rate the wallet values GACT with. */
export function gactRate(at: Date): { rate: string; takenAt: string } {
  const minute = floorTo(at, MINUTE_MS);
  return { rate: microText(gactPriceMicro(minute)), takenAt: minute.toISOString() };
}

export async function walletRates(db: Queryable, now: Date): Promise<WalletRates> {
  const rows = await db.query<{ base: string; quote: string; rate: string; taken_at: Date }>(
    `SELECT DISTINCT ON (base, quote) base, quote, trim_scale(rate)::text AS rate, taken_at
       FROM exchange_rates WHERE taken_at <= $1
      ORDER BY base, quote, taken_at DESC`,
    [now],
  );
  const find = (base: string, quote: string) =>
    rows.find((r) => r.base === base && r.quote === quote);
  const usdt = find('USDT', 'USD');
  const fiat = FIAT_CURRENCIES.map((currency) => ({ currency, row: find('USD', currency) }));
  // Without every rate no total can be honest: say so rather than show a partial figure.
  if (!usdt || fiat.some((f) => !f.row)) throw new ApiError('RateUnavailable');
  return {
    gactUsd: gactRate(now),
    usdtUsd: { rate: usdt.rate, takenAt: toIso(usdt.taken_at) },
    fiat: fiat.map(({ currency, row }) => ({
      currency,
      rate: row!.rate,
      takenAt: toIso(row!.taken_at),
    })),
  };
}

/** The address a member is given for a kind: keccak of who and what, EIP-55 cased. Repeatable. */
export function demoAddress(memberId: number, kind: string): string {
  const hash = bytesToHex(keccak_256(utf8ToBytes(`gamerhub-demo-address:${memberId}:${kind}`)));
  return toChecksumAddress(`0x${hash.slice(-40)}`)!;
}

export async function walletAddresses(
  db: Queryable,
  memberId: number,
  now: Date,
): Promise<WalletAddress[]> {
  const mine = () =>
    db.query<WalletAddress>('SELECT kind, address FROM wallet_addresses WHERE member_id = $1', [
      memberId,
    ]);
  let rows = await mine();
  if (rows.length < ADDRESS_KINDS.length) {
    // Made on the first look; a racing first look inserts the same rows and the key keeps one.
    await db.query(
      `INSERT INTO wallet_addresses (member_id, kind, address, created_at)
       SELECT $1, kind, address, $4 FROM unnest($2::text[], $3::text[]) AS a(kind, address)
       ON CONFLICT DO NOTHING`,
      [memberId, [...ADDRESS_KINDS], ADDRESS_KINDS.map((k) => demoAddress(memberId, k)), now],
    );
    rows = await mine();
  }
  return ADDRESS_KINDS.map((kind) => ({
    kind,
    address: rows.find((r) => r.kind === kind)?.address ?? '',
  }));
}

/** Sample times of a range, oldest first, at most 200, the last one at or just before now. */
export function chartTimes(range: ChartRange, now: Date): { times: Date[]; stepMs: number } {
  const fixed: Partial<Record<ChartRange, [number, number]>> = {
    H: [MINUTE_MS, 61],
    D: [10 * MINUTE_MS, 145],
    W: [HOUR_MS, 169],
    m: [4 * HOUR_MS, 181],
    Y: [2 * DAY_MS, 183],
  };
  let [stepMs, count] = fixed[range] ?? [0, 0];
  if (range === 'ALL') {
    const hours = Math.max(0, Math.floor((now.getTime() - PRICE_EPOCH.getTime()) / HOUR_MS));
    stepMs = Math.max(1, Math.ceil(hours / 199)) * HOUR_MS;
    count = Math.floor(hours / (stepMs / HOUR_MS)) + 1;
  }
  const end = floorTo(now, stepMs).getTime();
  const times: Date[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const t = end - i * stepMs;
    if (t >= PRICE_EPOCH.getTime()) times.push(new Date(t));
  }
  return { times, stepMs };
}

function summarise(values: Decimal[]): SeriesSummary {
  const zero = decimal('0');
  if (values.length === 0)
    return { min: '0', max: '0', first: '0', last: '0', changePercent: null };
  const min = values.reduce((a, b) => (compare(a, b) <= 0 ? a : b));
  const max = values.reduce((a, b) => (compare(a, b) >= 0 ? a : b));
  const first = values[0]!;
  const last = values[values.length - 1]!;
  const change =
    compare(first, zero) === 0
      ? null
      : divide(multiply(subtract(last, first), decimal('100')), first, 2);
  return {
    min: toShortText(min),
    max: toShortText(max),
    first: toShortText(first),
    last: toShortText(last),
    changePercent: change ? toText(change) : null,
  };
}

export async function walletChart(
  db: Db,
  memberId: number,
  range: ChartRange,
  now: Date,
): Promise<WalletChart> {
  const { times, stepMs } = chartTimes(range, now);
  const usdtUsd = decimal((await walletRates(db, now)).usdtUsd.rate);
  // Whole-hour samples read the recorded hourly prices; finer ones (H, D) the same function.
  const hourly = stepMs % HOUR_MS === 0;
  const prices = new Map<number, string>();
  if (hourly) {
    await fillGactPrices(db, now);
    const rows = await db.query<{ at: Date; price: string }>(
      'SELECT at, price::text AS price FROM gact_prices WHERE at = ANY($1::timestamptz[])',
      [times.map((t) => t.toISOString())],
    );
    for (const row of rows) prices.set(new Date(row.at).getTime(), row.price);
  }
  // The member's GACT and USDT entries once, oldest first; each sample takes the balance the last
  // entry at or before it left (one pass, rather than a lookup per sample and asset).
  const entries = await db.query<{ asset: 'GACT' | 'USDT'; balance_after: string; at: Date }>(
    `SELECT asset, balance_after::text AS balance_after, created_at AS at FROM ledger_entries
      WHERE member_id = $1 AND asset IN ('GACT', 'USDT') AND created_at <= $2
      ORDER BY created_at, id`,
    [memberId, times.at(-1) ?? now],
  );
  const held = { GACT: 0n, USDT: 0n };
  let next = 0;
  const balances = times.map((at) => {
    while (next < entries.length && new Date(entries[next]!.at).getTime() <= at.getTime()) {
      const entry = entries[next++]!;
      held[entry.asset] = BigInt(entry.balance_after);
    }
    return { ...held };
  });
  const priceSeries: Decimal[] = [];
  const valueSeries: Decimal[] = [];
  const points = times.map((at, i) => {
    const price = decimal(prices.get(at.getTime()) ?? microText(gactPriceMicro(at)));
    const gact = { units: balances[i]!.GACT, scale: 6 };
    const usdt = { units: balances[i]!.USDT, scale: 6 };
    const value = roundHalfEven(add(multiply(gact, price), multiply(usdt, usdtUsd)), 6);
    priceSeries.push(price);
    valueSeries.push(value);
    return { at: at.toISOString(), price: toShortText(price), value: toShortText(value) };
  });
  return {
    range,
    stepSeconds: stepMs / 1000,
    timeZone: await timeZoneOf(db, memberId),
    points,
    price: summarise(priceSeries),
    value: summarise(valueSeries),
  };
}

/**
 * Whole hundredths of a percent that add up to exactly 100.00 (largest remainder: each share is
 * rounded down, then the hundredths left over go to the largest remainders, ties to the first).
 */
export function shares(values: bigint[]): bigint[] {
  const total = values.reduce((a, b) => a + b, 0n);
  if (total === 0n) return values.map(() => 0n);
  const exact = values.map((v) => ({ floor: (v * 10_000n) / total, rest: (v * 10_000n) % total }));
  let left = 10_000n - exact.reduce((a, e) => a + e.floor, 0n);
  const order = exact
    .map((e, i) => ({ ...e, i }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  const out = exact.map((e) => e.floor);
  for (const { i } of order) {
    if (left === 0n) break;
    out[i]! += 1n;
    left -= 1n;
  }
  return out;
}

export async function walletPortfolio(
  db: Queryable,
  memberId: number,
  now: Date,
): Promise<WalletPortfolio> {
  const rates = await walletRates(db, now);
  const balances = await balancesOf(db, memberId);
  const valued = (['GACT', 'USDT'] as const).map((asset) => {
    const amount = { units: balances[asset], scale: 6 };
    const rate = decimal(asset === 'GACT' ? rates.gactUsd.rate : rates.usdtUsd.rate);
    return { asset, amount, value: roundHalfEven(multiply(amount, rate), 6) };
  });
  const split = shares(valued.map((v) => v.value.units));
  const nfts = await db.query<{ category: WalletPortfolio['nfts'][number]['category']; n: number }>(
    `SELECT category, count(*)::int AS n FROM vault_items
      WHERE member_id = $1 AND kind = 'NFT' AND status NOT IN ('TransferredOut', 'Withdraw')
      GROUP BY category ORDER BY category`,
    [memberId],
  );
  return {
    totalUsd: toShortText(valued.reduce((sum, v) => add(sum, v.value), decimal('0'))),
    holdings: valued.map((v, i) => ({
      asset: v.asset,
      amount: toShortText(v.amount),
      valueUsd: toShortText(v.value),
      share: toText({ units: split[i]!, scale: 2 }),
    })),
    points: formatMinor(balances.POINT, 'POINT'),
    nfts: nfts.map((r) => ({ category: r.category, count: r.n })),
  };
}
