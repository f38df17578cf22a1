// Who took part in a quest or event (questers, public, names masked) and who won it (the first N
// claimants of a limited quest; for an event, the first N members to claim every one of its
// quests), with the signed-in member's own result even when it is outside the page asked for.
import type { Queryable } from '../../db/db.ts';
import { toIso } from '../../db/values.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type {
  Quester,
  QuestState,
  WinnerBoard,
} from '../../../src/features/quests/api/schemas/quest.ts';
import { maskName } from '../shared/mask-name.ts';
import { QUESTERS_OF_QUESTS, questRowById, questViews } from './quests.ts';
import { pick } from '../shared/texts.ts';
import { type Viewer } from '../shared/viewer.ts';
import { eventQuestRows, eventRow } from './major-events.ts';

export type Target = { questId?: number; eventId?: number };
type Page = { page: number; size: number };

/** The quest ids of a quest or event target; unknown ones are DataNotExist. */
async function questIdsOf(db: Queryable, target: Target): Promise<number[]> {
  if (target.questId !== undefined) {
    const [row] = await db.query<{ id: number }>('SELECT id FROM quests WHERE id = $1', [
      target.questId,
    ]);
    if (!row) throw new ApiError('DataNotExist');
    return [row.id];
  }
  const [event] = await db.query<{ id: number }>('SELECT id FROM major_events WHERE id = $1', [
    target.eventId,
  ]);
  if (!event) throw new ApiError('DataNotExist');
  const rows = await db.query<{ id: number }>('SELECT id FROM quests WHERE event_id = $1', [
    event.id,
  ]);
  return rows.map((r) => r.id);
}

const nameFor = (nickname: string, isMe: boolean) => (isMe ? nickname : maskName(nickname));

export async function listQuesters(
  db: Queryable,
  target: Target,
  page: Page,
  memberId: number | null,
): Promise<{ items: Quester[]; total: number }> {
  const ids = await questIdsOf(db, target);
  const rows = await db.query<{
    member_id: number;
    nickname: string;
    avatar: string | null;
    joined_at: Date;
    total: number;
  }>(
    `SELECT t.member_id, m.nickname, m.avatar, min(t.joined_at) AS joined_at,
            count(*) OVER ()::int AS total
       FROM (${QUESTERS_OF_QUESTS}) t JOIN members m ON m.id = t.member_id
      GROUP BY t.member_id, m.nickname, m.avatar
      ORDER BY min(t.joined_at), t.member_id
      LIMIT $2 OFFSET $3`,
    [ids, page.size, (page.page - 1) * page.size],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    const [counted] = await db.query<{ n: number }>(
      `SELECT count(DISTINCT member_id)::int AS n FROM (${QUESTERS_OF_QUESTS}) t`,
      [ids],
    );
    total = counted?.n ?? 0;
  }
  return {
    items: rows.map((r) => ({
      name: nameFor(r.nickname, r.member_id === memberId),
      avatar: r.avatar,
      joinedAt: toIso(r.joined_at),
      isMe: r.member_id === memberId,
    })),
    total,
  };
}

type RankedRow = {
  member_id: number;
  nickname: string;
  avatar: string | null;
  points: string;
  won_at: Date;
  rank: number;
};

/** Every claim of the quest in claim order; the first `winner_limit` (all, without one) win. */
const QUEST_RANKING = `
  SELECT c.member_id, e.amount::text AS points, c.claimed_at AS won_at,
         row_number() OVER (ORDER BY c.claimed_at, c.id)::int AS rank
    FROM quest_claims c JOIN ledger_entries e ON e.id = c.ledger_entry_id
   WHERE c.quest_id = $1`;

/** Members who claimed every quest of the event, ranked by the time of their last claim. */
const EVENT_RANKING = `
  SELECT d.member_id, d.points, d.won_at,
         row_number() OVER (ORDER BY d.won_at, d.last_id)::int AS rank
    FROM (SELECT c.member_id, sum(e.amount)::text AS points, max(c.claimed_at) AS won_at,
                 max(c.id) AS last_id
            FROM quest_claims c JOIN quests q ON q.id = c.quest_id
            JOIN ledger_entries e ON e.id = c.ledger_entry_id
           WHERE q.event_id = $1
           GROUP BY c.member_id
          HAVING count(DISTINCT c.quest_id) = (SELECT count(*) FROM quests WHERE event_id = $1)) d`;

export async function winnerBoard(
  db: Queryable,
  target: Target,
  page: Page,
  viewer: Viewer | null,
  now: Date,
  language: MailLanguage,
): Promise<{ board: WinnerBoard; total: number }> {
  let title: string;
  let limit: number | null;
  let ranking: string;
  let subject: number;
  let myState: () => Promise<QuestState>;
  if (target.questId !== undefined) {
    const quest = await questRowById(db, target.questId);
    if (!quest) throw new ApiError('DataNotExist');
    title = pick(quest.title, language);
    limit = quest.winner_limit;
    ranking = QUEST_RANKING;
    subject = quest.id;
    myState = async () => (await questViews(db, [quest], viewer, now))[0]!.result.state;
  } else {
    const event = await eventRow(db, target.eventId!);
    if (!event) throw new ApiError('DataNotExist');
    title = pick(event.title, language);
    limit = event.winner_limit;
    ranking = EVENT_RANKING;
    subject = event.id;
    myState = async () => {
      const views = await questViews(db, await eventQuestRows(db, event.id), viewer, now);
      const states = views.map((v) => v.result.state);
      if (states.length > 0 && states.every((s) => s === 'claimed')) return 'claimed';
      if (event.ends_at.getTime() <= now.getTime()) return 'expired';
      if (states.some((s) => s === 'claimed' || s === 'inProgress' || s === 'claimable'))
        return 'inProgress';
      return states.includes('available') ? 'available' : (states[0] ?? 'locked');
    };
  }
  const winners = `SELECT r.*, m.nickname, m.avatar FROM (${ranking}) r JOIN members m ON m.id = r.member_id
                    WHERE ($2::int IS NULL OR r.rank <= $2)`;
  const rows = await db.query<RankedRow>(`${winners} ORDER BY r.rank LIMIT $3 OFFSET $4`, [
    subject,
    limit,
    page.size,
    (page.page - 1) * page.size,
  ]);
  const [counted] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${winners}) w`, [
    subject,
    limit,
  ]);
  const memberId = viewer?.memberId ?? null;
  let mine: WinnerBoard['mine'] = null;
  if (viewer) {
    const [own] = await db.query<{ rank: number }>(
      `SELECT min(w.rank)::int AS rank FROM (${winners}) w WHERE w.member_id = $3`,
      [subject, limit, viewer.memberId],
    );
    mine = { rank: own?.rank ?? null, state: await myState() };
  }
  return {
    board: {
      title,
      winnerLimit: limit,
      winners: rows.map((r) => ({
        rank: r.rank,
        name: nameFor(r.nickname, r.member_id === memberId),
        avatar: r.avatar,
        points: r.points,
        wonAt: toIso(r.won_at),
        isMe: r.member_id === memberId,
      })),
      mine,
    },
    total: counted?.n ?? 0,
  };
}
