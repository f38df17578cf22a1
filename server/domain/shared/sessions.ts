import type { Queryable } from '../../db/db.ts';
import { bearerFrom, hashToken, newToken, SESSION_TTL_DAYS } from '../../auth/tokens.ts';
import { ApiError } from '../../http/envelope.ts';

export type Session = {
  id: number;
  memberId: number;
  sessionTokenHash: string;
  accessTokenHash: string;
};

/** Issues a fresh bearer (`access_token`) and session `token`; only their digests are stored. */
export async function createSession(
  db: Queryable,
  memberId: number,
): Promise<{ accessToken: string; token: string }> {
  const accessToken = newToken();
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (member_id, access_token_hash, session_token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4::int))`,
    [memberId, hashToken(accessToken), hashToken(token), SESSION_TTL_DAYS],
  );
  return { accessToken, token };
}

type SessionRow = {
  id: number;
  member_id: number;
  session_token_hash: string;
  is_expired: boolean;
  is_revoked: boolean;
  member_status: string;
};

/**
 * Resolves the Authorization header to a live session or throws the status the client must see:
 * no bearer → HTTP 401 TokenNotExist; otherwise HTTP 200 with TokenInvalid / TokenLogout / TokenExpired.
 * All of them carry `tokenInvalid`, which makes the client forget its stored login.
 */
export async function authenticate(
  db: Queryable,
  authorization: string | undefined,
): Promise<Session> {
  const bearer = bearerFrom(authorization);
  if (!bearer) throw new ApiError('TokenNotExist', { httpCode: 401 });
  const [row] = await db.query<SessionRow>(
    `SELECT s.id, s.member_id, s.session_token_hash,
            s.expires_at <= now() AS is_expired,
            s.revoked_at IS NOT NULL AS is_revoked,
            m.status AS member_status
       FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.access_token_hash = $1`,
    [hashToken(bearer)],
  );
  if (!row) throw new ApiError('TokenInvalid');
  if (row.is_revoked) throw new ApiError('TokenLogout');
  if (row.is_expired) throw new ApiError('TokenExpired');
  // A member frozen or closed after signing in loses the session at once, with the reason shown.
  if (row.member_status === 'WaitActive')
    throw new ApiError('AccountNotActivated', { tokenInvalid: true });
  if (row.member_status !== 'Actived')
    throw new ApiError('AccountDisabled', {
      tokenInvalid: true,
      data: { memberStatus: row.member_status },
    });
  return {
    id: row.id,
    memberId: row.member_id,
    sessionTokenHash: row.session_token_hash,
    accessTokenHash: hashToken(bearer),
  };
}

/** Ends the session for both tokens. Returns false if it had already ended. */
export async function revokeSession(db: Queryable, sessionId: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id',
    [sessionId],
  );
  return rows.length > 0;
}
