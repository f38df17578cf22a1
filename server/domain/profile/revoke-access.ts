// A password change, password reset or email change is how a member takes their account back. So
// that it really does, whatever was handed out before it stops working: every other session, the
// unredeemed sign-on codes (/reback and game codes, valid for two minutes after issue) and the
// unused e-mailed codes of the account (Login, ResetPassword, Authorize).
import type { Queryable } from '../../db/db.ts';
import type { Clock } from '../../clock.ts';

/**
 * Within the transaction that changes the credential, before an email change takes effect (the
 * codes mailed to the old address die too). `keepSessionId`: the session that made the change,
 * which stays signed in; null (a reset, done signed out) ends them all.
 */
export async function revokeAccess(
  tx: Queryable,
  clock: Clock,
  memberId: number,
  keepSessionId: number | null,
): Promise<void> {
  await tx.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE member_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2::int`,
    [memberId, keepSessionId],
  );
  await tx.query('DELETE FROM sign_on_codes WHERE member_id = $1 AND used_at IS NULL', [memberId]);
  await tx.query(
    `UPDATE verification_codes SET dead_at = $3
      WHERE used_at IS NULL AND dead_at IS NULL
        AND (email = (SELECT email FROM members WHERE id = $1) OR code_type = $2)`,
    [memberId, `Authorize:${memberId}`, clock.now()],
  );
}
