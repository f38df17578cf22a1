// Server-driven announcements (issue 15 item 5, decision 041): shown to members and visitors, each
// once. Members' dismissals are kept here; visitors keep theirs in the browser.
import type { Db } from '../../db/db.ts';
import { toIso } from '../../db/values.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type { Announcement } from '../../../src/features/help/api/schemas/activity.ts';
import { pick, type Texts } from '../shared/texts.ts';

type Row = { id: number; title: Texts; body: Texts; starts_at: Date };

/** Those showing at `now`, oldest first (the order they are shown in), less the member's dismissed. */
export async function listAnnouncements(
  db: Db,
  memberId: number | null,
  now: Date,
  language: MailLanguage,
): Promise<Announcement[]> {
  const rows = await db.query<Row>(
    `SELECT a.id, a.title, a.body, a.starts_at
       FROM announcements a
      WHERE a.starts_at <= $1 AND (a.ends_at IS NULL OR a.ends_at > $1)
        AND NOT EXISTS (SELECT 1 FROM announcement_dismissals d
                         WHERE d.announcement_id = a.id AND d.member_id = $2)
      ORDER BY a.starts_at, a.id
      LIMIT 20`,
    [now, memberId],
  );
  return rows.map((r) => ({
    id: r.id,
    title: pick(r.title, language),
    body: pick(r.body, language),
    startsAt: toIso(r.starts_at),
  }));
}

/** Idempotent: dismissing twice (or from two devices at once) keeps the first time. */
export async function dismissAnnouncement(
  db: Db,
  memberId: number,
  announcementId: number,
  now: Date,
): Promise<void> {
  const rows = await db.query(
    `INSERT INTO announcement_dismissals (member_id, announcement_id, dismissed_at)
     SELECT $1, id, $3 FROM announcements WHERE id = $2
     ON CONFLICT (member_id, announcement_id) DO NOTHING
     RETURNING announcement_id`,
    [memberId, announcementId, now],
  );
  if (rows.length > 0) return;
  const [known] = await db.query('SELECT 1 FROM announcements WHERE id = $1', [announcementId]);
  if (!known) throw new ApiError('DataNotExist');
}
