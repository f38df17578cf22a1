/** Both drivers return timestamptz as Date; a string can appear through casts. The API speaks ISO 8601 UTC. */
export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(String(value)).toISOString();
}
