import type { Db } from '../../db/db.ts';
import { toIso } from '../../db/values.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type { Message } from '../../../src/shared/api/schemas/member.ts';
import { renderMessage, type MessageParams } from './message-catalogue.ts';

type MessageRow = {
  id: number;
  icon: string;
  template: string;
  params: MessageParams;
  is_read: boolean;
  created_at: Date;
};

/**
 * Newest first, written in `language`; `total` counts all of the member's messages so the client
 * can page, `unread` those not yet read (the bell's badge).
 */
export async function listMessages(
  db: Db,
  memberId: number,
  page: number,
  size: number,
  language: MailLanguage,
): Promise<{ items: Message[]; total: number; unread: number }> {
  // One statement: the counts, and the page beside them (no row of it when the page is empty).
  const found = await db.query<{ total: number; unread: number } & (MessageRow | { id: null })>(
    `SELECT c.total, c.unread, p.*
       FROM (SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
               FROM messages WHERE member_id = $1) c
       LEFT JOIN LATERAL (
         SELECT id, icon, template, params, read_at IS NOT NULL AS is_read, created_at
           FROM messages WHERE member_id = $1
          ORDER BY created_at DESC, id DESC
          LIMIT $2 OFFSET $3) p ON true
      ORDER BY p.created_at DESC, p.id DESC`,
    [memberId, size, (page - 1) * size],
  );
  const count = found[0];
  const rows = found.filter(
    (r): r is { total: number; unread: number } & MessageRow => r.id !== null,
  );
  const items = rows.map((r) => ({
    id: r.id,
    icon: r.icon,
    ...renderMessage(r.template, r.params, language),
    isRead: r.is_read,
    createdAt: toIso(r.created_at),
  }));
  return { items, total: count?.total ?? 0, unread: count?.unread ?? 0 };
}

/** Idempotent: the first read time is kept. Someone else's message is indistinguishable from a missing one. */
export async function readMessage(db: Db, memberId: number, messageId: number): Promise<void> {
  const rows = await db.query(
    'UPDATE messages SET read_at = coalesce(read_at, now()) WHERE id = $1 AND member_id = $2 RETURNING id',
    [messageId, memberId],
  );
  if (rows.length === 0) throw new ApiError('DataNotExist');
}

/**
 * Marks every message the member has read, keeping earlier read times; returns how many were
 * unread. Idempotent: a second call (or a concurrent one) marks nothing more.
 */
export async function readAllMessages(db: Db, memberId: number, at: Date): Promise<number> {
  const rows = await db.query(
    'UPDATE messages SET read_at = $2 WHERE member_id = $1 AND read_at IS NULL RETURNING id',
    [memberId, at],
  );
  return rows.length;
}
