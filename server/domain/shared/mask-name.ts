// Names of other members as questers and winners see them: enough to recognise oneself or a
// friend, not enough to find anyone. "LunaByte" → "Lu***e"; counted in characters (code points),
// so Chinese names and emoji are never cut in half.
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}
