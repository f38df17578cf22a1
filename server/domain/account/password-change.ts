// A signed-in member sets a new password, proven by the current one. The other sessions and every
// code issued before end (a thief who had the old password is signed out, see revokeAccess); the
// session that made the change stays.
import { ApiError } from '../../http/envelope.ts';
import { passwordChangedMail } from '../../mail/templates.ts';
import type { Session } from '../shared/sessions.ts';
import { withAttempt } from './login-attempts.ts';
import { revokeAccess } from '../profile/revoke-access.ts';
import type { CodeDeps } from './verification-codes.ts';

type MemberRow = { email: string; password_hash: string };

/** Wrong current passwords count toward the sign-in limits, like wrong passwords at sign-in. */
export async function changePassword(
  deps: CodeDeps,
  session: Session,
  input: { oldPassword: string; password: string },
  address: string,
): Promise<void> {
  const { db, clock, mailer } = deps;
  const [member] = await db.query<MemberRow>(
    'SELECT email, password_hash FROM members WHERE id = $1',
    [session.memberId],
  );
  if (!member) throw new ApiError('UserNotExist');
  const who = { account: member.email, address };
  await withAttempt(deps, who, { password: ['OldPasswordIncorrect'] }, async () => {
    if (!(await deps.passwords.verify(input.oldPassword, member.password_hash)))
      throw new ApiError('OldPasswordIncorrect');
    // The typed old password is the stored one, so comparing the two texts is enough.
    if (input.password === input.oldPassword) throw new ApiError('PasswordSameAsOld');
    const passwordHash = await deps.passwords.hash(input.password);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE members SET password_hash = $2 WHERE id = $1', [
        session.memberId,
        passwordHash,
      ]);
      await revokeAccess(tx, clock, session.memberId, session.id);
    });
  });
  // The change stands even if the notice cannot go out.
  await mailer.send(passwordChangedMail(member.email, deps.mailLanguage)).catch(() => undefined);
}
