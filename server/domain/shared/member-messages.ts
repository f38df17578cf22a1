// The one way a feature tells a member something in their activity list (decision 041): a template
// key and its parameters, never finished sentences, so each language reads its own.
import type { Queryable } from '../../db/db.ts';
import type { MessageParams, MessageTemplate } from './message-catalogue.ts';
import type { NotificationKind } from '../../../src/shared/api/schemas/settings.ts';
import { ACTIVITY_COLUMN } from './member-settings.ts';

export type NewMessage = {
  template: Exclude<MessageTemplate, 'plain'>;
  params?: MessageParams;
  /** An image path under /images (icons/reward.svg…). */
  icon: string;
  /** When it happened; the database's now() when left out (tests and the seed pass their clock). */
  at?: Date;
};

/**
 * Adds one unread message to the member's list. Pass the transaction (`tx`) of the change it
 * reports, so a rolled-back claim leaves no message behind. Returns the new message's id.
 */
export async function sendMessage(
  db: Queryable,
  memberId: number,
  { template, params = {}, icon, at }: NewMessage,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO messages (member_id, icon, template, params, created_at)
     VALUES ($1, $2, $3, $4::jsonb, coalesce($5::timestamptz, now())) RETURNING id`,
    [memberId, icon, template, JSON.stringify(params), at ?? null],
  );
  return row!.id;
}

/**
 * sendMessage when the member wants activity of this `kind` (wantsActivity's rule: no settings row
 * or no choice means yes), in one statement instead of a read and an insert: a money call's
 * transaction holds the member's locks across every round trip. Returns the id, or null when not sent.
 */
export async function sendWantedMessage(
  tx: Queryable,
  memberId: number,
  kind: NotificationKind,
  { template, params = {}, icon, at }: NewMessage,
): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO messages (member_id, icon, template, params, created_at)
     SELECT $1, $2, $3, $4::jsonb, coalesce($5::timestamptz, now())
      WHERE coalesce((SELECT ${ACTIVITY_COLUMN[kind]} FROM member_settings WHERE member_id = $1), true)
     RETURNING id`,
    [memberId, icon, template, JSON.stringify(params), at ?? null],
  );
  return row?.id ?? null;
}
