// Every time a screen shows, in spec §9's formats, on ONE named IANA zone: the member's stored zone
// when signed in, the device's for a visitor (DESIGN "Time"). Screens get that zone from the
// server's answer (`timeZone`) or from useScreenZone; none formats on the browser's clock alone.
import type { DateFormat } from './dates';

/** The device's IANA zone (what sign-up stores and a visitor's screens use); null if unknown. */
export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const known = formatters.get(timeZone);
  if (known) return known;
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  };
  let made: Intl.DateTimeFormat;
  try {
    made = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    // A zone this browser lacks: UTC, and the zone the screen names beside its times says which.
    made = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
  formatters.set(timeZone, made);
  return made;
}

/**
 * `2026-11-25 16:00` (DATE_TIME), `2026-11-25` (DATE) or `2026-11-25 16:00:00` (DATE_TIME_SECONDS)
 * of the instant in `timeZone`; an unreadable date is ''.
 */
export function formatInZone(
  value: string | number | Date,
  timeZone: string,
  format: DateFormat = 'DATE_TIME',
): string {
  const at =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(at)) return '';
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of formatterFor(timeZone).formatToParts(at)) part[p.type] = p.value;
  const date = `${part.year}-${part.month}-${part.day}`;
  if (format === 'DATE') return date;
  const time = `${part.hour}:${part.minute}`;
  return format === 'DATE_TIME' ? `${date} ${time}` : `${date} ${time}:${part.second}`;
}

/** `Asia/Taipei (GMT+8)`: the zone's name and its offset now. */
export function zoneLabel(timeZone: string): string {
  try {
    const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(Date.now())
      .find((p) => p.type === 'timeZoneName')?.value;
    return offset ? `${timeZone} (${offset})` : timeZone;
  } catch {
    return timeZone;
  }
}
