import type { Db } from '../db/db.ts';
import { toIso } from '../db/values.ts';
import { ApiError } from '../http/envelope.ts';
import type { Message } from '../../src/api/schemas/member.ts';

type MessageRow = {
  id: number;
  icon: string;
  title: string;
  content: string;
  is_read: boolean;
  created_at: Date;
};

/** Newest first; `total` counts all of the member's messages so the client can page. */
export async function listMessages(
  db: Db,
  memberId: number,
  page: number,
  size: number,
): Promise<{ items: Message[]; total: number }> {
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM messages WHERE member_id = $1',
    [memberId],
  );
  const rows = await db.query<MessageRow>(
    `SELECT id, icon, title, content, read_at IS NOT NULL AS is_read, created_at
       FROM messages WHERE member_id = $1
      ORDER BY created_at DESC, id DESC
      LIMIT $2 OFFSET $3`,
    [memberId, size, (page - 1) * size],
  );
  const items = rows.map((r) => ({
    id: r.id,
    icon: r.icon,
    title: r.title,
    content: r.content,
    isRead: r.is_read,
    createdAt: toIso(r.created_at),
  }));
  return { items, total: count?.total ?? 0 };
}

/** Idempotent: the first read time is kept. Someone else's message is indistinguishable from a missing one. */
export async function readMessage(db: Db, memberId: number, messageId: number): Promise<void> {
  const rows = await db.query(
    'UPDATE messages SET read_at = coalesce(read_at, now()) WHERE id = $1 AND member_id = $2 RETURNING id',
    [messageId, memberId],
  );
  if (rows.length === 0) throw new ApiError('DataNotExist');
}
