// The arithmetic of a convert (decision 036), exact in bigint minor units. What is sent splits
// into fee + net exactly, in the `from` asset; the fee rounds up and what arrives rounds down, so
// every rounding favours the platform by less than one minor unit of the asset it happens in.
import { fromMinor, toMinor } from '../../../src/money/amount.ts';
import { feeOf } from './fees.ts';
import { MINOR_UNIT_DIGITS, type Asset } from '../shared/ledger.ts';

/** Rates are stored as numeric(30, 12): handled as integers of 10^-12. */
export const RATE_DIGITS = 12;
const RATE_UNIT = 10n ** BigInt(RATE_DIGITS);

/** A non-negative decimal string ("0.125000000000", "8") as integer 10^-12ths; null if not one. */
export function parseRate(text: string): bigint | null {
  return text.trim().startsWith('-') ? null : toMinor(text, RATE_DIGITS);
}

/**
 * A member's amount ("1.5") as minor units of `asset`, or null when it is not a plain positive-or-
 * zero decimal or has more decimals than the asset (never rounded: what was asked is what is sent).
 */
export function parseAmount(text: string, asset: Asset): bigint | null {
  // Exactly as typed: no sign and no surrounding space (toMinor would trim and take a minus).
  return /^\d/.test(text) && text.trim() === text ? toMinor(text, MINOR_UNIT_DIGITS[asset]) : null;
}

/** 10^-12ths as the shortest decimal string: 125000000000n → "0.125". */
export function formatRate(scaled: bigint): string {
  return fromMinor(scaled, RATE_DIGITS);
}

/** `net` minor units of `from` at `rate` (10^-12ths of `to` per whole `from`), rounded down. */
export function convertedOf(net: bigint, rate: bigint, from: Asset, to: Asset): bigint {
  const toUnit = 10n ** BigInt(MINOR_UNIT_DIGITS[to]);
  const fromUnit = 10n ** BigInt(MINOR_UNIT_DIGITS[from]);
  return (net * rate * toUnit) / (RATE_UNIT * fromUnit);
}

export type ConvertMath = { amount: bigint; fee: bigint; net: bigint; receive: bigint };

/** sent = fee + net exactly; receive = net at the rate, rounded down. */
export function convertMath(
  amount: bigint,
  bps: number,
  rate: bigint,
  from: Asset,
  to: Asset,
): ConvertMath {
  const fee = feeOf(amount, bps);
  const net = amount - fee;
  return { amount, fee, net, receive: net > 0n ? convertedOf(net, rate, from, to) : 0n };
}
