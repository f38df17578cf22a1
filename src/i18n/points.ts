// Points and counts in the active language's digits and separators, for every screen that shows them.
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: string): Intl.NumberFormat {
  let format = formatters.get(lang);
  if (!format) {
    try {
      format = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
    } catch {
      format = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    }
    formatters.set(lang, format);
  }
  return format;
}

/**
 * Points arrive as decimal strings of whole points (docs/architecture.md "Money, points and the ledger"): formatted through BigInt, so
 * no amount is ever a float; anything that is not digits is shown as it came.
 */
export function formatPoints(points: string, lang: string): string {
  return /^\d{1,30}$/.test(points) ? numberFormat(lang).format(BigInt(points)) : points;
}

/** A count (questers, winners, quests) in the active language's digits and separators. */
export function formatCount(count: number, lang: string): string {
  return Number.isFinite(count) ? numberFormat(lang).format(count) : '0';
}
