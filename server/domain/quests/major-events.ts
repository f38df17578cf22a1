// Major events: a banner, a time span and its event quests (claimed with ClaimMission). Read by
// visitors and members alike; the quests inside carry the member's state.
import type { Queryable } from '../../db/db.ts';
import { toIso } from '../../db/values.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type {
  MajorEvent,
  MajorEventSummary,
} from '../../../src/features/quests/api/schemas/quest.ts';
import { QUEST_COLUMNS, QUEST_FROM, questViews, summaryOut, type QuestRow } from './quests.ts';
import { pick, type Texts } from '../shared/texts.ts';
import { type Viewer } from '../shared/viewer.ts';
import { safeTimeZone } from '../shared/periods.ts';

type EventRow = {
  id: number;
  title: Texts;
  description: Texts;
  image: string;
  starts_at: Date;
  ends_at: Date;
  winner_limit: number | null;
  quest_count: number;
  reward_points: string;
  quester_count: number;
};

// quester_count is kept by migration 028's triggers (decision 064): counting it here cost a scan
// of every progress and claim row of the event's quests on each read.
const EVENT_COLUMNS = `e.id, e.title, e.description, e.image, e.starts_at, e.ends_at, e.winner_limit,
  (SELECT count(*)::int FROM quests q WHERE q.event_id = e.id) AS quest_count,
  (SELECT coalesce(sum(q.reward_points), 0)::text FROM quests q WHERE q.event_id = e.id) AS reward_points,
  e.quester_count`;

/** Live first, then upcoming, then ended; within each, the catalogue's order. `$1` is now. */
const EVENT_ORDER = `CASE WHEN e.starts_at > $1 THEN 1 WHEN e.ends_at <= $1 THEN 2 ELSE 0 END,
  e.sort_order, e.starts_at, e.id`;

export function eventState(row: { starts_at: Date; ends_at: Date }, now: Date) {
  if (row.starts_at.getTime() > now.getTime()) return 'upcoming' as const;
  if (row.ends_at.getTime() <= now.getTime()) return 'ended' as const;
  return 'live' as const;
}

function summary(row: EventRow, now: Date, language: MailLanguage): MajorEventSummary {
  return {
    id: row.id,
    title: pick(row.title, language),
    image: row.image,
    startsAt: toIso(row.starts_at),
    endsAt: toIso(row.ends_at),
    state: eventState(row, now),
    questCount: row.quest_count,
    questerCount: row.quester_count,
    rewardPoints: row.reward_points,
    winnerLimit: row.winner_limit,
  };
}

export async function listMajorEvents(
  db: Queryable,
  page: { page: number; size: number },
  now: Date,
  language: MailLanguage,
): Promise<{ items: MajorEventSummary[]; total: number }> {
  const rows = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM major_events e ORDER BY ${EVENT_ORDER} LIMIT $2 OFFSET $3`,
    [now, page.size, (page.page - 1) * page.size],
  );
  const [counted] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM major_events');
  return { items: rows.map((r) => summary(r, now, language)), total: counted?.n ?? 0 };
}

/** Events flagged trending that are live or upcoming, soonest first. */
export async function trendingEvents(
  db: Queryable,
  now: Date,
  language: MailLanguage,
): Promise<MajorEventSummary[]> {
  const rows = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM major_events e WHERE e.is_trending AND e.ends_at > $1
      ORDER BY ${EVENT_ORDER} LIMIT 20`,
    [now],
  );
  return rows.map((r) => summary(r, now, language));
}

export async function eventRow(db: Queryable, id: number): Promise<EventRow | null> {
  const [row] = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM major_events e WHERE e.id = $1`,
    [id],
  );
  return row ?? null;
}

export async function eventQuestRows(db: Queryable, eventId: number): Promise<QuestRow[]> {
  return db.query<QuestRow>(
    `SELECT ${QUEST_COLUMNS} FROM ${QUEST_FROM} WHERE q.event_id = $1 ORDER BY q.sort_order, q.id`,
    [eventId],
  );
}

export async function majorEvent(
  db: Queryable,
  id: number,
  viewer: Viewer | null,
  now: Date,
  language: MailLanguage,
  visitorZone?: string,
): Promise<MajorEvent> {
  const row = await eventRow(db, id);
  if (!row) throw new ApiError('DataNotExist');
  const views = await questViews(db, await eventQuestRows(db, id), viewer, now, { visitorZone });
  return {
    ...summary(row, now, language),
    description: pick(row.description, language),
    quests: views.map((v) => summaryOut(v, language)),
    timeZone: viewer?.timeZone ?? safeTimeZone(visitorZone),
  };
}
