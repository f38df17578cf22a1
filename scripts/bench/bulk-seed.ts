// Bulk seeding for the scale bench (issue 31 item 4): n members, each with what a member of some
// months has — a session, check-ins and quest claims in the ledger, invitees (a member invites up
// to 3; every other invitee has paid its inviter's reward), and a message for every credit —
// written set-wise (generate_series, one INSERT … SELECT per table and chunk), so 100,000 members
// take minutes, not the hours that one API call or one statement per row would.
//
// Everything goes through the same tables and keys as the API writes them (ledger keys, claim and
// invite-reward rows, message templates), and every balance is the sum of its ledger with each
// entry's balance_after the running sum. The per-row triggers that keep derived totals
// (quest_claim_counts, leaderboard_scores, event_questers) are off while the rows go in and their
// totals are then computed once, by the rules of migrations 029, 010 and 028, in the same
// transaction: per row, one quest's counter row would be updated 100,000 times in one transaction.
import type { Db, Queryable } from '../../server/db/db.ts';
import { NOT_EARNED_KINDS } from '../../server/domain/shared/ledger.ts';
import { ONCE } from '../../server/domain/shared/periods.ts';
import { CHECK_IN_KIND, CHECK_IN_RULE } from '../../server/domain/reward/check-ins.ts';
import { claimKind } from '../../server/domain/quests/quest-claims.ts';
import {
  INVITE_REWARD_KIND,
  INVITE_REWARD_POINTS,
} from '../../server/domain/profile/invite-rewards.ts';

export type BulkSeedOptions = {
  /** How many members to add. */
  members: number;
  /** Member n gets uid `${uidPrefix}${n}` and email `${emailPrefix}${n}@gamerhub.test`, n from 0. */
  uidPrefix?: string;
  emailPrefix?: string;
  /** "Now" for the history: check-ins end yesterday, members joined over the 400 days before. */
  now?: Date;
  /** Members per statement. */
  chunk?: number;
};

export type BulkSeedResult = { firstId: number; lastId: number; members: number };

/** Seeded quests every member has claimed: one-time, outside events, with no winner limit. */
const CLAIMED_QUESTS = 2;
/** Member n checked in on each of the last 1 + n mod CHECK_IN_DAYS days (a streak to yesterday). */
const CHECK_IN_DAYS = 5;
/** Member n's inviter is member (n − 1) / INVITES_EACH. */
const INVITES_EACH = 3;

export async function bulkSeed(db: Db, options: BulkSeedOptions): Promise<BulkSeedResult> {
  const size = options.members;
  if (!Number.isInteger(size) || size < 1) throw new Error(`Bad member count: ${size}`);
  const uid = options.uidPrefix ?? 'b';
  const email = options.emailPrefix ?? 'bench';
  const now = options.now ?? new Date();
  const chunk = options.chunk ?? 20_000;
  return db.transaction(async (tx) => {
    await tx.exec(
      'ALTER TABLE ledger_entries DISABLE TRIGGER leaderboard_scores_add; ' +
        'ALTER TABLE quest_claims DISABLE TRIGGER quest_claims_count; ' +
        'ALTER TABLE quest_claims DISABLE TRIGGER quest_claims_quester',
    );
    const quests = await tx.query<{ id: number }>(
      `SELECT id FROM quests WHERE kind = 'oneTime' AND event_id IS NULL AND winner_limit IS NULL
        ORDER BY id LIMIT ${CLAIMED_QUESTS}`,
    );
    let firstId = Infinity;
    let lastId = -Infinity;
    for (let lo = 0; lo < size; lo += chunk) {
      const hi = Math.min(size, lo + chunk) - 1;
      const [ids] = await addMembers(tx, { lo, hi, size, uid, email, now });
      firstId = Math.min(firstId, ids!.first);
      lastId = Math.max(lastId, ids!.last);
    }
    // Every invitee exists now, so each chunk of owners can be given its whole history at once.
    for (let lo = 0; lo < size; lo += chunk) {
      const hi = Math.min(size, lo + chunk) - 1;
      await addHistory(tx, {
        lo,
        hi,
        uid,
        now,
        questIds: quests.map((q) => q.id),
      });
    }
    // Migration 029's rule: each quest's claims counted per shard (member_id % 16).
    await tx.query(
      `INSERT INTO quest_claim_counts AS cc (quest_id, shard, n)
       SELECT quest_id, member_id % 16, count(*) FROM quest_claims WHERE quest_id = ANY($1::int[])
        GROUP BY quest_id, member_id % 16
       ON CONFLICT (quest_id, shard) DO UPDATE SET n = EXCLUDED.n`,
      [quests.map((q) => q.id)],
    );
    // Migration 028's event_questers need nothing: the claimed quests are outside events.
    // Migration 010's rule: points earned (credits but the kinds that give points back), all time
    // and per UTC week, reached_at the last such entry.
    await tx.query(
      `INSERT INTO leaderboard_scores AS s (period, member_id, points, reached_at)
       SELECT p.period, e.member_id, sum(e.amount), max(e.created_at)
         FROM ledger_entries e
        CROSS JOIN LATERAL (VALUES ('all'),
          (to_char(date_trunc('week', e.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD'))) p (period)
        WHERE e.member_id BETWEEN $1 AND $2 AND e.asset = 'POINT' AND e.direction = 'credit'
          AND e.kind <> ALL ($3::text[])
        GROUP BY p.period, e.member_id
       ON CONFLICT (period, member_id) DO UPDATE
         SET points = s.points + EXCLUDED.points, reached_at = greatest(s.reached_at, EXCLUDED.reached_at)`,
      [firstId, lastId, [...NOT_EARNED_KINDS]],
    );
    await tx.exec(
      'ALTER TABLE ledger_entries ENABLE TRIGGER leaderboard_scores_add; ' +
        'ALTER TABLE quest_claims ENABLE TRIGGER quest_claims_count; ' +
        'ALTER TABLE quest_claims ENABLE TRIGGER quest_claims_quester',
    );
    return { firstId, lastId, members: size };
  });
}

type Range = { lo: number; hi: number; uid: string; now: Date };

/** Members lo…hi (joined in n order over 400 days), their inviters, and a session each. */
function addMembers(tx: Queryable, r: Range & { size: number; email: string }) {
  return tx
    .query<{ first: number; last: number }>(
      `WITH added AS (
       INSERT INTO members (uid, email, password_hash, nickname, invite_code, status, created_at)
       SELECT $3::text || n, $4::text || n || '@gamerhub.test', 'scrypt$unused', 'Member' || n,
              'BULK' || upper($3::text) || n, 'Actived',
              $5::timestamptz - interval '7 days' - ($6::int - n) * (interval '400 days' / $6::int)
         FROM generate_series($1::int, $2::int) AS n
        ORDER BY n
       RETURNING id, uid, created_at),
     sessions AS (
       INSERT INTO sessions (member_id, access_token_hash, session_token_hash, created_at, expires_at)
       SELECT id, md5('bulk-access:' || uid), md5('bulk-session:' || uid), $5::timestamptz,
              $5::timestamptz + interval '7 days'
         FROM added)
     SELECT min(id) AS first, max(id) AS last FROM added`,
      [r.lo, r.hi, r.uid, r.email, r.now, r.size],
    )
    .then(async (rows) => {
      // Inviters joined earlier (a smaller n), so they are in this chunk or one before.
      await tx.query(
        `UPDATE members m SET invited_by = i.id
         FROM generate_series(greatest($1::int, 1), $2::int) AS n, members i
        WHERE m.uid = $3::text || n AND i.uid = $3::text || ((n - 1) / ${INVITES_EACH})`,
        [r.lo, r.hi, r.uid],
      );
      return rows;
    });
}

/**
 * The ledger of members lo…hi and what hangs off it: check-ins, claims of the given quests, the
 * reward for every other invitee; balances, claim and invite-reward rows, and a message for each.
 */
function addHistory(tx: Queryable, r: Range & { questIds: number[] }) {
  return tx.query(
    `WITH owners AS (
       SELECT m.id, m.created_at, n
         FROM generate_series($1::int, $2::int) AS n JOIN members m ON m.uid = $3::text || n),
     today AS (SELECT ($4::timestamptz AT TIME ZONE 'UTC')::date AS day),
     planned AS (
       SELECT o.id AS member_id, '${CHECK_IN_KIND}' AS kind,
              'checkIn:' || to_char(t.day - d, 'YYYY-MM-DD') AS source,
              ${CHECK_IN_RULE.basePoints}::bigint AS amount,
              ((t.day - d) + time '09:00') AT TIME ZONE 'UTC' AS created_at,
              jsonb_build_object('points', ${CHECK_IN_RULE.basePoints}) AS params,
              'reward.dailyClaimed' AS template, 'icons/reward.svg' AS icon
         FROM owners o CROSS JOIN today t CROSS JOIN LATERAL generate_series(1, 1 + o.n % ${CHECK_IN_DAYS}) AS d
       UNION ALL
       SELECT o.id, $6::text, 'quest:' || q.id || ':${ONCE}', q.reward_points,
              o.created_at + q.ord * interval '2 hours',
              jsonb_build_object('quest', q.title, 'points', q.reward_points),
              'quest.completed', 'icons/quest.svg'
         FROM owners o
        CROSS JOIN (SELECT id, title, reward_points, row_number() OVER (ORDER BY id) AS ord
                      FROM quests WHERE id = ANY($5::int[])) q
       UNION ALL
       SELECT o.id, '${INVITE_REWARD_KIND}', 'invitee:' || i.id, ${INVITE_REWARD_POINTS}::bigint,
              i.created_at + interval '1 hour',
              jsonb_build_object('points', ${INVITE_REWARD_POINTS}, 'name', i.nickname),
              'invite.rewardClaimed', 'icons/invite.svg'
         FROM owners o JOIN members i ON i.invited_by = o.id
        WHERE i.id % 2 = 0),
     entries AS (
       INSERT INTO ledger_entries (member_id, asset, direction, amount, balance_after, kind, source, created_at)
       SELECT member_id, 'POINT', 'credit', amount,
              sum(amount) OVER (PARTITION BY member_id ORDER BY created_at, source ROWS UNBOUNDED PRECEDING),
              kind, source, created_at
         FROM planned
        ORDER BY member_id, created_at, source
       RETURNING id, member_id, kind, source, amount, created_at),
     balances AS (
       INSERT INTO balances (member_id, asset, amount)
       SELECT member_id, 'POINT', sum(amount) FROM entries GROUP BY member_id),
     claims AS (
       INSERT INTO quest_claims (member_id, quest_id, period_key, ledger_entry_id, claimed_at)
       SELECT member_id, split_part(source, ':', 2)::int, '${ONCE}', id, created_at
         FROM entries WHERE kind = $6),
     rewards AS (
       INSERT INTO invite_rewards (invitee_id, inviter_id, email_key, ledger_entry_id, claimed_at)
       SELECT i.id, e.member_id, i.email, e.id, e.created_at
         FROM entries e JOIN members i ON i.id = split_part(e.source, ':', 2)::int
        WHERE e.kind = '${INVITE_REWARD_KIND}')
     INSERT INTO messages (member_id, icon, template, params, created_at, read_at)
     SELECT p.member_id, p.icon, p.template, p.params, p.created_at,
            CASE WHEN p.created_at < $4::timestamptz - interval '2 days'
                 THEN p.created_at + interval '1 hour' END
       FROM planned p`,
    [r.lo, r.hi, r.uid, r.now, r.questIds, claimKind({ event_id: null })],
  );
}
