// The value axis of the wallet chart: one number of decimals for every label of an axis (issue 28:
// "$1.2, $1.25, $1.3" read as uneven). The fewest fraction digits (0–6) that still tell every tick
// apart, chosen once from the ticks; compact (K, 萬) only for values of 10,000 and more.

const MAX_DIGITS = 6;

export function valueTicks(splits: readonly number[], locale: string, currency: string): string[] {
  if (splits.length === 0) return [];
  const compact = Math.max(...splits.map(Math.abs)) >= 10_000;
  for (let digits = 0; digits <= MAX_DIGITS; digits += 1) {
    const format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      notation: compact ? 'compact' : 'standard',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    const labels = splits.map((v) => format.format(v));
    if (new Set(labels).size === labels.length || digits === MAX_DIGITS) return labels;
  }
  return [];
}
