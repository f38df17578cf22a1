import type { Db, Queryable } from '../../db/db.ts';
import type { Clock } from '../../clock.ts';
import { toIso } from '../../db/values.ts';
import type { PasswordHasher } from '../../auth/password.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { MailLanguage } from '../../mail/language.ts';
import { ApiError } from '../../http/envelope.ts';
import { createSession } from '../shared/sessions.ts';
import { withAttempt } from './login-attempts.ts';
import { EARNED_POINTS_SQL, formatMinor } from '../shared/ledger.ts';
import { memberLevel } from '../shared/levels.ts';
import { INVITE_REWARD_POINTS } from '../profile/invite-rewards.ts';
import type { LoginResult, MemberInfo } from '../../../src/shared/api/schemas/member.ts';
import { MEMBER_STATUSES } from '../../../src/shared/api/schemas/member.ts';

export type MemberStatus = (typeof MEMBER_STATUSES)[number];

type CredentialRow = { id: number; uid: string; password_hash: string; status: MemberStatus };

export type SignInDeps = {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
  mailer?: Mailer;
  /** The language of the request, remembered for mails sent outside the member's own requests. */
  mailLanguage?: MailLanguage;
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Who may sign in (by password, code or sign-on): only an activated account. Called once the
 * mailbox or session is proven to be the member's own, so the refusal may say which status it is
 * (`memberStatus`): the member then reads what it means and what they can do (decision 033).
 */
export function assertCanSignIn(status: string): void {
  if (status === 'WaitActive') throw new ApiError('AccountNotActivated');
  if (status !== 'Actived')
    throw new ApiError('AccountDisabled', { data: { memberStatus: status } });
}

/**
 * Unknown emails burn the same scrypt work as known ones, and an account that cannot sign in
 * (frozen, closed, not activated) answers AccountOrPasswordError whether the password is right or
 * not: only the mailbox's owner learns its status, after an e-mailed code (loginByCode). Wrong
 * passwords count toward the sign-in limits (login-attempts.ts); a hash made at an older cost is
 * replaced at the current one.
 */
export async function login(
  deps: SignInDeps,
  email: string,
  password: string,
  address: string,
): Promise<LoginResult> {
  const { db, passwords } = deps;
  const normalized = normalizeEmail(email);
  const who = { account: normalized, address };
  return withAttempt(deps, who, { password: ['AccountOrPasswordError'] }, async () => {
    const [member] = await db.query<CredentialRow>(
      'SELECT id, uid, password_hash, status FROM members WHERE email = $1',
      [normalized],
    );
    const isValid = member
      ? await passwords.verify(password, member.password_hash)
      : await passwords.verifyAgainstDummy(password);
    if (!member || !isValid || member.status !== 'Actived')
      throw new ApiError('AccountOrPasswordError');
    const rehashed = passwords.needsRehash(member.password_hash)
      ? await passwords.hash(password)
      : null;
    return db.transaction(async (tx) => {
      // Only if the hash is still the one checked: a password changed meanwhile stays changed.
      if (rehashed)
        await tx.query(
          'UPDATE members SET password_hash = $3 WHERE id = $1 AND password_hash = $2',
          [member.id, member.password_hash, rehashed],
        );
      return startSession(tx, member, deps.mailLanguage);
    });
  });
}

/** Counts the sign-in and opens a session: the end of every way of signing in. */
export async function startSession(
  tx: Queryable,
  member: { id: number; uid: string },
  mailLanguage?: MailLanguage,
): Promise<LoginResult> {
  // The row lock of this UPDATE makes "first login" true for exactly one of two concurrent sign-ins.
  const [counted] = await tx.query<{ login_count: number }>(
    `UPDATE members SET login_count = login_count + 1, last_login_at = now(),
            mail_language = coalesce($2, mail_language)
      WHERE id = $1 RETURNING login_count`,
    [member.id, mailLanguage ?? null],
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
  earned: string;
  points: string;
  gact: string;
  invite_code: string;
  status: MemberStatus;
  steam_connected: boolean;
  phone: string | null;
  created_at: Date;
};

export async function memberInfo(db: Db, memberId: number): Promise<MemberInfo> {
  const [row] = await db.query<MemberRow>(
    `SELECT uid, email, nickname, avatar, level, invite_code, status, steam_connected, phone, created_at,
            ${EARNED_POINTS_SQL} AS earned,
            (SELECT coalesce(max(amount), 0)::text FROM balances
              WHERE member_id = m.id AND asset = 'POINT') AS points,
            (SELECT coalesce(max(amount), 0)::text FROM balances
              WHERE member_id = m.id AND asset = 'GACT') AS gact
       FROM members m WHERE id = $1`,
    [memberId],
  );
  if (!row) throw new ApiError('UserNotExist');
  return {
    uid: row.uid,
    email: row.email,
    nickname: row.nickname,
    avatar: row.avatar,
    level: memberLevel(row.level, BigInt(row.earned)),
    // Balances live in the ledger (decision 024): points in whole points, GACT in 10^-6.
    points: Number(row.points),
    gact: formatMinor(BigInt(row.gact), 'GACT'),
    inviteCode: row.invite_code,
    status: row.status,
    steamConnected: row.steam_connected,
    phone: row.phone,
    createdAt: toIso(row.created_at),
    inviteRewardPoints: INVITE_REWARD_POINTS.toString(),
  };
}
