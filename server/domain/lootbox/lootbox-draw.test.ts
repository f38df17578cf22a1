// Issue 12's statistics target: 100,000 draws of the seeded Starter Chest through the domain's draw
// (node:crypto randomInt, no HTTP) match the published odds: Pearson's chi-square, p > 0.001.
import { describe, expect, it } from 'vitest';
import { SEED_BOXES } from '../../db/seed-lootbox-data.ts';
import { assertOdds, drawItem, pickByRoll, type Weighted } from './lootbox-draw.ts';

const DRAWS = 100_000;

/** Upper tail of the chi-square distribution via the regularized upper incomplete gamma Q(k/2, x/2). */
function chiSquarePValue(statistic: number, degrees: number): number {
  const a = degrees / 2;
  const x = statistic / 2;
  const lnGammaA = lnGamma(a);
  if (x < a + 1) {
    // Series for the lower part P, then Q = 1 − P.
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500; n += 1) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - lnGammaA);
  }
  // Continued fraction (Lentz) for Q.
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGammaA) * h;
}

function lnGamma(z: number): number {
  // Lanczos approximation (g = 7, n = 9).
  const g = 7;
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  let x = c[0]!;
  const zz = z - 1;
  for (let i = 1; i < g + 2; i += 1) x += c[i]! / (zz + i);
  const t = zz + g + 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (zz + 0.5) * Math.log(t) - t + Math.log(x);
}

function chiSquare(odds: readonly Weighted[], counts: Map<number, number>, draws: number): number {
  return odds.reduce((sum, o) => {
    const expected = (draws * o.weightBp) / 10_000;
    const observed = counts.get(o.itemId) ?? 0;
    return sum + (observed - expected) ** 2 / expected;
  }, 0);
}

const seededOdds = (key: string): Weighted[] =>
  SEED_BOXES.find((b) => b.key === key)!.odds.map(([, weightBp], i) => ({
    itemId: i + 1,
    weightBp,
  }));

describe('the draw', () => {
  it('the p-value helper agrees with published chi-square tables', () => {
    // df 4: 18.467 is the 0.001 critical value; df 3: 7.815 is the 0.05 one.
    expect(chiSquarePValue(18.467, 4)).toBeCloseTo(0.001, 4);
    expect(chiSquarePValue(7.815, 3)).toBeCloseTo(0.05, 3);
    expect(chiSquarePValue(0.5, 4)).toBeCloseTo(0.9735, 3);
  });

  it('maps every roll to the band of its item', () => {
    const odds = seededOdds('starter-chest');
    expect(pickByRoll(odds, 0)).toBe(1);
    expect(pickByRoll(odds, 3999)).toBe(1);
    expect(pickByRoll(odds, 4000)).toBe(2);
    expect(pickByRoll(odds, 9799)).toBe(4);
    expect(pickByRoll(odds, 9800)).toBe(5);
    expect(pickByRoll(odds, 9999)).toBe(5);
    expect(() => pickByRoll(odds, 10_000)).toThrow(RangeError);
  });

  it('refuses odds that do not sum to 10000', () => {
    expect(() => assertOdds([{ itemId: 1, weightBp: 9999 }])).toThrow(RangeError);
    expect(() => assertOdds([])).toThrow(RangeError);
  });

  for (const key of SEED_BOXES.map((b) => b.key)) {
    it(`${DRAWS.toLocaleString('en-US')} draws of ${key} match the published odds (chi-square p > 0.001)`, () => {
      const odds = seededOdds(key);
      const pValue = () => {
        const counts = new Map<number, number>();
        for (let i = 0; i < DRAWS; i += 1) {
          const item = drawItem(odds);
          counts.set(item, (counts.get(item) ?? 0) + 1);
        }
        return chiSquarePValue(chiSquare(odds, counts, DRAWS), odds.length - 1);
      };
      // Fair odds still fall under p = 0.001 one run in a thousand per box (a CI run failed so): a
      // second, independent 100,000 must then pass too. Skewed odds fail both (the test below), so
      // bias is still caught; a fair draw fails CI one run in a million instead of one in a few hundred.
      const first = pValue();
      expect(first > 0.001 ? first : pValue()).toBeGreaterThan(0.001);
    });
  }

  it('the test can fail: draws from skewed odds are caught', () => {
    const odds = seededOdds('starter-chest');
    const skewed = odds.map((o, i) => ({
      ...o,
      weightBp: o.weightBp + (i === 0 ? -300 : i === 1 ? 300 : 0),
    }));
    const counts = new Map<number, number>();
    for (let i = 0; i < DRAWS; i += 1) {
      const item = drawItem(skewed);
      counts.set(item, (counts.get(item) ?? 0) + 1);
    }
    expect(chiSquarePValue(chiSquare(odds, counts, DRAWS), odds.length - 1)).toBeLessThan(0.001);
  });
});
