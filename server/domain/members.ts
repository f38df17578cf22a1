import type { Db, Queryable } from '../db/db.ts';
import type { Clock } from '../clock.ts';
import { toIso } from '../db/values.ts';
import { verifyAgainstDummy, verifyPassword } from '../auth/password.ts';
import { ApiError } from '../http/envelope.ts';
import { createSession } from './sessions.ts';
import { withAttempt } from './login-attempts.ts';
import type { LoginResult, MemberInfo } from '../../src/api/schemas/member.ts';
import { MEMBER_STATUSES } from '../../src/api/schemas/member.ts';

export type MemberStatus = (typeof MEMBER_STATUSES)[number];

type CredentialRow = { id: number; uid: string; password_hash: string; status: MemberStatus };

export type SignInDeps = { db: Db; clock: Clock };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Who may sign in (by password, code or sign-on): only an activated account. */
export function assertCanSignIn(status: string): void {
  if (status === 'WaitActive') throw new ApiError('AccountNotActivated');
  if (status !== 'Actived') throw new ApiError('AccountDisabled');
}

/**
 * The password is checked before the account status, so a wrong guess never learns that an
 * account exists or is frozen; unknown emails burn the same scrypt work as known ones.
 * Wrong passwords count toward the sign-in limits of the account and of the client `address`.
 */
export async function login(
  deps: SignInDeps,
  email: string,
  password: string,
  address: string,
): Promise<LoginResult> {
  const { db, clock } = deps;
  const normalized = normalizeEmail(email);
  return withAttempt(db, clock, normalized, address, ['AccountOrPasswordError'], async () => {
    const [member] = await db.query<CredentialRow>(
      'SELECT id, uid, password_hash, status FROM members WHERE email = $1',
      [normalized],
    );
    const isValid = member
      ? await verifyPassword(password, member.password_hash)
      : await verifyAgainstDummy(password);
    if (!member || !isValid) throw new ApiError('AccountOrPasswordError');
    assertCanSignIn(member.status);
    return db.transaction((tx) => startSession(tx, member));
  });
}

/** Counts the sign-in and opens a session: the end of every way of signing in. */
export async function startSession(
  tx: Queryable,
  member: { id: number; uid: string },
): Promise<LoginResult> {
  // The row lock of this UPDATE makes "first login" true for exactly one of two concurrent sign-ins.
  const [counted] = await tx.query<{ login_count: number }>(
    'UPDATE members SET login_count = login_count + 1, last_login_at = now() WHERE id = $1 RETURNING login_count',
    [member.id],
  );
  // Long-dead sessions are pruned here rather than by a timer, which the embedded database lacks.
  await tx.query(
    `DELETE FROM sessions WHERE member_id = $1 AND expires_at < now() - interval '30 days'`,
    [member.id],
  );
  const { accessToken, token } = await createSession(tx, member.id);
  return {
    access_token: accessToken,
    uid: member.uid,
    token,
    firstLogin: counted?.login_count === 1,
  };
}

type MemberRow = {
  uid: string;
  email: string;
  nickname: string;
  avatar: string | null;
  level: number;
  points: number;
  gact: string;
  invite_code: string;
  status: MemberStatus;
  steam_connected: boolean;
  phone: string | null;
  created_at: Date;
};

export async function memberInfo(db: Db, memberId: number): Promise<MemberInfo> {
  const [row] = await db.query<MemberRow>(
    `SELECT uid, email, nickname, avatar, level, points, trim_scale(gact)::text AS gact, invite_code,
            status, steam_connected, phone, created_at
       FROM members WHERE id = $1`,
    [memberId],
  );
  if (!row) throw new ApiError('UserNotExist');
  return {
    uid: row.uid,
    email: row.email,
    nickname: row.nickname,
    avatar: row.avatar,
    level: row.level,
    points: row.points,
    gact: row.gact,
    inviteCode: row.invite_code,
    status: row.status,
    steamConnected: row.steam_connected,
    phone: row.phone,
    createdAt: toIso(row.created_at),
  };
}
