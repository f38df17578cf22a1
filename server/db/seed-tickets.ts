// Writes the demo's ticket offers and granted tickets (seed-tickets-data.ts) inside the seed's
// transaction, after the quests and events they point at.
import type { Queryable } from './db.ts';
import { SEED_EVENTS, SEED_QUESTS } from './seed-quests-data.ts';
import { SEED_GRANTED_TICKETS, SEED_TICKET_OFFERS } from './seed-tickets-data.ts';

const HOUR_MS = 3_600_000;

export async function insertTicketContent(
  tx: Queryable,
  now: Date,
  memberIds: Map<string, number>,
): Promise<void> {
  const offers = new Map<string, number>();
  for (const offer of SEED_TICKET_OFFERS) {
    const event = SEED_EVENTS.find((e) => e.key === offer.eventKey)!;
    const quest = offer.questKey ? SEED_QUESTS.find((q) => q.key === offer.questKey)! : null;
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO ticket_offers (event_id, quest_id, check_in_days, purpose, expires_at)
       SELECT e.id, (SELECT q.id FROM quests q WHERE q.event_id = e.id AND q.title->>'en-US' = $2),
              $3, $4, e.ends_at + make_interval(hours => $5)
         FROM major_events e WHERE e.title->>'en-US' = $1
       RETURNING id`,
      [
        event.title['en-US'],
        quest?.title['en-US'] ?? null,
        offer.checkInDays ?? null,
        offer.purpose,
        offer.expiresAfterEndHours,
      ],
    );
    offers.set(offer.key, row!.id);
  }
  for (const grant of SEED_GRANTED_TICKETS) {
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
    await tx.query(
      `INSERT INTO member_tickets (member_id, offer_id, issued_at, expires_at, used_at)
       SELECT $1, o.id, $3, o.expires_at, $4 FROM ticket_offers o WHERE o.id = $2`,
      [
        memberIds.get(grant.uid)!,
        offers.get(grant.offerKey)!,
        at(grant.issuedHoursAgo),
        grant.usedHoursAgo === undefined ? null : at(grant.usedHoursAgo),
      ],
    );
  }
}
