// Steam connect (issue 15 item 2, decision 040): attempts, the return's one-time codes, links and
// the 100-point reward, paid once per member (ledger key steamConnect / member:<id>) and once per
// Steam account (steam_rewards), never again on a relink.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import { toIso } from '../../db/values.ts';
import { ApiError } from '../../http/envelope.ts';
import type { AppDeps } from '../../deps.ts';
import { after, MINUTE_MS } from '../../clock.ts';
import { credit, entryById, findEntry, lockMember, type LedgerEntry } from '../shared/ledger.ts';
import { sendMessage } from '../shared/member-messages.ts';
import { STATUS, type StatusName } from '../../../src/shared/api/status-codes.ts';
import { LIMITS } from '../../../src/config/constants.ts';
import {
  STEAM_RETURN_PATH,
  type SteamConnectReceipt,
  type SteamInfo,
} from '../../../src/features/profile/api/schemas/steam.ts';
import { checkidSetupUrl } from '../../steam/openid.ts';

export const STEAM_KIND = 'steamConnect';
export const STEAM_REWARD = BigInt(LIMITS.STEAM_REWARD_POINTS);
/** How long a started sign-in, and then its code, may wait. */
export const ATTEMPT_LIFETIME_MS = 10 * MINUTE_MS;

const keyOf = (memberId: number) => ({ memberId, kind: STEAM_KIND, source: `member:${memberId}` });
export const hashCode = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

export async function steamInfo(db: Queryable, memberId: number): Promise<SteamInfo> {
  const [link] = await db.query<{
    steam_id: string;
    persona_name: string | null;
    linked_at: Date;
  }>('SELECT steam_id, persona_name, linked_at FROM steam_links WHERE member_id = $1', [memberId]);
  return {
    connected: link !== undefined,
    steamId: link?.steam_id ?? null,
    personaName: link?.persona_name ?? null,
    linkedAt: link ? toIso(link.linked_at) : null,
    rewardOpen: (await findEntry(db, keyOf(memberId))) === null,
    rewardPoints: STEAM_REWARD.toString(),
  };
}

/** A new sign-in: its checkid_setup address, returning to this origin with the attempt's state. */
export async function startSteamConnect(
  deps: AppDeps,
  memberId: number,
  origin: string,
  provider: string,
): Promise<{ url: string; expiresAt: string }> {
  const now = deps.clock.now();
  const state = randomBytes(24).toString('base64url');
  const returnTo = `${origin}${STEAM_RETURN_PATH}?attempt=${state}`;
  const expiresAt = after(now, ATTEMPT_LIFETIME_MS);
  await deps.db.query(
    `INSERT INTO steam_attempts (member_id, state, provider_url, return_to, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [memberId, state, provider, returnTo, expiresAt, now],
  );
  return { url: checkidSetupUrl(provider, returnTo, `${origin}/`), expiresAt: toIso(expiresAt) };
}

export type Attempt = { id: number; memberId: number; providerUrl: string; returnTo: string };

/** The attempt a return address names, while it may still be answered. */
export async function attemptOf(deps: AppDeps, state: string): Promise<Attempt | null> {
  const [row] = await deps.db.query<{
    id: number;
    member_id: number;
    provider_url: string;
    return_to: string;
  }>(
    `SELECT id, member_id, provider_url, return_to FROM steam_attempts
      WHERE state = $1 AND expires_at > $2`,
    [state, deps.clock.now()],
  );
  return row
    ? {
        id: row.id,
        memberId: row.member_id,
        providerUrl: row.provider_url,
        returnTo: row.return_to,
      }
    : null;
}

/** Records a nonce; false when the provider's nonce was seen before (a replayed assertion). */
export async function recordNonce(
  deps: AppDeps,
  provider: string,
  nonce: string,
): Promise<boolean> {
  const rows = await deps.db.query(
    `INSERT INTO steam_nonces (provider_url, nonce, seen_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [provider, nonce, deps.clock.now()],
  );
  return rows.length === 1;
}

/** The one-time code the app redeems: the verified Steam id, or the reason it was refused. */
export async function issueCode(
  deps: AppDeps,
  attempt: Attempt,
  outcome: { steamId: string; personaName?: string | null } | { failure: StatusName },
): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  const now = deps.clock.now();
  await deps.db.query(
    `INSERT INTO steam_codes (code_hash, attempt_id, member_id, steam_id, persona_name, failure,
                              expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      hashCode(code),
      attempt.id,
      attempt.memberId,
      'steamId' in outcome ? outcome.steamId : null,
      'steamId' in outcome ? (outcome.personaName ?? null) : null,
      'failure' in outcome ? outcome.failure : null,
      after(now, ATTEMPT_LIFETIME_MS),
      now,
    ],
  );
  return code;
}

type CodeRow = {
  member_id: number;
  steam_id: string | null;
  persona_name: string | null;
  failure: string | null;
  expires_at: Date;
  used_at: Date | null;
};

/** A stored refusal, read back as a status (anything unknown is a refusal). */
const failureOf = (name: string): StatusName =>
  Object.hasOwn(STATUS, name) ? (name as StatusName) : 'SteamSignInRefused';

function rewardOf(entry: LedgerEntry | null): SteamConnectReceipt['reward'] {
  if (!entry) return null;
  return {
    points: entry.amount.toString(),
    entryId: entry.id,
    balanceAfter: entry.balanceAfter.toString(),
    createdAt: entry.createdAt,
  };
}

/** What a used code answers again: the link it made (if still there) and the reward it paid. */
async function receiptAgain(
  tx: Queryable,
  memberId: number,
  steamId: string,
): Promise<SteamConnectReceipt> {
  const [link] = await tx.query<{ linked_at: Date; persona_name: string | null }>(
    'SELECT linked_at, persona_name FROM steam_links WHERE member_id = $1 AND steam_id = $2',
    [memberId, steamId],
  );
  if (!link) throw new ApiError('SteamCodeInvalid');
  const [paid] = await tx.query<{ entry_id: number }>(
    'SELECT entry_id FROM steam_rewards WHERE steam_id = $1 AND member_id = $2',
    [steamId, memberId],
  );
  return {
    steamId,
    personaName: link.persona_name,
    linkedAt: toIso(link.linked_at),
    reward: rewardOf(paid ? await entryById(tx, paid.entry_id) : null),
  };
}

/**
 * Redeems a code: links the Steam account and pays the reward when neither this member nor this
 * Steam account was paid before. The member's row is locked first, so one member's requests take
 * turns; steam_links' keys make two members racing for one Steam account take turns too.
 */
export async function connectSteam(
  deps: AppDeps,
  memberId: number,
  code: string,
): Promise<SteamConnectReceipt> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [row] = await tx.query<CodeRow>(
      `SELECT member_id, steam_id, persona_name, failure, expires_at, used_at FROM steam_codes
        WHERE code_hash = $1 FOR UPDATE`,
      [hashCode(code)],
    );
    if (!row || row.member_id !== memberId) throw new ApiError('SteamCodeInvalid');
    if (row.used_at !== null && row.steam_id !== null)
      return receiptAgain(tx, memberId, row.steam_id);
    if (row.expires_at.getTime() <= now.getTime()) throw new ApiError('SteamCodeInvalid');
    if (row.failure !== null) throw new ApiError(failureOf(row.failure));
    const steamId = row.steam_id!;

    const [own] = await tx.query<{ steam_id: string }>(
      'SELECT steam_id FROM steam_links WHERE member_id = $1',
      [memberId],
    );
    if (own && own.steam_id !== steamId) throw new ApiError('SteamAlreadyLinked');
    if (!own) {
      const inserted = await tx.query(
        `INSERT INTO steam_links (steam_id, member_id, linked_at, persona_name)
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1`,
        [steamId, memberId, now, row.persona_name],
      );
      if (inserted.length === 0) throw new ApiError('SteamAccountTaken');
    } else if (row.persona_name !== null) {
      // The same account signed in again: its newer name replaces the one kept.
      await tx.query('UPDATE steam_links SET persona_name = $2 WHERE member_id = $1', [
        memberId,
        row.persona_name,
      ]);
    }

    let entry: LedgerEntry | null = null;
    const paidMember = await findEntry(tx, keyOf(memberId));
    const [paidSteam] = await tx.query('SELECT 1 FROM steam_rewards WHERE steam_id = $1', [
      steamId,
    ]);
    if (!paidMember && !paidSteam) {
      entry = await credit(tx, {
        ...keyOf(memberId),
        asset: 'POINT',
        amount: STEAM_REWARD,
        at: now,
      });
      await tx.query(
        `INSERT INTO steam_rewards (steam_id, member_id, entry_id, rewarded_at) VALUES ($1, $2, $3, $4)`,
        [steamId, memberId, entry.id, now],
      );
      // Written with the credit, so a rolled-back link tells the member nothing (decision 041).
      await sendMessage(tx, memberId, {
        template: 'reward.steamConnected',
        params: { points: Number(STEAM_REWARD) },
        icon: 'icons/reward.svg',
        at: now,
      });
    }
    await tx.query('UPDATE members SET steam_connected = true WHERE id = $1', [memberId]);
    await tx.query('UPDATE steam_codes SET used_at = $2 WHERE code_hash = $1', [
      hashCode(code),
      now,
    ]);
    const [link] = await tx.query<{ linked_at: Date; persona_name: string | null }>(
      'SELECT linked_at, persona_name FROM steam_links WHERE member_id = $1',
      [memberId],
    );
    return {
      steamId,
      personaName: link!.persona_name,
      linkedAt: toIso(link!.linked_at),
      reward: rewardOf(entry),
    };
  });
}

export async function disconnectSteam(
  deps: AppDeps,
  memberId: number,
): Promise<{ connected: false }> {
  await deps.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    await tx.query('DELETE FROM steam_links WHERE member_id = $1', [memberId]);
    await tx.query('UPDATE members SET steam_connected = false WHERE id = $1', [memberId]);
  });
  return { connected: false };
}
