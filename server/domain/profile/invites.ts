import type { Db } from '../../db/db.ts';
import { toIso } from '../../db/values.ts';
import type { Invitee } from '../../../src/features/profile/api/schemas/invite-reward.ts';
import {
  INVITEE_FACTS_SQL,
  inviteesFrom,
  INVITE_REWARD_POINTS,
  inviteeState,
  type InviteeFacts,
} from './invite-rewards.ts';

type InvitedRow = InviteeFacts & {
  id: number;
  nickname: string;
  avatar: string | null;
  created_at: Date;
};

/**
 * The members who signed up with `memberId`'s invite link, newest first; `total` is the invited
 * count (docs/product/profile.md MemberInviteList). Only what the inviter may see: id, nickname, avatar, join date
 * and where the invite reward for them stands (decision 039); never their email.
 */
export async function listInvited(
  db: Db,
  memberId: number,
  page: number,
  size: number,
): Promise<{ items: Invitee[]; total: number }> {
  // One statement: the count, and the page beside it (no row of it when the page is empty). The
  // page is cut first, so the facts are looked up for its rows only.
  const found = await db.query<{ total: number } & (InvitedRow | { id: null })>(
    `SELECT c.total, p.*
       FROM (SELECT count(*)::int AS total FROM members WHERE invited_by = $1) c
       LEFT JOIN LATERAL (
         SELECT m.id, m.nickname, m.avatar, m.created_at, ${INVITEE_FACTS_SQL}
           FROM ${inviteesFrom(`(SELECT * FROM members WHERE invited_by = $1
                                  ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3)`)}) p ON true
      ORDER BY p.created_at DESC, p.id DESC`,
    [memberId, size, (page - 1) * size],
  );
  const count = found[0];
  const rows = found.filter((r): r is { total: number } & InvitedRow => r.id !== null);
  const items = rows.map((r) => ({
    id: r.id,
    nickname: r.nickname,
    avatar: r.avatar,
    joinedAt: toIso(r.created_at),
    state: inviteeState(r),
    rewardPoints: INVITE_REWARD_POINTS.toString(),
  }));
  return { items, total: count?.total ?? 0 };
}
