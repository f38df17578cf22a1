// @vitest-environment node
// The scale bench's bulk seed on a tiny size, in chunks smaller than it (so invites and histories
// cross chunk edges): the rows it promises are there, and what the API keeps consistent (balance =
// ledger sum = the last entry's balance_after, the leaderboard and claim counters its triggers
// keep) holds as if the API had written them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SCRYPT_PARAMS, passwordHasher } from '../../server/auth/password.ts';
import type { Db } from '../../server/db/db.ts';
import { openPgliteDb } from '../../server/db/pglite-db.ts';
import { prepareDb } from '../../server/db/prepare.ts';
import { bulkSeed } from './bulk-seed.ts';

const SIZE = 25;
let db: Db;

beforeAll(async () => {
  db = await openPgliteDb(undefined);
  await prepareDb(db, { passwords: passwordHasher(TEST_SCRYPT_PARAMS) });
  await bulkSeed(db, { members: SIZE, uidPrefix: 't', emailPrefix: 'tiny', chunk: 10 });
}, 120_000);

afterAll(() => db?.close());

const one = async (sql: string) => (await db.query<{ n: number }>(sql))[0]!.n;
const BULK = `(SELECT id FROM members WHERE uid LIKE 't%')`;

describe('bulkSeed', { timeout: 60_000 }, () => {
  it('adds each member with a session, check-ins, two quest claims, invitees and a message per credit', async () => {
    expect(await one(`SELECT count(*)::int AS n FROM members WHERE uid LIKE 't%'`)).toBe(SIZE);
    expect(await one(`SELECT count(*)::int AS n FROM sessions WHERE member_id IN ${BULK}`)).toBe(
      SIZE,
    );
    // Member n checks in on 1 + n mod 5 days.
    const checkIns = Array.from({ length: SIZE }, (_, n) => 1 + (n % 5)).reduce((a, b) => a + b);
    expect(
      await one(
        `SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'checkIn' AND member_id IN ${BULK}`,
      ),
    ).toBe(checkIns);
    expect(
      await one(`SELECT count(*)::int AS n FROM quest_claims WHERE member_id IN ${BULK}`),
    ).toBe(2 * SIZE);
    // Everyone but member 0 was invited, by member (n − 1) / 3.
    expect(
      await one(
        `SELECT count(*)::int AS n FROM members m JOIN members i ON i.id = m.invited_by
          WHERE m.uid LIKE 't%' AND i.uid = 't' || ((substr(m.uid, 2)::int - 1) / 3)`,
      ),
    ).toBe(SIZE - 1);
    const rewards = await one(
      `SELECT count(*)::int AS n FROM invite_rewards WHERE inviter_id IN ${BULK}`,
    );
    expect(rewards).toBeGreaterThan(0);
    expect(
      await one(
        `SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'inviteReward' AND member_id IN ${BULK}`,
      ),
    ).toBe(rewards);
    const entries = await one(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE member_id IN ${BULK}`,
    );
    expect(entries).toBe(checkIns + 2 * SIZE + rewards);
    expect(await one(`SELECT count(*)::int AS n FROM messages WHERE member_id IN ${BULK}`)).toBe(
      entries,
    );
  });

  it('leaves every balance equal to its ledger sum and last balance_after, and the derived totals exact', async () => {
    const wrong = await db.query(
      `SELECT m.uid, b.amount, s.total, l.balance_after, ls.points
         FROM members m
         JOIN balances b ON b.member_id = m.id AND b.asset = 'POINT'
         JOIN LATERAL (SELECT sum(amount) AS total FROM ledger_entries WHERE member_id = m.id) s ON true
         JOIN LATERAL (SELECT balance_after FROM ledger_entries WHERE member_id = m.id
                        ORDER BY id DESC LIMIT 1) l ON true
         LEFT JOIN leaderboard_scores ls ON ls.member_id = m.id AND ls.period = 'all'
        WHERE m.uid LIKE 't%'
          AND NOT (b.amount = s.total AND l.balance_after = s.total AND ls.points = s.total)`,
    );
    expect(wrong).toEqual([]);
    expect(await one(`SELECT count(*)::int AS n FROM balances WHERE member_id IN ${BULK}`)).toBe(
      SIZE,
    );
    // Each entry's balance_after is the running sum in time order too (the history reads that way).
    expect(
      await one(
        `SELECT count(*)::int AS n FROM (
           SELECT balance_after, sum(amount) OVER (PARTITION BY member_id ORDER BY created_at, id) AS run
             FROM ledger_entries WHERE member_id IN ${BULK}) x WHERE balance_after <> run`,
      ),
    ).toBe(0);
    expect(
      await one(
        `SELECT count(*)::int AS n FROM quests q
          WHERE (SELECT coalesce(sum(n), 0) FROM quest_claim_counts cc WHERE cc.quest_id = q.id)
             <> (SELECT count(*) FROM quest_claims c WHERE c.quest_id = q.id)`,
      ),
    ).toBe(0);
    // The triggers it turned off for the load are on again.
    expect(
      await one(
        `SELECT count(*)::int AS n FROM pg_trigger
          WHERE tgname IN ('leaderboard_scores_add', 'quest_claims_count', 'quest_claims_quester')
            AND tgenabled = 'O'`,
      ),
    ).toBe(3);
  });
});
