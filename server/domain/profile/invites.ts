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
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM members WHERE invited_by = $1',
    [memberId],
  );
  const rows = await db.query<InvitedRow>(
    // The page is cut first, so the facts are looked up for its rows only.
    `SELECT m.id, m.nickname, m.avatar, m.created_at, ${INVITEE_FACTS_SQL}
       FROM ${inviteesFrom(`(SELECT * FROM members WHERE invited_by = $1
                              ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3)`)}
      ORDER BY m.created_at DESC, m.id DESC`,
    [memberId, size, (page - 1) * size],
  );
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
