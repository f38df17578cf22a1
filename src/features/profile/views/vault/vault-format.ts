// Amounts of game currency are exact decimal strings: grouped for reading without ever passing
// through a float (a 20-digit balance keeps every digit). US separators, as every number (docs/product/profile.md).

/** "12500.5" → "12,500.5"; anything that is not a plain decimal shows as it came. */
export function formatAmount(amount: string): string {
  const match = /^(\d+)(\.\d+)?$/.exec(amount);
  if (!match) return amount;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (match[2] ?? '');
}
