import type { Db } from '../db/db.ts';
import { toIso } from '../db/values.ts';
import type { InvitedMember } from '../../src/api/schemas/invite.ts';

type InvitedRow = { nickname: string; avatar: string | null; created_at: Date };

/**
 * The members who signed up with `memberId`'s invite link, newest first; `total` is the invited
 * count (spec §7 MemberInviteList). Only what the inviter may see: nickname, avatar, join date.
 */
export async function listInvited(
  db: Db,
  memberId: number,
  page: number,
  size: number,
): Promise<{ items: InvitedMember[]; total: number }> {
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM members WHERE invited_by = $1',
    [memberId],
  );
  const rows = await db.query<InvitedRow>(
    `SELECT nickname, avatar, created_at FROM members WHERE invited_by = $1
      ORDER BY created_at DESC, id DESC
      LIMIT $2 OFFSET $3`,
    [memberId, size, (page - 1) * size],
  );
  const items = rows.map((r) => ({
    nickname: r.nickname,
    avatar: r.avatar,
    joinedAt: toIso(r.created_at),
  }));
  return { items, total: count?.total ?? 0 };
}
