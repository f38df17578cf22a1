// GACT's demo price (decision 035): no market exists, so the price is a deterministic function of
// the time — layered smooth noise (months, weeks, days, hours, minutes) around a base, like a walk
// at every scale but computable for any minute on its own, so filling the history in any order, on
// any run, gives the same numbers. The hourly rows of gact_prices are this function at whole hours.
import type { Db, Queryable } from '../../db/db.ts';
import { HOUR_MS, MINUTE_MS } from '../../clock.ts';

/** The first hour of the demo's price history. */
export const PRICE_EPOCH = new Date('2024-11-01T00:00:00Z');

// [period in minutes, amplitude of log-price]
const OCTAVES: ReadonlyArray<readonly [number, number]> = [
  [60 * 24 * 90, 0.32],
  [60 * 24 * 21, 0.14],
  [60 * 24 * 4, 0.06],
  [60 * 8, 0.025],
  [60, 0.01],
  [7, 0.003],
];
const BASE_PRICE = 0.85;

/** A repeatable value in [-1, 1] for an integer and an octave (a 32-bit integer hash). */
function lattice(i: number, octave: number): number {
  let h = Math.imul(i ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(octave + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 0x7fffffff - 1;
}

function smoothNoise(x: number, octave: number): number {
  const i = Math.floor(x);
  const f = x - i;
  const w = f * f * (3 - 2 * f);
  return lattice(i, octave) * (1 - w) + lattice(i + 1, octave) * w;
}

/** USD per GACT at the start of `at`'s minute, in micro-dollars (6 decimals), always ≥ 1. */
export function gactPriceMicro(at: Date): bigint {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  let log = 0;
  for (const [index, [period, amplitude]] of OCTAVES.entries())
    log += amplitude * smoothNoise(minute / period, index);
  return BigInt(Math.max(1, Math.round(BASE_PRICE * Math.exp(log) * 1e6)));
}

export function floorToHour(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}

const CHUNK_HOURS = 4000;

async function lastHour(db: Queryable): Promise<number | null> {
  const [last] = await db.query<{ at: Date | null }>('SELECT max(at) AS at FROM gact_prices');
  return last?.at ? new Date(last.at).getTime() : null;
}

/**
 * Writes the hourly prices missing between the epoch (or the last row) and `now`'s hour: two years
 * on the first chart read (~0.2 s), then the hour or two since. One filler at a time (a lock):
 * racing first reads wait for it rather than each writing the same two years.
 */
export async function fillGactPrices(db: Db, now: Date): Promise<void> {
  const until = floorToHour(now).getTime();
  if (until < PRICE_EPOCH.getTime()) return;
  const known = await lastHour(db);
  if (known !== null && known >= until) return;
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':gact-prices'))`);
    const last = await lastHour(tx);
    await insertHours(tx, last === null ? PRICE_EPOCH.getTime() : last + HOUR_MS, until);
  });
}

async function insertHours(db: Queryable, start: number, until: number): Promise<void> {
  let from = start;
  while (from <= until) {
    const times: string[] = [];
    const prices: string[] = [];
    for (let t = from; t <= until && times.length < CHUNK_HOURS; t += HOUR_MS) {
      const at = new Date(t);
      times.push(at.toISOString());
      prices.push(microText(gactPriceMicro(at)));
    }
    await db.query(
      `INSERT INTO gact_prices (at, price)
       SELECT * FROM unnest($1::timestamptz[], $2::numeric[]) ON CONFLICT DO NOTHING`,
      [times, prices],
    );
    from += times.length * HOUR_MS;
  }
}

/** 1234567n → "1.234567". */
export function microText(micro: bigint): string {
  const text = micro.toString().padStart(7, '0');
  return `${text.slice(0, -6)}.${text.slice(-6)}`;
}
