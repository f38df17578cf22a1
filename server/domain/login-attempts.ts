// Sign-in limits (ASVS 2.2.1): at most 10 failures per account in 15 minutes and 100 per client
// address in an hour; past either, TooManyRequests until enough failures leave the window. Wrong
// passwords, wrong verification codes and sign-in codes all count. A success clears the account's.
//
// An attempt is reserved (recorded as if it failed) before the password or code is checked, under a
// per-subject lock, so a burst of parallel guesses cannot all slip past the count; it is then
// either kept (a failure), released (neither), or turned into a success.
import type { Db, Queryable } from '../db/db.ts';
import { HOUR_MS, MINUTE_MS, after, type Clock } from '../clock.ts';
import { ApiError } from '../http/envelope.ts';

export const LIMITS = {
  account: { max: 10, windowMs: 15 * MINUTE_MS },
  address: { max: 100, windowMs: HOUR_MS },
} as const;

type Kind = keyof typeof LIMITS;

export type Attempt = {
  /** The caller's outcome: 'failure' keeps the reservation, 'success' also clears the account's failures. */
  settle(outcome: 'failure' | 'success' | 'neutral'): Promise<void>;
};

async function isOverLimit(
  tx: Queryable,
  kind: Kind,
  subject: string,
  now: Date,
): Promise<boolean> {
  await tx.query(
    `SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':attempt:' || $1 || ':' || $2))`,
    [kind, subject],
  );
  const since = after(now, -LIMITS[kind].windowMs);
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM login_attempts WHERE kind = $1 AND subject = $2 AND attempted_at > $3`,
    [kind, subject, since],
  );
  return (row?.n ?? 0) >= LIMITS[kind].max;
}

/** Throws TooManyRequests when the account (normalised email) or the address is over its limit. */
export async function beginAttempt(
  db: Db,
  clock: Clock,
  account: string,
  address: string,
): Promise<Attempt> {
  const now = clock.now();
  const ids = await db.transaction(async (tx) => {
    // Always lock in the same order (account, then address) so two requests cannot deadlock.
    if (await isOverLimit(tx, 'account', account, now)) return null;
    if (await isOverLimit(tx, 'address', address, now)) return null;
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO login_attempts (kind, subject, attempted_at) VALUES ('account', $1, $3), ('address', $2, $3)
       RETURNING id`,
      [account, address, now],
    );
    // Rows past the longest window no longer matter to anyone.
    await tx.query(`DELETE FROM login_attempts WHERE attempted_at < $1`, [
      after(now, -Math.max(LIMITS.account.windowMs, LIMITS.address.windowMs)),
    ]);
    return rows.map((r) => r.id);
  });
  if (!ids) throw new ApiError('TooManyRequests');

  let settled = false;
  return {
    async settle(outcome) {
      if (settled) return;
      settled = true;
      if (outcome === 'failure') return;
      await db.query('DELETE FROM login_attempts WHERE id = ANY($1::int[])', [ids]);
      if (outcome === 'success')
        await db.query(`DELETE FROM login_attempts WHERE kind = 'account' AND subject = $1`, [
          account,
        ]);
    },
  };
}

/**
 * Runs `check` as one attempt: an ApiError whose status is in `failures` (a wrong password or
 * code) is recorded; any other error releases the reservation; a result counts as a success.
 */
export async function withAttempt<T>(
  db: Db,
  clock: Clock,
  account: string,
  address: string,
  failures: readonly string[],
  check: () => Promise<T>,
): Promise<T> {
  const attempt = await beginAttempt(db, clock, account, address);
  try {
    const result = await check();
    await attempt.settle('success');
    return result;
  } catch (error) {
    const isFailure = error instanceof ApiError && failures.includes(error.statusName);
    await attempt.settle(isFailure ? 'failure' : 'neutral');
    throw error;
  }
}
