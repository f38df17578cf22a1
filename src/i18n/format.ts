// Numbers always use US thousands separators (docs/product/app.md), whatever the language.
// The formatters are built on first use, not at import: building one loads ICU's number data
// (about 70 ms at 4× CPU on a cold /home, issue 30), which a screen that shows no number yet does
// not need while it boots.
let integer: Intl.NumberFormat | undefined;
let decimal: Intl.NumberFormat | undefined;

export function formatNumber(value: number | string): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return '0';
  if (Number.isInteger(n)) {
    return (integer ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(n);
  }
  return (decimal ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 })).format(n);
}
