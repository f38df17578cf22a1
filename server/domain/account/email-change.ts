// A signed-in member moves their sign-in to a new email: an Authorize code proves the new mailbox
// is theirs, their current password proves it is them at the keyboard.
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../http/envelope.ts';
import { emailChangedMail } from '../../mail/templates.ts';
import type { MemberInfo } from '../../../src/shared/api/schemas/member.ts';
import type { AccountDeps } from './accounts.ts';
import { withAttempt } from './login-attempts.ts';
import { memberInfo, normalizeEmail } from './members.ts';
import {
  CODE_FAILURES,
  answerLookup,
  sendVerificationCode,
  useVerificationCode,
} from './verification-codes.ts';
import { revokeAccess } from '../profile/revoke-access.ts';
import type { Session } from '../shared/sessions.ts';

/** Wrong passwords and wrong codes count toward the sign-in limits, each toward its own. */
const FAILURES = { password: ['PasswordNotMatch'], code: CODE_FAILURES } as const;

async function isTaken(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM members WHERE email = $1', [email]);
  return rows.length > 0;
}

/**
 * An Authorize code belongs to the member who asked for it as well as to the email: another member
 * can neither use it nor make it void by asking for one of their own (the code type is stored with
 * the member's id, e.g. `Authorize:42`; the mail says "Authorize").
 */
const authorizeType = (memberId: number) => `Authorize:${memberId}`;

/** Sends an Authorize code to the new email, which no account (the member's own included) may have. */
export async function requestAuthorizeCode(
  deps: AccountDeps,
  memberId: number,
  rawEmail: string,
  address: string,
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  await answerLookup(deps, address, async (tx) =>
    (await isTaken(tx, email)) ? 'AccountInUse' : null,
  );
  await sendVerificationCode(deps, email, authorizeType(memberId), address);
}

type MemberRow = { email: string; password_hash: string };

/**
 * The password is checked first and a wrong one leaves the code usable, so the member can retype
 * the password without a new mail. The session making the change stays; everything else issued
 * before it ends (revokeAccess). The old address is told about the change afterwards; a failure
 * to tell it does not undo the change.
 */
export async function changeEmail(
  deps: AccountDeps,
  session: Session,
  input: { email: string; code: string; password: string },
  address: string,
): Promise<MemberInfo> {
  const { db, clock, hasher, mailer } = deps;
  const { memberId } = session;
  const email = normalizeEmail(input.email);
  const [member] = await db.query<MemberRow>(
    'SELECT email, password_hash FROM members WHERE id = $1',
    [memberId],
  );
  if (!member) throw new ApiError('UserNotExist');
  await withAttempt(deps, { account: member.email, address }, FAILURES, async () => {
    if (!(await deps.passwords.verify(input.password, member.password_hash)))
      throw new ApiError('PasswordNotMatch');
    let status: string | null;
    try {
      status = await db.transaction(async (tx) => {
        // The same lock as sign-up: a sign-up and a change to one email take turns.
        await tx.query(
          `SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':register:' || $1))`,
          [email],
        );
        if (await isTaken(tx, email)) return 'AccountInUse';
        const codeStatus = await useVerificationCode(
          tx,
          clock,
          hasher,
          email,
          authorizeType(memberId),
          input.code,
        );
        if (codeStatus) return codeStatus;
        await revokeAccess(tx, clock, memberId, session.id);
        await tx.query('UPDATE members SET email = $2 WHERE id = $1', [memberId, email]);
        return null;
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === '23505') throw new ApiError('AccountInUse');
      throw error;
    }
    if (status) throw new ApiError(status as (typeof CODE_FAILURES)[number] | 'AccountInUse');
  });
  await mailer
    .send(emailChangedMail(member.email, email, deps.mailLanguage))
    .catch(() => undefined);
  return memberInfo(db, memberId);
}
