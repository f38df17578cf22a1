// A time as the spec's date format (YYYY-MM-DD HH:mm:ss, §9) on the member's own clock: the zone
// the server reads ranges in, which may differ from the browser's.
import { formatInZone as format } from '../../../../i18n/zoned-time';

/** '2026-11-27T03:00:00.000Z' in Asia/Tokyo → '2026-11-27 12:00:00'; unreadable → ''. */
export function formatInZone(iso: string, timeZone: string): string {
  return format(iso, timeZone, 'DATE_TIME_SECONDS');
}
