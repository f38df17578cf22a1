// Every time a screen shows, in docs/product/app.md's formats, on ONE named IANA zone: the member's stored zone
// when signed in, the device's for a visitor (docs/architecture.md "Time"). Screens get that zone from the
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

/**
 * `Asia/Taipei (GMT+8)`: the zone's name and its offset now. On a Chinese screen the name is the
 * browser's Chinese name of the zone (`台北標準時間 GMT+8`): an IANA id is English words there.
 */
export function zoneLabel(timeZone: string, language: string = 'en-US'): string {
  try {
    const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(Date.now())
      .find((p) => p.type === 'timeZoneName')?.value;
    if (language.startsWith('zh')) {
      const name = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'long' })
        .formatToParts(Date.now())
        .find((p) => p.type === 'timeZoneName')?.value;
      // A zone without a Chinese name reads as its offset alone (CLDR's "GMT+8" form).
      if (name && !/[A-Za-z]{2,}/.test(name.replace(/^GMT/, '')))
        return offset && name !== offset ? `${name} ${offset}` : name;
      if (offset) return offset;
    }
    return offset ? `${timeZone} (${offset})` : timeZone;
  } catch {
    return timeZone;
  }
}

const names = new Map<string, string | null>();

/**
 * The zone's name in a Chinese language ("台北標準時間"), or null: in English the IANA name is
 * the name, and a zone CLDR has no Chinese name for reads by its id.
 */
export function zoneName(zone: string, language: string): string | null {
  if (!language.startsWith('zh')) return null;
  const key = `${language} ${zone}`;
  if (names.has(key)) return names.get(key) ?? null;
  let name: string | null = null;
  try {
    name =
      new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'long' })
        .formatToParts(Date.UTC(2026, 0, 15))
        .find((p) => p.type === 'timeZoneName')?.value ?? null;
  } catch {
    // Unknown to this browser: no name.
  }
  if (name && /[A-Za-z]{2,}/.test(name.replace(/^GMT/, ''))) name = null;
  if (name?.startsWith('GMT')) name = null;
  names.set(key, name);
  return name;
}
