// A partnered game's server calls the quest endpoints (ReportProgress, IssueAssessment) with its
// client secret: `Authorization: GameSecret <gameId>:<secret>`. Only a SHA-256 of the secret is
// stored (partner_games.client_secret_hash); wrong secrets count toward the same per game and
// address limits as at CheckThirdToken (login-attempts.ts), so a secret cannot be guessed faster.
import type { Queryable } from '../../db/db.ts';
import { sameDigest } from '../../auth/codes.ts';
import { hashToken } from '../../auth/tokens.ts';
import { ApiError } from '../../http/envelope.ts';
import { withAttempt, type AttemptDeps } from '../account/login-attempts.ts';

export const GAME_SECRET_SCHEME = 'GameSecret';

export function gameSecretFrom(
  header: string | undefined,
): { gameId: number; secret: string } | null {
  const match = /^GameSecret[ \t]+([1-9][0-9]{0,8}):([\x21-\x7e]{1,256})[ \t]*$/.exec(header ?? '');
  if (!match) return null;
  return { gameId: Number(match[1]), secret: match[2]! };
}

async function checkSecret(db: Queryable, gameId: number, secret: string): Promise<void> {
  const [game] = await db.query<{ client_secret_hash: string }>(
    `SELECT p.client_secret_hash FROM partner_games p JOIN games g ON g.id = p.game_id
      WHERE p.game_id = $1 AND g.status = 'Active'`,
    [gameId],
  );
  if (!game) throw new ApiError('GameNotExist');
  if (!sameDigest(hashToken(secret), game.client_secret_hash))
    throw new ApiError('SecurityCertificationFailed');
}

/** The calling game's id, or SecurityCertificationFailed / GameNotExist / TooManyRequests. */
export async function authenticateGame(
  deps: AttemptDeps,
  header: string | undefined,
  address: string,
): Promise<number> {
  const given = gameSecretFrom(header);
  if (!given) throw new ApiError('SecurityCertificationFailed');
  const who = { account: `game:${given.gameId}`, address };
  const failures = { secret: ['SecurityCertificationFailed'] } as const;
  await withAttempt(deps, who, failures, () => checkSecret(deps.db, given.gameId, given.secret));
  return given.gameId;
}
