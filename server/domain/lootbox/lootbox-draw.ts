// The draw of a lootbox open (decision 028): one uniform integer in [0, 10000) from node:crypto
// picks the item whose cumulative weight band holds it. Weights are basis points summing to 10000,
// so each item's chance is exactly its published weight / 10000. The statistics test draws through
// these functions, with the same random source.
import { randomInt } from 'node:crypto';

export const ODDS_TOTAL_BP = 10_000;

export type Weighted = { itemId: number; weightBp: number };

/** Throws unless the weights are whole, positive and sum to 10000 (the database enforces it too). */
export function assertOdds(odds: readonly Weighted[]): void {
  const total = odds.reduce((sum, o) => sum + o.weightBp, 0);
  if (odds.length === 0 || total !== ODDS_TOTAL_BP || odds.some((o) => !(o.weightBp > 0)))
    throw new RangeError(`odds must be positive basis points summing to ${ODDS_TOTAL_BP}`);
}

/** The item whose band holds `roll` (0 ≤ roll < 10000), bands laid out in the table's order. */
export function pickByRoll(odds: readonly Weighted[], roll: number): number {
  let upTo = 0;
  for (const o of odds) {
    upTo += o.weightBp;
    if (roll < upTo) return o.itemId;
  }
  throw new RangeError(`roll ${roll} is outside the odds table`);
}

/** A roll from a cryptographic source: members cannot predict or steer it. */
export function secureRoll(): number {
  return randomInt(0, ODDS_TOTAL_BP);
}

export function drawItem(odds: readonly Weighted[], roll: () => number = secureRoll): number {
  assertOdds(odds);
  return pickByRoll(odds, roll());
}
