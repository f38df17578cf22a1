// POST /api/Member/Tickets (decision 031): the event tickets a member holds. Tickets an offer's
// criterion has earned (a claimed event quest, N check-ins while the event ran) are issued here, on
// read, with INSERT … ON CONFLICT DO NOTHING on (member, offer): at most one per offer, dated when
// the criterion was met, however many reads race. Expired is computed from the clock, never stored.
import type { Db } from '../../db/db.ts';
import type { Clock } from '../../clock.ts';
import { toIso } from '../../db/values.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type {
  Ticket,
  TicketPage,
  TicketsRequest,
  TicketState,
} from '../../../src/features/profile/api/schemas/achievement.ts';
import { CHECK_IN_KIND } from '../reward/check-ins.ts';
import { safeTimeZone } from '../shared/periods.ts';
import { pick, type Texts } from '../shared/texts.ts';

/** Issues every ticket the member has earned and not yet holds. `$1` member, `$2` now. */
const ISSUE_SQL = `INSERT INTO member_tickets (member_id, offer_id, issued_at, expires_at)
SELECT $1::int, o.id, min(c.claimed_at), o.expires_at
  FROM ticket_offers o JOIN quest_claims c ON c.quest_id = o.quest_id AND c.member_id = $1::int
 GROUP BY o.id, o.expires_at
HAVING min(c.claimed_at) < o.expires_at AND min(c.claimed_at) <= $2::timestamptz
UNION ALL
SELECT $1::int, o.id, n.created_at, o.expires_at
  FROM ticket_offers o JOIN major_events e ON e.id = o.event_id
 CROSS JOIN LATERAL (
   SELECT l.created_at FROM ledger_entries l
    WHERE l.member_id = $1::int AND l.kind = '${CHECK_IN_KIND}'
      AND l.created_at >= e.starts_at AND l.created_at < e.ends_at
    ORDER BY l.created_at, l.id OFFSET o.check_in_days - 1 LIMIT 1) n
 WHERE o.check_in_days IS NOT NULL AND n.created_at < o.expires_at
   AND n.created_at <= $2::timestamptz
ON CONFLICT (member_id, offer_id) DO NOTHING`;

/** `$2` is now. */
const STATE_SQL = `CASE WHEN t.used_at IS NOT NULL THEN 'used'
  WHEN t.expires_at <= $2::timestamptz THEN 'expired' ELSE 'valid' END`;

/** Valid tickets first, soonest to expire; then used and expired ones, latest first. */
const TICKET_ORDER_SQL = (t: string) => `${t}.state <> 'valid',
  CASE WHEN ${t}.state = 'valid' THEN ${t}.expires_at END ASC,
  coalesce(${t}.used_at, ${t}.expires_at) DESC, ${t}.id DESC`;

type TicketRow = {
  id: number;
  purpose: Texts;
  event_id: number;
  event_title: Texts;
  quest_title: Texts | null;
  quest_id: number | null;
  check_in_days: number | null;
  issued_at: Date;
  expires_at: Date;
  used_at: Date | null;
  state: TicketState;
};

function out(row: TicketRow, language: MailLanguage): Ticket {
  return {
    id: row.id,
    purpose: pick(row.purpose, language),
    eventId: row.event_id,
    eventTitle: pick(row.event_title, language),
    source:
      row.quest_id !== null
        ? 'eventQuest'
        : row.check_in_days !== null
          ? 'checkInMilestone'
          : 'grant',
    questTitle: row.quest_title ? pick(row.quest_title, language) : null,
    checkInDays: row.check_in_days,
    issuedAt: toIso(row.issued_at),
    expiresAt: toIso(row.expires_at),
    usedAt: row.used_at ? toIso(row.used_at) : null,
    state: row.state,
  };
}

export async function listTickets(
  deps: { db: Db; clock: Clock },
  memberId: number,
  input: TicketsRequest,
  language: MailLanguage,
): Promise<{ page: TicketPage; total: number }> {
  const now = deps.clock.now();
  const state = input.state ?? null;
  // No transaction: the issuing insert commits on its own (ON CONFLICT makes racing reads agree)
  // and is seen by the read after it. The read is one statement: the count and the member's zone,
  // and the page beside them (no row of it when the page is empty).
  await deps.db.query(ISSUE_SQL, [memberId, now]);
  const found = await deps.db.query<
    { total: number; time_zone: string | null } & (TicketRow | { id: null })
  >(
    `WITH s AS (
       SELECT t.id, o.purpose, o.event_id, e.title AS event_title, q.title AS quest_title,
              o.quest_id, o.check_in_days, t.issued_at, t.expires_at, t.used_at, ${STATE_SQL} AS state
         FROM member_tickets t
         JOIN ticket_offers o ON o.id = t.offer_id
         JOIN major_events e ON e.id = o.event_id
         LEFT JOIN quests q ON q.id = o.quest_id
        WHERE t.member_id = $1 AND ($3::text IS NULL OR ${STATE_SQL} = $3::text))
     SELECT c.total, c.time_zone, p.*
       FROM (SELECT (SELECT count(*)::int FROM s) AS total,
                    (SELECT time_zone FROM members WHERE id = $1) AS time_zone) c
       LEFT JOIN LATERAL (
         SELECT * FROM s ORDER BY ${TICKET_ORDER_SQL('s')} LIMIT $4 OFFSET $5) p ON true
      ORDER BY ${TICKET_ORDER_SQL('p')}`,
    [memberId, now, state, input.size, (input.page - 1) * input.size],
  );
  const rows = found.filter(
    (r): r is { total: number; time_zone: string | null } & TicketRow => r.id !== null,
  );
  return {
    page: {
      items: rows.map((r) => out(r, language)),
      timeZone: safeTimeZone(found[0]?.time_zone),
    },
    total: found[0]?.total ?? 0,
  };
}
