// The time zones a member can choose (IANA names this browser knows, UTC first) and how one reads
// in the list: its name and its offset now ("Asia/Taipei · GMT+08:00").
import { zoneName } from '../../../../i18n/zoned-time';

let known: readonly string[] | null = null;

export function timeZones(): readonly string[] {
  if (known) return known;
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    // An old browser: the search still offers UTC and the device's own zone.
  }
  known = ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
  return known;
}

export function offsetOf(zone: string, now: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      timeZoneName: 'longOffset',
    }).formatToParts(now);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * Zones whose name holds every word of the query ("new york", "taipei", "europe/"), or, on a
 * Chinese screen, whose Chinese name holds it ("台北").
 */
export function matchZones(
  query: string,
  zones: readonly string[] = timeZones(),
  language = 'en-US',
): string[] {
  const words = query.trim().toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return zones.filter((zone) => {
    const name = zone.toLowerCase().replace(/_/g, ' ');
    const local = zoneName(zone, language) ?? '';
    return words.every((word) => name.includes(word) || local.includes(word));
  });
}
