// The member's reads of issue 31 item 3, asked as the demo member, and the other members that make
// their tables large: shared by `npm run explain` and the tests that keep those reads fast.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { DEMO_MEMBER } from '../db/seed-data.ts';

export type ReadEndpoint = {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
};

export const READ_ENDPOINTS: readonly ReadEndpoint[] = [
  { name: 'MemberInfo', method: 'GET', url: '/api/Member/MemberInfo' },
  { name: 'Messages', method: 'POST', url: '/api/Member/Messages', payload: { page: 1, size: 10 } },
  {
    name: 'MemberInviteList',
    method: 'POST',
    url: '/api/Member/MemberInviteList',
    payload: { page: 1, size: 10 },
  },
  { name: 'Tickets', method: 'POST', url: '/api/Member/Tickets', payload: { page: 1, size: 10 } },
  {
    name: 'QuestList',
    method: 'POST',
    url: '/api/Mission/QuestList',
    payload: { page: 1, size: 10 },
  },
  { name: 'GameDetail', method: 'POST', url: '/api/Game/GameDetail', payload: { gameId: 1 } },
];

/** The demo member's bearer, signed in through the app. */
export async function demoBearer(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Member/Login',
    payload: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
  });
  const body = response.json<{ status: number; data: { access_token: string } }>();
  if (body.status !== 0) throw new Error(`demo sign-in refused: ${response.body}`);
  return body.data.access_token;
}

/** One read as the member of `bearer`: the envelope's status. */
export async function askRead(
  app: FastifyInstance,
  endpoint: ReadEndpoint,
  bearer: string,
): Promise<number> {
  const response = await app.inject({
    method: endpoint.method,
    url: endpoint.url,
    headers: { authorization: `Bearer ${bearer}`, 'accept-language': 'zh-TW' },
    ...(endpoint.payload ? { payload: endpoint.payload } : {}),
  });
  return response.json<{ status: number }>().status;
}

/**
 * Adds `members` members who each have what a member's reads look at, so a plan that reads a whole
 * table shows: a session, 8 messages, 5 ledger entries (4 check-ins, a claim's credit), a balance,
 * quest progress and a claim, a ticket, a favourite; one in ten invited the next nine, with an
 * invite reward for each of those. Multi-row inserts in one transaction: seconds, not minutes.
 */
export async function growForReads(db: Db, members: number): Promise<void> {
  if (members <= 0) return;
  await db.transaction(async (tx) => {
    const stamp = Date.now().toString(36);
    await tx.query(
      `INSERT INTO members (uid, email, password_hash, nickname, invite_code, status, created_at)
       SELECT 'g' || $2 || '-' || n, 'grown' || n || '-' || $2 || '@gamerhub.test', 'scrypt$unused',
              'Grown' || n, 'GROWN' || $2 || n, 'Actived', now() - n * interval '1 minute'
         FROM generate_series(1, $1::int) AS n`,
      [members, stamp],
    );
    await tx.query(`CREATE TEMP TABLE grown ON COMMIT DROP AS
       SELECT id, row_number() OVER (ORDER BY id) AS n FROM members WHERE uid LIKE 'g%-%'`);
    // One inviter for each run of ten: the next nine members name it.
    await tx.query(`UPDATE members m SET invited_by = i.id
       FROM grown g JOIN grown i ON i.n = g.n - (g.n - 1) % 10
      WHERE m.id = g.id AND g.n <> i.n`);
    await tx.exec('ANALYZE grown');
    await tx.query(`INSERT INTO sessions (member_id, access_token_hash, session_token_hash, expires_at)
       SELECT id, 'grown-a-' || id, 'grown-s-' || id, now() + interval '1 day' FROM grown`);
    await tx.query(`INSERT INTO messages (member_id, icon, template, params, read_at, created_at)
       SELECT g.id, 'system', 'system.maintenance', '{"minutes":30,"at":"02:00 UTC"}',
              CASE WHEN k % 2 = 0 THEN now() END, now() - k * interval '1 hour'
         FROM grown g CROSS JOIN generate_series(1, 8) AS k`);
    await tx.query(`INSERT INTO ledger_entries (member_id, asset, direction, amount, balance_after, kind, source, created_at)
       SELECT g.id, 'POINT', 'credit', 10, 10 * k, CASE WHEN k <= 4 THEN 'checkIn' ELSE 'questClaim' END,
              'grown:' || k, now() - (6 - k) * interval '1 day'
         FROM grown g CROSS JOIN generate_series(1, 5) AS k`);
    await tx.query(
      `INSERT INTO balances (member_id, asset, amount) SELECT id, 'POINT', 120 FROM grown`,
    );
    await tx.query(`INSERT INTO condition_progress (member_id, condition_id, period_key, progress, started_at, completed_at)
       SELECT g.id, c.id, 'once', c.target, now() - interval '2 days', now() - interval '1 day'
         FROM grown g CROSS JOIN (SELECT id, target FROM quest_conditions ORDER BY id LIMIT 3) c`);
    await tx.query(`INSERT INTO quest_claims (member_id, quest_id, period_key, ledger_entry_id, claimed_at)
       SELECT e.member_id, q.id, 'once', e.id, e.created_at
         FROM ledger_entries e JOIN grown g ON g.id = e.member_id
        CROSS JOIN (SELECT id FROM quests ORDER BY id LIMIT 1) q
        WHERE e.kind = 'questClaim'`);
    await tx.query(`INSERT INTO member_tickets (member_id, offer_id, issued_at, expires_at)
       SELECT g.id, o.id, least(now(), o.expires_at) - interval '1 day', o.expires_at
         FROM grown g CROSS JOIN (SELECT id, expires_at FROM ticket_offers ORDER BY id LIMIT 1) o`);
    await tx.query(`INSERT INTO member_favourite_games (member_id, game_id, created_at)
       SELECT g.id, (SELECT min(id) FROM games), now() FROM grown g`);
    await tx.query(`WITH paid AS (
         INSERT INTO ledger_entries (member_id, asset, direction, amount, balance_after, kind, source, created_at)
         SELECT m.invited_by, 'POINT', 'credit', 100, 200, 'inviteReward', 'invitee:' || m.id, now()
           FROM members m JOIN grown g ON g.id = m.id WHERE m.invited_by IS NOT NULL
         RETURNING id, member_id, source, created_at)
       INSERT INTO invite_rewards (invitee_id, inviter_id, email_key, ledger_entry_id, claimed_at)
       SELECT substr(p.source, 9)::int, p.member_id, m.email, p.id, p.created_at
         FROM paid p JOIN members m ON m.id = substr(p.source, 9)::int`);
  });
}
