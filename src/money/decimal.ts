// Exact decimals as a bigint and a scale (123.45 = { units: 12345n, scale: 2 }): what the wallet's
// rates, prices and fiat totals are multiplied with (decision 035). No float ever holds money.

export type Decimal = { units: bigint; scale: number };

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "12.50" → { 1250n, 2 }; null for anything that is not a plain decimal. */
export function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(whole! + fraction);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

/** parseDecimal for text the schema already checked: a malformed one is a programming error. */
export function decimal(text: string): Decimal {
  const parsed = parseDecimal(text);
  if (!parsed) throw new RangeError(`not a decimal: ${text}`);
  return parsed;
}

function rescale(d: Decimal, scale: number): bigint {
  return d.units * 10n ** BigInt(scale - d.scale);
}

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

export function subtract(a: Decimal, b: Decimal): Decimal {
  return add(a, { units: -b.units, scale: b.scale });
}

/** Exact: the scales add up. */
export function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

export function compare(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const x = rescale(a, scale);
  const y = rescale(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * To `digits` decimals, half-even (banker's rounding: an exact half goes to the even neighbour, so
 * rounding many amounts does not drift upward). Fewer digits than asked stay exact (zero-padded).
 */
export function roundHalfEven(d: Decimal, digits: number): Decimal {
  if (d.scale <= digits) return { units: rescale(d, digits), scale: digits };
  const divisor = 10n ** BigInt(d.scale - digits);
  const negative = d.units < 0n;
  const abs = negative ? -d.units : d.units;
  let quotient = abs / divisor;
  const twice = (abs % divisor) * 2n;
  if (twice > divisor || (twice === divisor && quotient % 2n === 1n)) quotient += 1n;
  return { units: negative ? -quotient : quotient, scale: digits };
}

/** Integer division of two decimals to `digits` decimals, half-even; null when dividing by zero. */
export function divide(a: Decimal, b: Decimal, digits: number): Decimal | null {
  if (b.units === 0n) return null;
  // a/b = (a.units / 10^a.scale) / (b.units / 10^b.scale); two extra digits decide the rounding
  // of all but exact halves, and the remainder decides those.
  const shift = digits + b.scale - a.scale;
  const numerator = shift >= 0 ? a.units * 10n ** BigInt(shift) : a.units;
  const denominator = shift >= 0 ? b.units : b.units * 10n ** BigInt(-shift);
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const m = denominator < 0n ? -denominator : denominator;
  let quotient = n / m;
  const twice = (n % m) * 2n;
  if (twice > m || (twice === m && quotient % 2n === 1n)) quotient += 1n;
  return { units: negative ? -quotient : quotient, scale: digits };
}

/** The plain decimal text, keeping the scale's digits ("1.50" stays "1.50"); no exponent, ever. */
export function toText(d: Decimal): string {
  const negative = d.units < 0n;
  const abs = (negative ? -d.units : d.units).toString();
  if (d.scale === 0) return `${negative ? '-' : ''}${abs}`;
  const padded = abs.padStart(d.scale + 1, '0');
  return `${negative ? '-' : ''}${padded.slice(0, -d.scale)}.${padded.slice(-d.scale)}`;
}

/** toText without trailing fractional zeros ("1.50" → "1.5", "2.000" → "2"). */
export function toShortText(d: Decimal): string {
  const text = toText(d);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

export const ZERO: Decimal = { units: 0n, scale: 0 };
