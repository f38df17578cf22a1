// The Transfer code (docs/product/app.md code type) that confirms a withdrawal: mailed only to the signed-in
// member's own email, never to an address typed in, so a stolen session alone cannot move GACT out.
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../http/envelope.ts';
import { normalizeEmail } from '../account/members.ts';
import { sendVerificationCode, type CodeDeps } from '../account/verification-codes.ts';

/** The member's sign-in email (where their Transfer codes go). */
export async function memberEmail(db: Queryable, memberId: number): Promise<string> {
  const [row] = await db.query<{ email: string }>('SELECT email FROM members WHERE id = $1', [
    memberId,
  ]);
  if (!row) throw new ApiError('UserNotExist');
  return row.email;
}

/** Mails a Transfer code to the member; an email other than their own is a ParameterError. */
export async function requestTransferCode(
  deps: CodeDeps,
  memberId: number,
  rawEmail: string,
  address: string,
): Promise<void> {
  const email = await memberEmail(deps.db, memberId);
  if (normalizeEmail(rawEmail) !== email) throw new ApiError('ParameterError');
  await sendVerificationCode(deps, email, 'Transfer', address);
}
