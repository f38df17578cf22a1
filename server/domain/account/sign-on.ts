// Single sign-on. Two kinds of one-time code, both 256-bit random, stored as SHA-256, valid two
// minutes, redeemed at most once:
//  - 'reback': the platform's auth host sends the member back to the app with ?code=&state=, and
//    /api/Member/Reback exchanges the code for a login. Locally, IssueRebackCode plays the auth host.
//  - 'game': a partnered game asks the member to sign in; GetThirdToken records the grant and sends
//    the member to the game's REGISTERED return address with ?code=; the game's server redeems
//    the code with its client secret at CheckThirdToken and learns who signed in.
import type { Db, Queryable } from '../../db/db.ts';
import { MINUTE_MS, after, type Clock } from '../../clock.ts';
import { toIso } from '../../db/values.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { sameDigest } from '../../auth/codes.ts';
import { ApiError } from '../../http/envelope.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type { LoginResult } from '../../../src/shared/api/schemas/member.ts';
import type {
  ConnectedGame,
  GameAuthInfo,
  GameScope,
  ThirdToken,
  ThirdTokenIdentity,
} from '../../../src/features/account/api/schemas/account.ts';
import { assertCanSignIn, startSession } from './members.ts';
import { withAttempt } from './login-attempts.ts';
import { gameNamesSql } from '../quests/quests.ts';
import { pick, type Texts } from '../shared/texts.ts';

export const SIGN_ON_CODE_TTL_MS = 2 * MINUTE_MS;

export type SignOnDeps = { db: Db; clock: Clock; betaEnded: boolean };

async function issueCode(
  db: Queryable,
  clock: Clock,
  purpose: 'reback' | 'game',
  memberId: number,
  game?: { gameId: number; grantId: number },
): Promise<string> {
  const code = newToken();
  const now = clock.now();
  await db.query(
    `INSERT INTO sign_on_codes (purpose, code_hash, member_id, game_id, grant_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      purpose,
      hashToken(code),
      memberId,
      game?.gameId ?? null,
      game?.grantId ?? null,
      now,
      after(now, SIGN_ON_CODE_TTL_MS),
    ],
  );
  // Redeemed or expired codes of this member are of no further use.
  await db.query('DELETE FROM sign_on_codes WHERE member_id = $1 AND expires_at < $2', [
    memberId,
    after(now, -SIGN_ON_CODE_TTL_MS),
  ]);
  return code;
}

/** Uses the code up; null when it is unknown, expired, already used, or of another purpose/game. */
async function redeemCode(
  db: Queryable,
  clock: Clock,
  purpose: 'reback' | 'game',
  code: string,
  gameId: number | null,
): Promise<{ member_id: number; grant_id: number | null } | null> {
  const now = clock.now();
  const [row] = await db.query<{ member_id: number; grant_id: number | null }>(
    `UPDATE sign_on_codes SET used_at = $3
      WHERE code_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
        AND game_id IS NOT DISTINCT FROM $4::int
      RETURNING member_id, grant_id`,
    [hashToken(code), purpose, now, gameId],
  );
  return row ?? null;
}

function refuseWhenBetaEnded(deps: SignOnDeps): void {
  if (deps.betaEnded) throw new ApiError('BetaEnded');
}

// ---------------------------------------------------------------------------------------------
// Reback

export async function issueRebackCode(
  deps: SignOnDeps,
  memberId: number,
): Promise<{ code: string }> {
  return { code: await issueCode(deps.db, deps.clock, 'reback', memberId) };
}

export async function reback(deps: SignOnDeps, code: string): Promise<LoginResult> {
  refuseWhenBetaEnded(deps);
  const { db, clock } = deps;
  const redeemed = await redeemCode(db, clock, 'reback', code, null);
  if (!redeemed) throw new ApiError('SignOnCodeInvalid');
  const [member] = await db.query<{ id: number; uid: string; status: string }>(
    'SELECT id, uid, status FROM members WHERE id = $1',
    [redeemed.member_id],
  );
  if (!member) throw new ApiError('SignOnCodeInvalid');
  assertCanSignIn(member.status);
  return db.transaction((tx) => startSession(tx, member));
}

// ---------------------------------------------------------------------------------------------
// Partnered games

type PartnerRow = {
  game_id: number;
  /** Per language (decision 044): the consent screen names the game as Home does. */
  name: Texts;
  icon: string;
  scopes: GameScope[];
  return_url: string;
  client_secret_hash: string;
};

async function partnerGame(db: Queryable, gameId: number): Promise<PartnerRow> {
  const [row] = await db.query<PartnerRow>(
    `SELECT p.game_id, ${gameNamesSql('p.game_id', 'g.name')} AS name, g.icon, p.scopes,
            p.return_url, p.client_secret_hash
       FROM partner_games p JOIN games g ON g.id = p.game_id
      WHERE p.game_id = $1 AND g.status = 'Active'`,
    [gameId],
  );
  if (!row) throw new ApiError('GameNotExist');
  return row;
}

/** What the "sign in to <game>" screen shows. */
export async function gameAuthInfo(
  deps: SignOnDeps,
  gameId: number,
  language: MailLanguage,
): Promise<GameAuthInfo> {
  const game = await partnerGame(deps.db, gameId);
  return {
    gameId: game.game_id,
    name: pick(game.name, language),
    icon: game.icon,
    scopes: game.scopes,
    betaEnded: deps.betaEnded,
  };
}

/** The registered address with `code` added to its query; nothing of the request goes into it. */
export function returnUrlWithCode(registered: string, code: string): string {
  const url = new URL(registered);
  url.searchParams.set('code', code);
  return url.toString();
}

/** The member authorizes the game: the grant is recorded and a one-time code issued for it. */
export async function getThirdToken(
  deps: SignOnDeps,
  memberId: number,
  gameId: number,
  authorize: boolean | undefined,
): Promise<ThirdToken> {
  refuseWhenBetaEnded(deps);
  const { db, clock } = deps;
  const game = await partnerGame(db, gameId);
  if (authorize !== true) throw new ApiError('AuthorizeRequired');
  return db.transaction(async (tx) => {
    const [grant] = await tx.query<{ id: number }>(
      `INSERT INTO game_grants (member_id, game_id, scopes, granted_at) VALUES ($1, $2, $3::text[], $4)
       ON CONFLICT (member_id, game_id) DO UPDATE SET scopes = EXCLUDED.scopes, granted_at = EXCLUDED.granted_at
       RETURNING id`,
      [memberId, game.game_id, game.scopes, clock.now()],
    );
    const code = await issueCode(tx, clock, 'game', memberId, {
      gameId: game.game_id,
      grantId: grant!.id,
    });
    return { code, returnUrl: returnUrlWithCode(game.return_url, code) };
  });
}

/**
 * Called by the game's server: who signed in, and what they allowed. Each code works once. Wrong
 * client secrets are limited per game and client `address`, like wrong passwords.
 */
export async function checkThirdToken(
  deps: SignOnDeps,
  gameId: number,
  code: string,
  secret: string,
  address: string,
): Promise<ThirdTokenIdentity> {
  const who = { account: `game:${gameId}`, address };
  const failures = { secret: ['SecurityCertificationFailed'] } as const;
  return withAttempt(deps, who, failures, () => redeemGameCode(deps, gameId, code, secret));
}

async function redeemGameCode(
  deps: SignOnDeps,
  gameId: number,
  code: string,
  secret: string,
): Promise<ThirdTokenIdentity> {
  const { db, clock } = deps;
  const game = await partnerGame(db, gameId);
  if (!sameDigest(hashToken(secret), game.client_secret_hash))
    throw new ApiError('SecurityCertificationFailed');
  const redeemed = await redeemCode(db, clock, 'game', code, game.game_id);
  if (!redeemed) throw new ApiError('SignOnCodeInvalid');
  const [row] = await db.query<{
    uid: string;
    nickname: string;
    status: string;
    scopes: GameScope[];
  }>(
    `SELECT m.uid, m.nickname, m.status, gr.scopes
       FROM game_grants gr JOIN members m ON m.id = gr.member_id
      WHERE gr.id = $1 AND gr.member_id = $2`,
    [redeemed.grant_id, redeemed.member_id],
  );
  // Revoking the grant deletes its codes too; this covers a revocation racing the redemption.
  if (!row) throw new ApiError('SignOnCodeInvalid');
  assertCanSignIn(row.status);
  return { uid: row.uid, nickname: row.nickname, scopes: row.scopes };
}

export async function connectedGames(
  deps: SignOnDeps,
  memberId: number,
  language: MailLanguage,
): Promise<ConnectedGame[]> {
  const rows = await deps.db.query<{
    game_id: number;
    name: Texts;
    icon: string;
    scopes: GameScope[];
    granted_at: Date;
  }>(
    `SELECT gr.game_id, ${gameNamesSql('gr.game_id', 'g.name')} AS name, g.icon, gr.scopes,
            gr.granted_at
       FROM game_grants gr JOIN games g ON g.id = gr.game_id
      WHERE gr.member_id = $1
      ORDER BY gr.granted_at DESC, gr.id DESC`,
    [memberId],
  );
  return rows.map((r) => ({
    gameId: r.game_id,
    name: pick(r.name, language),
    icon: r.icon,
    scopes: r.scopes,
    grantedAt: toIso(r.granted_at),
  }));
}

/** Removes the member's grant to the game (and its unredeemed codes). Idempotent for a known game. */
export async function revokeGame(
  deps: SignOnDeps,
  memberId: number,
  gameId: number,
): Promise<void> {
  const { db } = deps;
  const [game] = await db.query('SELECT id FROM games WHERE id = $1', [gameId]);
  if (!game) throw new ApiError('GameNotExist');
  await db.query('DELETE FROM game_grants WHERE member_id = $1 AND game_id = $2', [
    memberId,
    gameId,
  ]);
}
