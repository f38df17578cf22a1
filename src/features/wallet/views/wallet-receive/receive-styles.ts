// The receiving screen's few styles, inline rather than a stylesheet of its own: each lazy file
// costs the full first route a preload entry (decision 035). Values are the layout scale's.
import type { CSSProperties } from 'react';

export const CARD: CSSProperties = {
  padding: 'var(--space-3)',
  border: '1px solid var(--surface-2)',
  borderRadius: 'var(--radius)',
  background: 'var(--surface)',
  fontSize: 'var(--text-body)',
};

export const TEXT: CSSProperties = {
  fontFamily: 'ui-monospace, monospace',
  fontSize: 'var(--text-body)',
  overflowWrap: 'anywhere',
  textAlign: 'center',
};

/** A white quiet zone around the code: scanners need it, on a dark page too. */
export const QR: CSSProperties = {
  display: 'block',
  width: 'min(60%, 220px)',
  margin: 'var(--space-2) auto',
  background: '#fff',
  padding: 'var(--space-2)',
  borderRadius: 'var(--radius)',
};
