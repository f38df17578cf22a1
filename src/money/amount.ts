// Exact amounts on the client (docs/architecture.md "Money, points and the ledger", decision 034): an amount is a
// decimal string on the wire and a bigint of minor units in arithmetic; never a float. Points have 0
// decimals, GACT and USDT 6 (the server's MINOR_UNIT_DIGITS, server/domain/ledger.ts).

export const WALLET_ASSETS = ['POINT', 'GACT', 'USDT'] as const;
export type WalletAsset = (typeof WALLET_ASSETS)[number];

export const ASSET_DIGITS: Record<WalletAsset, number> = { POINT: 0, GACT: 6, USDT: 6 };

const DECIMAL = /^(-)?(\d+)(?:\.(\d*))?$/;

/**
 * A decimal string as minor units with `digits` decimals, or null when it is not a plain decimal
 * or has more decimals than the asset (never rounded: the member's amount is what is sent).
 * "1.5" with 6 digits → 1500000n; "1." → 1000000n; "" or "1e3" or "1.0000001" → null.
 */
export function toMinor(text: string, digits: number): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > digits) return null;
  const minor = BigInt(whole!) * 10n ** BigInt(digits) + BigInt(trimmed.padEnd(digits, '0') || '0');
  return minus ? -minor : minor;
}

/** Minor units as the shortest decimal string: 1500000n with 6 digits → "1.5"; -5n, 0 → "-5". */
export function fromMinor(minor: bigint, digits: number): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  if (digits === 0) return `${negative ? '-' : ''}${abs}`;
  const unit = 10n ** BigInt(digits);
  const fraction = (abs % unit).toString().padStart(digits, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${abs / unit}${fraction ? `.${fraction}` : ''}`;
}

export type AmountInputRule = {
  /** The most decimals the asset has; 0 allows no decimal point at all. */
  digits: number;
  /** A leading minus is kept only where a negative amount makes sense. */
  allowNegative?: boolean;
};

/**
 * What an amount field keeps of what was typed or pasted (docs/product/wallet.md#number-input): digits, one
 * decimal point (none when the asset has no decimals), a leading minus where negatives make sense,
 * and never more decimals than the asset has. Idempotent, so it can run on every change.
 */
export function sanitizeAmountInput(raw: string, rule: AmountInputRule): string {
  const negative = rule.allowNegative === true && raw.trimStart().startsWith('-');
  let seenPoint = false;
  let out = '';
  let decimals = 0;
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') {
      if (seenPoint) {
        if (decimals >= rule.digits) continue;
        decimals += 1;
      }
      out += ch;
    } else if ((ch === '.' || ch === '。' || ch === '．') && !seenPoint && rule.digits > 0) {
      seenPoint = true;
      out += '.';
    }
  }
  return negative ? `-${out}` : out;
}

export type AmountCheck =
  | { ok: true; minor: bigint }
  | { ok: false; reason: 'invalid' | 'tooManyDecimals' | 'notPositive' };

/** An amount the member means to move: a plain decimal, > 0, within the asset's decimals. */
export function checkAmount(text: string, digits: number): AmountCheck {
  const match = DECIMAL.exec(text.trim());
  if (!match) return { ok: false, reason: 'invalid' };
  const minor = toMinor(text, digits);
  if (minor === null) return { ok: false, reason: 'tooManyDecimals' };
  if (minor <= 0n) return { ok: false, reason: 'notPositive' };
  return { ok: true, minor };
}

/** Built on first use, not at import: building it loads ICU's number data (src/i18n/format.ts). */
let grouped: Intl.NumberFormat | undefined;

/**
 * A decimal string with US thousands separators (docs/product/app.md), exactly: Intl formats the string itself
 * (no float on the way), so "1234567.123456" → "1,234,567.123456".
 */
export function formatAmount(decimal: string): string {
  grouped ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
  return grouped.format(decimal as unknown as number);
}
