// Test helpers for the event quester count that migration 028 keeps (decision 064): the on-read
// count it replaced, as the oracle the kept count must equal, and a live event built on the spot.
import type { Queryable } from '../db/db.ts';

/** Verbatim the event lists' quester_count before migration 028, for every event. */
const COUNTED = `SELECT e.id, e.quester_count AS kept,
  (SELECT count(DISTINCT t.member_id)::int FROM (
     SELECT cp.member_id FROM condition_progress cp
       JOIN quest_conditions qc ON qc.id = cp.condition_id JOIN quests q ON q.id = qc.quest_id
      WHERE q.event_id = e.id
     UNION ALL
     SELECT c.member_id FROM quest_claims c JOIN quests q ON q.id = c.quest_id
      WHERE q.event_id = e.id) t) AS counted
  FROM major_events e ORDER BY e.id`;

export type EventCount = { id: number; kept: number; counted: number };

export function eventCounts(db: Queryable): Promise<EventCount[]> {
  return db.query<EventCount>(COUNTED);
}

/** The events whose kept count differs from the old count (none, when the triggers are right). */
export async function miscounted(db: Queryable): Promise<EventCount[]> {
  return (await eventCounts(db)).filter((r) => r.kept !== r.counted);
}

export async function questerCountOf(db: Queryable, eventId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT quester_count AS n FROM major_events WHERE id = $1',
    [eventId],
  );
  return row!.n;
}

/** A quest of the event: no condition (claimable at once), interactive, or a game's playGame. */
export type EventQuestSpec = { condition: 'none' | 'interactive' | { playGame: number } };

export type BuiltEvent = {
  id: number;
  quests: { id: number; conditionId: number | null }[];
};

/** A live event (started yesterday, ends in 30 days) with the given quests, or a quest outside events (`event: false`). */
export async function makeEvent(
  db: Queryable,
  specs: EventQuestSpec[],
  options: { event?: boolean } = {},
): Promise<BuiltEvent> {
  let eventId: number | null = null;
  if (options.event !== false) {
    const [event] = await db.query<{ id: number }>(
      `INSERT INTO major_events (title, description, image, starts_at, ends_at, is_trending)
       VALUES ('{"en-US":"Count"}', '{"en-US":"Count"}', 'events/count.svg',
               now() - interval '1 day', now() + interval '30 days', true)
       RETURNING id`,
    );
    eventId = event!.id;
  }
  const quests: BuiltEvent['quests'] = [];
  for (const spec of specs) {
    const [quest] = await db.query<{ id: number }>(
      `INSERT INTO quests (kind, event_id, title, description, image, reward_points, starts_at)
       VALUES ($1, $2, '{"en-US":"Count"}', '{"en-US":"Count"}', 'quests/count.svg', 5,
               now() - interval '1 day')
       RETURNING id`,
      [eventId === null ? 'oneTime' : 'event', eventId],
    );
    let conditionId: number | null = null;
    if (spec.condition !== 'none') {
      const game = spec.condition === 'interactive' ? null : spec.condition.playGame;
      const [condition] = await db.query<{ id: number }>(
        `INSERT INTO quest_conditions (quest_id, type, target, game_id, link, label)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        game === null
          ? [quest!.id, 'interactive', 1, null, 'https://example.com/count', '{"en-US":"Open"}']
          : [quest!.id, 'playGame', 3, game, null, null],
      );
      conditionId = condition!.id;
    }
    quests.push({ id: quest!.id, conditionId });
  }
  return { id: eventId ?? 0, quests };
}
