// Sign-in limits (ASVS 2.2.1), counted per account AND client address so that guesses from one
// address slow down only that address, never the account's owner elsewhere:
//  - wrong passwords: free up to 5 per account and address in a day, then each further try waits
//    for a delay that doubles from 1 minute to at most 15 after the last failure (a day, not an
//    hour, so that waiting out the longest delays never earns a fresh set of free tries); and at most 100
//    per account in an hour from all addresses together (then password sign-in for that account is
//    refused until failures leave the hour, and its owner is mailed once);
//  - wrong e-mailed codes: 10 per account and address in 15 minutes. Wrong passwords never count
//    here: a code proves the mailbox, so code sign-in and password reset stay open to the owner
//    while password guessing is slowed. (Each code also dies after 5 wrong tries, and an email gets
//    at most 5 codes an hour, which bounds guessing from many addresses.)
//  - wrong game client secrets (CheckThirdToken): 10 per game and address in 15 minutes;
//  - any failure: 100 per client address in an hour, across accounts.
// A refusal is TooManyRequests with the seconds to wait. A success clears that address's failures
// for the account (not the other addresses', which still count toward the hourly ceiling).
//
// An attempt is reserved (recorded as if it failed) before the password or code is checked, under
// per-account and per-address locks, so a burst of parallel guesses cannot all slip past the count;
// it is then either kept (a failure), released (neither), or turned into a success.
import type { Db, Queryable } from '../../db/db.ts';
import { HOUR_MS, MINUTE_MS, SECOND_MS, after, type Clock } from '../../clock.ts';
import { ApiError } from '../../http/envelope.ts';
import type { StatusName } from '../../../src/shared/api/status-codes.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { MAIL_LANGUAGES, type MailLanguage } from '../../mail/language.ts';
import { signInCeilingMail } from '../../mail/templates.ts';

export const LIMITS = {
  passwordPair: {
    free: 5,
    firstDelayMs: MINUTE_MS,
    maxDelayMs: 15 * MINUTE_MS,
    windowMs: 24 * HOUR_MS,
  },
  passwordCeiling: { max: 100, windowMs: HOUR_MS },
  codePair: { max: 10, windowMs: 15 * MINUTE_MS },
  secretPair: { max: 10, windowMs: 15 * MINUTE_MS },
  address: { max: 100, windowMs: HOUR_MS },
} as const;

/** What a wrong answer was wrong about: each has its own limits. */
export type Factor = 'password' | 'code' | 'secret';

/** For each factor the attempt checks, the statuses that mean "that factor was wrong". */
export type Failures = Partial<Record<Factor, readonly StatusName[]>>;

export type AttemptDeps = { db: Db; clock: Clock; mailer?: Mailer };

/** Who is trying: `account` (a normalised email, or a game for secrets) from client `address`. */
export type Attempter = { account: string; address: string };

const LONGEST_WINDOW_MS = Math.max(...Object.values(LIMITS).map((limit) => limit.windowMs));

/** The wait of the pair's next password try after `failures` failures: 0 up to `free`, then doubling. */
export function passwordDelayMs(failures: number): number {
  const { free, firstDelayMs, maxDelayMs } = LIMITS.passwordPair;
  if (failures < free) return 0;
  return Math.min(firstDelayMs * 2 ** (failures - free), maxDelayMs);
}

async function lock(tx: Queryable, kind: string, subject: string): Promise<void> {
  await tx.query(
    `SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':attempt:' || $1 || ':' || $2))`,
    [kind, subject],
  );
}

/**
 * How long until fewer than `max` of the rows matching `where` are inside the window (0: already).
 * `where` uses $1… for `params`; the window start and offset are appended.
 */
async function waitForCount(
  tx: Queryable,
  where: string,
  params: unknown[],
  limit: { max: number; windowMs: number },
  now: Date,
): Promise<number> {
  const since = after(now, -limit.windowMs);
  const n = params.length;
  const [row] = await tx.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM sign_in_attempts WHERE ${where} AND attempted_at > $${n + 1}`,
    [...params, since],
  );
  const total = row?.total ?? 0;
  if (total < limit.max) return 0;
  // The row whose leaving brings the count under the limit.
  const [leaving] = await tx.query<{ attempted_at: Date }>(
    `SELECT attempted_at FROM sign_in_attempts WHERE ${where} AND attempted_at > $${n + 1}
      ORDER BY attempted_at OFFSET $${n + 2}::int LIMIT 1`,
    [...params, since, total - limit.max],
  );
  return leaving ? leaving.attempted_at.getTime() + limit.windowMs - now.getTime() : 0;
}

async function passwordPairWait(tx: Queryable, who: Attempter, now: Date): Promise<number> {
  const since = after(now, -LIMITS.passwordPair.windowMs);
  const [row] = await tx.query<{ n: number; last: Date | null }>(
    `SELECT count(*)::int AS n, max(attempted_at) AS last FROM sign_in_attempts
      WHERE account = $1 AND address = $2 AND factor = 'password' AND attempted_at > $3`,
    [who.account, who.address, since],
  );
  if (!row?.last) return 0;
  return row.last.getTime() + passwordDelayMs(row.n) - now.getTime();
}

type Checked = { waitMs: number; ceilingHit: boolean; ids: Partial<Record<Factor, number>> };

async function reserve(deps: AttemptDeps, who: Attempter, factors: Factor[]): Promise<Checked> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Always lock in the same order (account, then address) so two requests cannot deadlock.
    await lock(tx, 'account', who.account);
    await lock(tx, 'address', who.address);
    const waits: number[] = [];
    let ceilingHit = false;
    const pair = 'account = $1 AND address = $2 AND factor = $3';
    for (const factor of factors) {
      if (factor === 'password') {
        waits.push(await passwordPairWait(tx, who, now));
        const ceiling = await waitForCount(
          tx,
          `account = $1 AND factor = 'password'`,
          [who.account],
          LIMITS.passwordCeiling,
          now,
        );
        ceilingHit = ceiling > 0;
        waits.push(ceiling);
      } else {
        const limit = factor === 'code' ? LIMITS.codePair : LIMITS.secretPair;
        waits.push(await waitForCount(tx, pair, [who.account, who.address, factor], limit, now));
      }
    }
    waits.push(await waitForCount(tx, 'address = $1', [who.address], LIMITS.address, now));
    const waitMs = Math.max(0, ...waits);
    if (waitMs > 0) return { waitMs, ceilingHit, ids: {} };
    const ids: Checked['ids'] = {};
    for (const factor of factors) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO sign_in_attempts (account, address, factor, attempted_at)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [who.account, who.address, factor, now],
      );
      ids[factor] = row!.id;
    }
    // Rows past the longest window no longer matter to anyone.
    await tx.query('DELETE FROM sign_in_attempts WHERE attempted_at < $1', [
      after(now, -LONGEST_WINDOW_MS),
    ]);
    return { waitMs: 0, ceilingHit: false, ids };
  });
}

/**
 * Mails the owner (if `account` is a member's email) that password sign-in hit the hourly ceiling:
 * at most once an hour, however many guesses are refused, and in the language of their last
 * sign-in. A mail that cannot go out does not change the answer.
 */
async function noticeCeiling(deps: AttemptDeps, account: string): Promise<void> {
  const { db, clock, mailer } = deps;
  if (!mailer) return;
  const now = clock.now();
  const [member] = await db.query<{ email: string; mail_language: string | null }>(
    `WITH notice AS (
       INSERT INTO sign_in_ceiling_notices AS n (account, notified_at) VALUES ($1, $2)
       ON CONFLICT (account) DO UPDATE SET notified_at = EXCLUDED.notified_at
        WHERE n.notified_at <= $3
       RETURNING account)
     SELECT m.email, m.mail_language FROM notice JOIN members m ON m.email = notice.account`,
    [account, now, after(now, -LIMITS.passwordCeiling.windowMs)],
  );
  if (!member) return;
  const language = MAIL_LANGUAGES.find((l) => l === member.mail_language) ?? 'en-US';
  await mailer
    .send(signInCeilingMail(member.email, language satisfies MailLanguage))
    .catch(() => undefined);
}

async function ceilingReached(db: Db, clock: Clock, account: string): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sign_in_attempts
      WHERE account = $1 AND factor = 'password' AND attempted_at > $2`,
    [account, after(clock.now(), -LIMITS.passwordCeiling.windowMs)],
  );
  return (row?.n ?? 0) >= LIMITS.passwordCeiling.max;
}

export type Attempt = {
  /** The failed factor keeps its reservation; 'success' also clears this address's failures. */
  settle(outcome: Factor | 'success' | 'neutral'): Promise<void>;
};

/** Throws TooManyRequests (with the seconds to wait) when any limit of `factors` is reached. */
export async function beginAttempt(
  deps: AttemptDeps,
  who: Attempter,
  factors: Factor[],
): Promise<Attempt> {
  const { db } = deps;
  const checked = await reserve(deps, who, factors);
  if (checked.waitMs > 0) {
    if (checked.ceilingHit) await noticeCeiling(deps, who.account);
    throw new ApiError('TooManyRequests', {
      retryAfterSeconds: Math.max(1, Math.ceil(checked.waitMs / SECOND_MS)),
    });
  }

  let settled = false;
  return {
    async settle(outcome) {
      if (settled) return;
      settled = true;
      const release = Object.entries(checked.ids)
        .filter(([factor]) => factor !== outcome)
        .map(([, id]) => id);
      if (release.length > 0)
        await db.query('DELETE FROM sign_in_attempts WHERE id = ANY($1::int[])', [release]);
      if (outcome === 'success')
        await db.query('DELETE FROM sign_in_attempts WHERE account = $1 AND address = $2', [
          who.account,
          who.address,
        ]);
      if (outcome === 'password' && (await ceilingReached(db, deps.clock, who.account)))
        await noticeCeiling(deps, who.account);
    },
  };
}

/**
 * Runs `check` as one attempt: an ApiError whose status is listed in `failures` (a wrong password,
 * code or secret) is recorded against its factor; any other error releases the reservation; a
 * result counts as a success.
 */
export async function withAttempt<T>(
  deps: AttemptDeps,
  who: Attempter,
  failures: Failures,
  check: () => Promise<T>,
): Promise<T> {
  const factors = (Object.keys(failures) as Factor[]).filter((f) => failures[f]);
  const attempt = await beginAttempt(deps, who, factors);
  try {
    const result = await check();
    await attempt.settle('success');
    return result;
  } catch (error) {
    const failed =
      error instanceof ApiError
        ? factors.find((f) => failures[f]?.includes(error.statusName))
        : undefined;
    await attempt.settle(failed ?? 'neutral');
    throw error;
  }
}
