// Instants shown in the member's time zone (the answer's `timeZone`), in spec §9's formats.
import { formatInZone } from '../quests/detail-time';

export { formatInZone, zoneLabel } from '../quests/detail-time';

/** `YYYY-MM-DD` of the instant in the zone. */
export function dateInZone(value: string, timeZone: string): string {
  return formatInZone(value, timeZone).split(' ')[0] ?? '';
}
