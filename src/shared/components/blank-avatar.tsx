// A member without a photo. Not the first letter of the name: a nickname's letter is Latin on a
// Chinese screen and says nothing a reader cannot see next to it (issue 28 item 7). A person glyph
// on colours derived from the seed (the name the row shows), so neighbouring rows still differ.
// Decorative: the row around it carries the name.

/** A stable number per text (FNV-1a), the same in every browser. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function BlankAvatar({
  seed,
  size,
  className,
}: {
  seed: string;
  size: number;
  className?: string;
}) {
  const hash = hashOf(seed);
  const hue = hash % 360;
  const turn = 40 + ((hash >>> 9) % 60);
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-blank-avatar=""
    >
      <defs>
        <linearGradient id={`avatar-${hash}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 70% 58%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + turn) % 360} 65% 38%)`} />
        </linearGradient>
      </defs>
      <circle cx="12" cy="12" r="12" fill={`url(#avatar-${hash})`} />
      <circle cx="12" cy="9.5" r="4" fill="#fff" />
      <path d="M4.6 19.7a8 8 0 0 1 14.8 0A12 12 0 0 1 4.6 19.7z" fill="#fff" />
    </svg>
  );
}
