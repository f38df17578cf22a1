// Quest times as the member reads them: YYYY-MM-DD HH:mm (spec §9) in a named IANA time zone (the
// member's, from the quest: DESIGN "Time"), and that zone said in words with its offset.
import { formatDate } from '../../i18n/dates';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  const known = formatters.get(timeZone);
  if (known) return known;
  try {
    const made = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, made);
    return made;
  } catch {
    return null;
  }
}

/** `2026-11-25 16:00` in `timeZone`; an unknown zone falls back to the device's, a bad date to ''. */
export function formatInZone(value: string, timeZone: string): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return '';
  const format = formatterFor(timeZone);
  if (!format) return formatDate(ms, 'DATE_TIME');
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(ms).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
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
