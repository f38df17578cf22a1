// Numbers always use US thousands separators (docs/product/app.md), whatever the language.
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

export function formatNumber(value: number | string): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return '0';
  return Number.isInteger(n) ? integer.format(n) : decimal.format(n);
}
