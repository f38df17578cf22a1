// Levels follow the points a member has ever earned, not the balance (decision 024), so spending
// never lowers a level. members.level keeps a level set before the ledger existed (or by an
// operator): a member's level is the higher of the two.
import { LEVEL_THRESHOLDS_POINTS, TOP_LEVEL } from '../../../src/config/constants.ts';

/** The level that `earned` points reach. */
export function levelOfEarned(earned: bigint): number {
  let level = 0;
  for (const [index, threshold] of LEVEL_THRESHOLDS_POINTS.entries())
    if (earned >= BigInt(threshold)) level = index;
  return Math.min(level, TOP_LEVEL);
}

export function memberLevel(storedLevel: number, earned: bigint): number {
  return Math.max(storedLevel, levelOfEarned(earned));
}

/** Earned points at which the level after `level` starts, or null at the top. */
export function nextLevelAt(level: number): bigint | null {
  if (level >= TOP_LEVEL) return null;
  const threshold = LEVEL_THRESHOLDS_POINTS[level + 1];
  return threshold === undefined ? null : BigInt(threshold);
}
