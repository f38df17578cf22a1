// A visitor's time zone: the app sends the device's IANA zone as the Time-Zone header (src/api/
// request.ts), so a visitor's calendar, periods and times are read on their own clock (docs/architecture.md
// "Time"). A member's zone is the stored one; this is only asked when there is no member.
import type { FastifyRequest } from 'fastify';
import { storableTimeZone } from '../domain/shared/member-settings.ts';

export const TIME_ZONE_HEADER = 'time-zone';

/** The header's zone when it is one a member could store; undefined (the default zone) otherwise. */
export function visitorZoneOf(request: FastifyRequest): string | undefined {
  const sent = request.headers[TIME_ZONE_HEADER];
  return typeof sent === 'string' ? (storableTimeZone(sent) ?? undefined) : undefined;
}
