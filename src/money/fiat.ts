// Fiat totals of the wallet (decision 035): display only (docs/architecture.md), exact all the way. Amounts and
// rates are decimal strings; they are multiplied as bigints (src/money/decimal.ts), rounded once,
// half-even, to the currency's decimals (JPY 0, the others 2), and the rounded decimal STRING is
// what Intl.NumberFormat formats, so no float ever touches the figure.
import { add, decimal, multiply, roundHalfEven, toText, type Decimal } from './decimal';

export const FIAT_DIGITS = { USD: 2, HKD: 2, JPY: 0, MYR: 2, SGD: 2 } as const;
export type Fiat = keyof typeof FIAT_DIGITS;

/** The preferences keep currencies in lower case ('jpy'); the wallet speaks ISO 4217 ('JPY'). */
export function fiatOf(preference: string): Fiat {
  const code = preference.toUpperCase();
  return code in FIAT_DIGITS ? (code as Fiat) : 'USD';
}

/** Σ amount × USD rate over the holdings, exact (no rounding yet). */
export function usdValue(holdings: ReadonlyArray<{ amount: string; usdRate: string }>): Decimal {
  return holdings.reduce(
    (sum, h) => add(sum, multiply(decimal(h.amount), decimal(h.usdRate))),
    decimal('0'),
  );
}

/** A USD value in `currency` at `perUsd` units per USD, rounded half-even to its decimals. */
export function toFiat(usd: Decimal, perUsd: string, currency: Fiat): Decimal {
  return roundHalfEven(multiply(usd, decimal(perUsd)), FIAT_DIGITS[currency]);
}

const formatters = new Map<string, Intl.NumberFormat>();

/** "¥1,235", "HK$12.30", "US$0.00": the locale's currency style, the currency's own decimals. */
export function formatFiat(amount: Decimal, currency: Fiat, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = FIAT_DIGITS[currency];
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  // ECMA-402 v3 formats a decimal string exactly; the cast is only for the older type signature.
  return format.format(toText(roundHalfEven(amount, FIAT_DIGITS[currency])) as unknown as number);
}
