// Sign-up, code sign-in, password reset and profile edits, all proven by an e-mailed code.
import { randomInt } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.ts';
import { ApiError } from '../../http/envelope.ts';
import type { StatusName } from '../../../src/shared/api/status-codes.ts';
import type { LoginResult, MemberInfo } from '../../../src/shared/api/schemas/member.ts';
import {
  NICKNAME_MAX_WIDTH,
  nicknameWidth,
} from '../../../src/features/account/api/schemas/account.ts';
import { containsSensitiveWord } from '../../../src/shared/api/schemas/sensitive-words.ts';
import { withAttempt } from './login-attempts.ts';
import { storableTimeZone } from '../shared/member-settings.ts';
import { QUESTS } from '../../../src/config/constants.ts';
import { revokeAccess } from '../profile/revoke-access.ts';
import { assertCanSignIn, memberInfo, normalizeEmail, startSession } from './members.ts';
import {
  CODE_FAILURES,
  answerLookup,
  sendVerificationCode,
  useVerificationCode,
  type CodeDeps,
} from './verification-codes.ts';

/** The code limits and mailer travel with the database: see CodeDeps. */
export type AccountDeps = CodeDeps;

type StatusRow = { id: number; uid: string; status: string };

async function findMember(db: Queryable, email: string): Promise<StatusRow | undefined> {
  const [row] = await db.query<StatusRow>('SELECT id, uid, status FROM members WHERE email = $1', [
    email,
  ]);
  return row;
}

/**
 * Why an email cannot sign up: it is taken (EmailAlreadyExists), or taken by an account that is
 * not activated yet / disabled, which the visitor is told so they know where they stand.
 */
function refusalForExisting(status: string): StatusName {
  if (status === 'WaitActive') return 'AccountNotActivated';
  if (status !== 'Actived') return 'AccountDisabled';
  return 'EmailAlreadyExists';
}

/**
 * Register: the email must be free. ResetPassword and Login: it must belong to a member (a frozen
 * one included: the status is told only after the code proves the mailbox is theirs). Telling
 * known from unknown emails is limited per client address: see answerLookup.
 */
export async function requestVerificationCode(
  deps: AccountDeps,
  rawEmail: string,
  codeType: 'Register' | 'ResetPassword' | 'Login',
  address: string,
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  await answerLookup(deps, address, async (tx) => {
    const member = await findMember(tx, email);
    if (codeType === 'Register' && member) return refusalForExisting(member.status);
    if (codeType !== 'Register' && !member) return 'EmailNotExist';
    return null;
  });
  await sendVerificationCode(deps, email, codeType, address);
}

type Outcome<T> = { ok: true; value: T } | { ok: false; status: StatusName };

function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new ApiError(outcome.status);
  return outcome.value;
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newInviteCode(): string {
  let code = 'GH';
  for (let i = 0; i < 6; i += 1) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

/** A starting nickname from the email's local part, within the nickname limit. */
export function defaultNickname(email: string): string {
  const local = email.split('@')[0]?.replace(/[^A-Za-z0-9_.-]/g, '') ?? '';
  let nickname = '';
  for (const char of local) {
    if (nicknameWidth(nickname + char) > NICKNAME_MAX_WIDTH) break;
    nickname += char;
  }
  return nickname || 'Player';
}

/**
 * Creates an activated member proven by a Register code and signs them in. Sign-ups of one email
 * take turns (an advisory lock, backed by the unique email): exactly one wins, the others are
 * told EmailAlreadyExists before their code is looked at.
 */
export async function register(
  deps: AccountDeps,
  input: {
    email: string;
    password: string;
    code: string;
    inviteCode?: string | undefined;
    timeZone?: string | undefined;
  },
  address: string,
): Promise<LoginResult> {
  const { db, clock, hasher } = deps;
  const email = normalizeEmail(input.email);
  const inviteCode = input.inviteCode?.trim().toUpperCase() || null;
  return withAttempt(deps, { account: email, address }, { code: CODE_FAILURES }, async () => {
    const taken = await findMember(db, email);
    if (taken) throw new ApiError(refusalForExisting(taken.status));
    const passwordHash = await deps.passwords.hash(input.password);
    let outcome: Outcome<LoginResult>;
    try {
      outcome = await db.transaction(async (tx): Promise<Outcome<LoginResult>> => {
        await tx.query(
          `SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':register:' || $1))`,
          [email],
        );
        const existing = await findMember(tx, email);
        if (existing) return { ok: false, status: refusalForExisting(existing.status) };
        const codeStatus = await useVerificationCode(
          tx,
          clock,
          hasher,
          email,
          'Register',
          input.code,
        );
        if (codeStatus) return { ok: false, status: codeStatus };
        const [inviter] = inviteCode
          ? await tx.query<{ id: number }>('SELECT id FROM members WHERE invite_code = $1', [
              inviteCode,
            ])
          : [];
        // An unknown invite code is the member's to fix, not to drop: refused, and the transaction
        // rolls back, so the code they were mailed stays good for the corrected sign-up.
        if (inviteCode && !inviter) throw new ApiError('InviteCodeNotExist');
        const member = await insertMember(
          tx,
          { email, passwordHash, timeZone: storableTimeZone(input.timeZone) },
          inviter?.id ?? null,
        );
        return { ok: true, value: await startSession(tx, member, deps.mailLanguage) };
      });
    } catch (error) {
      // The unique email, should the lock ever be bypassed (another server version, a manual insert).
      if ((error as { code?: unknown }).code === '23505') throw new ApiError('EmailAlreadyExists');
      throw error;
    }
    return unwrap(outcome);
  });
}

async function insertMember(
  tx: Queryable,
  {
    email,
    passwordHash,
    timeZone,
  }: { email: string; passwordHash: string; timeZone: string | null },
  invitedBy: number | null,
): Promise<{ id: number; uid: string }> {
  // A clash of random invite codes is rare; try again with a fresh one rather than fail the sign-up.
  for (let i = 0; i < 5; i += 1) {
    const [row] = await tx.query<{ id: number; uid: string }>(
      `INSERT INTO members (uid, email, password_hash, nickname, invite_code, invited_by, status,
                            time_zone)
       SELECT nextval('member_uid_seq')::text, $1, $2, $3, $4, $5, 'Actived', $6
        WHERE NOT EXISTS (SELECT 1 FROM members WHERE invite_code = $4)
       RETURNING id, uid`,
      [
        email,
        passwordHash,
        defaultNickname(email),
        newInviteCode(),
        invitedBy,
        timeZone ?? QUESTS.DEFAULT_TIME_ZONE,
      ],
    );
    if (row) return row;
  }
  throw new Error('Could not pick a free invite code');
}

/** Signs in with a Login code instead of the password. */
export async function loginByCode(
  deps: AccountDeps,
  input: { email: string; code: string },
  address: string,
): Promise<LoginResult> {
  const { db, clock, hasher } = deps;
  const email = normalizeEmail(input.email);
  return withAttempt(deps, { account: email, address }, { code: CODE_FAILURES }, async () => {
    const outcome = await db.transaction(async (tx): Promise<Outcome<StatusRow>> => {
      const codeStatus = await useVerificationCode(tx, clock, hasher, email, 'Login', input.code);
      if (codeStatus) return { ok: false, status: codeStatus };
      const member = await findMember(tx, email);
      if (!member) return { ok: false, status: 'EmailNotExist' };
      return { ok: true, value: member };
    });
    const member = unwrap(outcome);
    // After the code: only the mailbox's owner learns that the account is frozen or not active.
    assertCanSignIn(member.status);
    return db.transaction((tx) => startSession(tx, member, deps.mailLanguage));
  });
}

/**
 * Sets a new password proven by a ResetPassword code, ends every session of the member and voids
 * every code issued before (revokeAccess).
 * The new password must differ from the old one; that is checked only after the code, and a
 * refused password leaves the code usable for a second try.
 */
export async function resetPassword(
  deps: AccountDeps,
  input: { email: string; code: string; password: string },
  address: string,
): Promise<void> {
  const { db, clock, hasher } = deps;
  const email = normalizeEmail(input.email);
  await withAttempt(deps, { account: email, address }, { code: CODE_FAILURES }, async () => {
    const passwordHash = await deps.passwords.hash(input.password);
    const outcome = await db.transaction(async (tx): Promise<Outcome<null>> => {
      const [member] = await tx.query<{ id: number; password_hash: string }>(
        'SELECT id, password_hash FROM members WHERE email = $1 FOR UPDATE',
        [email],
      );
      const codeStatus = await useVerificationCode(
        tx,
        clock,
        hasher,
        email,
        'ResetPassword',
        input.code,
      );
      if (codeStatus) return { ok: false, status: codeStatus };
      if (!member) return { ok: false, status: 'EmailNotExist' };
      // Thrown, not returned: the rollback puts the code back.
      if (await deps.passwords.verify(input.password, member.password_hash))
        throw new ApiError('PasswordSameAsOld');
      await tx.query('UPDATE members SET password_hash = $2 WHERE id = $1', [
        member.id,
        passwordHash,
      ]);
      await revokeAccess(tx, clock, member.id, null);
      return { ok: true, value: null };
    });
    unwrap(outcome);
  });
}

/**
 * Changes the nickname and/or phone (null removes it); answers the updated MemberInfo. The format
 * (docs/product/account.md: 12 Latin or 8 Chinese characters) is the request schema's; the word list is checked here.
 */
export async function setMemberInfo(
  db: Db,
  memberId: number,
  input: { nickname?: string | undefined; phone?: string | null | undefined },
): Promise<MemberInfo> {
  if (input.nickname !== undefined && containsSensitiveWord(input.nickname))
    throw new ApiError('NameSensitiveWords');
  await db.query(
    `UPDATE members
        SET nickname = CASE WHEN $2::boolean THEN $3::text ELSE nickname END,
            phone    = CASE WHEN $4::boolean THEN $5::text ELSE phone END
      WHERE id = $1`,
    [
      memberId,
      input.nickname !== undefined,
      input.nickname ?? null,
      input.phone !== undefined,
      input.phone ?? null,
    ],
  );
  return memberInfo(db, memberId);
}
