// What the browser benches share: Debian's Chromium as the developers' guide runs it, and medians.

/** Chromium's flags for a bench run on this machine (no sandbox, GPU, QUIC or background traffic). */
export const CHROMIUM_FLAGS = [
  ...['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  ...['--disable-background-networking', '--disable-component-update', '--disable-sync'],
];

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
