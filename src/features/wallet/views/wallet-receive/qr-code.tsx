// A QR code drawn as one SVG path from qrcode-generator's modules (no HTML string injected).
import { useMemo } from 'react';
import qrcode from 'qrcode-generator';
import { QR } from './receive-styles';

const QUIET_ZONE = 2;

export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row++)
      for (let col = 0; col < count; col++)
        if (qr.isDark(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    return { size: count + QUIET_ZONE * 2, path: d };
  }, [text]);
  return (
    <svg
      style={QR}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
