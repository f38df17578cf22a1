// E-mailed 6-digit codes: random, stored as an HMAC, valid 10 minutes, used once, dead after five
// wrong tries, at most five sent per email and twenty answered per client address per hour (sent,
// or refused for the email's being known or unknown), and a new one supersedes the older unused
// codes of the same email and type.
import type { Db, Queryable } from '../../db/db.ts';
import { HOUR_MS, MINUTE_MS, after, type Clock } from '../../clock.ts';
import { newVerificationCode, type CodeHasher } from '../../auth/codes.ts';
import { ApiError } from '../../http/envelope.ts';
import type { StatusName } from '../../../src/shared/api/status-codes.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type { PasswordHasher } from '../../auth/password.ts';
import { verificationCodeMail } from '../../mail/templates.ts';

export const CODE_TTL_MS = 10 * MINUTE_MS;
export const CODE_MAX_WRONG_TRIES = 5;
export const CODE_SENDS_PER_HOUR = 5;
/**
 * Sends per client address per hour, over all emails and code types: without it one address could
 * make the server mail thousands of mailboxes. Twenty leaves room for a household or office behind
 * one NAT address (several people signing up or resetting, each asking again a few times), while a
 * mail-bombing or cost run is cut to a trickle. Codes really stored and mailed count, and so do
 * refusals that tell whether an email is registered (unknown or taken email, see answerLookup), so
 * one address cannot test a list of emails either; other refusals (bad input, not signed in,
 * either limit) do not.
 */
export const CODE_SENDS_PER_ADDRESS_PER_HOUR = 20;

export type CodeDeps = {
  db: Db;
  clock: Clock;
  hasher: CodeHasher;
  passwords: PasswordHasher;
  mailer: Mailer;
  /** Overrides CODE_SENDS_PER_ADDRESS_PER_HOUR (a server setting). */
  codeSendsPerAddressPerHour?: number;
  /** The language of the request (Accept-Language) that the mails are written in. */
  mailLanguage?: MailLanguage;
};

const scopeOf = (email: string, codeType: string) => `${codeType}:${email}`;

/**
 * Counts the codes sent since `since` to `email` or, with `column` = 'address', the codes sent and
 * the lookups refused for an address.
 */
async function sentSince(
  tx: Queryable,
  column: 'email' | 'address',
  value: string,
  since: Date,
): Promise<number> {
  await tx.query(
    `SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':code-send:' || $1 || ':' || $2))`,
    [column, value],
  );
  const [sent] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM verification_codes WHERE ${column} = $1 AND created_at > $2`,
    [value, since],
  );
  if (column === 'email') return sent?.n ?? 0;
  const [refused] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM code_request_refusals WHERE address = $1 AND refused_at > $2',
    [value, since],
  );
  return (sent?.n ?? 0) + (refused?.n ?? 0);
}

const perAddressLimit = (deps: CodeDeps) =>
  deps.codeSendsPerAddressPerHour ?? CODE_SENDS_PER_ADDRESS_PER_HOUR;

/**
 * Runs `decide` (which answers whether an email may get a code, telling known from unknown emails)
 * under the per-address limit: over it, TooManyCodeRequests whatever the email; a refusal it
 * returns is counted against the address and thrown. Known and unknown emails take this same path.
 */
export async function answerLookup(
  deps: CodeDeps,
  address: string,
  decide: (tx: Queryable) => Promise<StatusName | null>,
): Promise<void> {
  const now = deps.clock.now();
  const refusal = await deps.db.transaction(async (tx): Promise<StatusName | null> => {
    if ((await sentSince(tx, 'address', address, after(now, -HOUR_MS))) >= perAddressLimit(deps))
      return 'TooManyCodeRequests';
    const status = await decide(tx);
    if (!status) return null;
    await tx.query('INSERT INTO code_request_refusals (address, refused_at) VALUES ($1, $2)', [
      address,
      now,
    ]);
    // Refusals older than the send window are of no further use.
    await tx.query('DELETE FROM code_request_refusals WHERE address = $1 AND refused_at < $2', [
      address,
      after(now, -2 * HOUR_MS),
    ]);
    return status;
  });
  if (refusal) throw new ApiError(refusal);
}

/**
 * Stores a new code and mails it. `email` is already normalised (trimmed, lower case); `address` is
 * the client address that asked (request.ip), which the per-address limit counts.
 */
export async function sendVerificationCode(
  deps: CodeDeps,
  email: string,
  codeType: string,
  address: string,
): Promise<void> {
  const { db, clock, hasher, mailer } = deps;
  const now = clock.now();
  const code = newVerificationCode();
  const since = after(now, -HOUR_MS);
  const id = await db.transaction(async (tx) => {
    // Both counts under their advisory locks, always email first, then address (no deadlock), so
    // parallel requests cannot overshoot either limit. The stored rows are the count: a restart or
    // a second server sees them.
    if ((await sentSince(tx, 'email', email, since)) >= CODE_SENDS_PER_HOUR) return null;
    if ((await sentSince(tx, 'address', address, since)) >= perAddressLimit(deps)) return null;
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO verification_codes (email, code_type, code_hash, created_at, expires_at, address)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        email,
        codeType,
        hasher.hash(scopeOf(email, codeType), code),
        now,
        after(now, CODE_TTL_MS),
        address,
      ],
    );
    return row!.id;
  });
  if (id === null) throw new ApiError('TooManyCodeRequests');

  try {
    await mailer.send(
      verificationCodeMail(email, code, codeType, CODE_TTL_MS / MINUTE_MS, deps.mailLanguage),
    );
  } catch (error) {
    // Not sent: the code never existed, and the older one stays usable.
    await db.query('DELETE FROM verification_codes WHERE id = $1', [id]);
    throw new ApiError('VerificationCodeSendFailed', { cause: error });
  }
  await db.query(
    `UPDATE verification_codes SET dead_at = $4
      WHERE email = $1 AND code_type = $2 AND id < $3 AND used_at IS NULL AND dead_at IS NULL`,
    [email, codeType, id, now],
  );
  // Codes older than the send window are of no further use (to either limit).
  await db.query('DELETE FROM verification_codes WHERE email = $1 AND created_at < $2', [
    email,
    after(now, -2 * HOUR_MS),
  ]);
}

type LiveCodeRow = { id: number; code_hash: string; failed_attempts: number };

/**
 * Checks `code` against the newest live code of email + type and, when it matches, uses it up
 * (within `tx`, so it is used only if the caller's transaction commits). A wrong code counts a try.
 * Returns the status to answer with, or null when the code was good.
 * Never throws for a bad code, so the caller's transaction can commit the counted try.
 */
export async function useVerificationCode(
  tx: Queryable,
  clock: Clock,
  hasher: CodeHasher,
  email: string,
  codeType: string,
  code: string,
): Promise<null | 'VerificationCodeError' | 'VerificationCodeExpired'> {
  const now = clock.now();
  // FOR UPDATE: concurrent guesses at one code take turns, so the fifth wrong one really is the last.
  const [live] = await tx.query<LiveCodeRow>(
    `SELECT id, code_hash, failed_attempts FROM verification_codes
      WHERE email = $1 AND code_type = $2 AND used_at IS NULL AND dead_at IS NULL AND expires_at > $3
      ORDER BY id DESC LIMIT 1
      FOR UPDATE`,
    [email, codeType, now],
  );
  if (!live) return 'VerificationCodeExpired';
  if (!hasher.matches(scopeOf(email, codeType), code, live.code_hash)) {
    await tx.query(
      `UPDATE verification_codes
          SET failed_attempts = failed_attempts + 1,
              dead_at = CASE WHEN failed_attempts + 1 >= $2 THEN $3::timestamptz END
        WHERE id = $1`,
      [live.id, CODE_MAX_WRONG_TRIES, now],
    );
    return 'VerificationCodeError';
  }
  await tx.query('UPDATE verification_codes SET used_at = $2 WHERE id = $1', [live.id, now]);
  return null;
}

/** Statuses that mean "wrong code": they count toward the sign-in limits. */
export const CODE_FAILURES = ['VerificationCodeError', 'VerificationCodeExpired'] as const;
