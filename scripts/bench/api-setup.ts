// Prepares the bench's fresh PGlite folder, or fresh PostgreSQL schema (`--database-url`, issue 31),
// before the server opens it (issue 11's Claim bench):
// migrates and seeds it as a start would, then adds `--members` activated members, each with a
// session, and one quest with an interactive condition that every one of them has completed, so
// each Claim request of the bench pays a real credit for a member of its own. Prints
// `{ questId, tokens }` as JSON on stdout. Straight to the database: signing thousands of members up
// through the API would measure scrypt and the code limits instead.
//
// `--population n` (the scale bench, scripts/bench/scale.mjs): first n members with a history each
// (bulk-seed.ts), the board being theirs; the `--members` who act in the bench are the first of them
// rather than members of their own.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { openPgDb } from '../../server/db/pg-db.ts';
import { openPgliteDb } from '../../server/db/pglite-db.ts';
import { prepareDb } from '../../server/db/prepare.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { codeHasher, codeKey } from '../../server/auth/codes.ts';
import { bulkSeed } from './bulk-seed.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    members: { type: 'string', default: '20000' },
    population: { type: 'string' },
  },
});
const dataDir = values['data-dir'];
const databaseUrl = values['database-url'];
/** The Withdraw bench's mailed code, stored for every member (each used once). */
const WITHDRAW_CODE = '246810';
/** GACT (micro-units) for a member's withdrawals: 1,000 GACT. */
const SPENDABLE_GACT = 1_000_000_000;
/** Enough for every redeem and open the bench can send for one member. */
const SPENDABLE_POINTS = 1_000_000;
/** Members on the Leaderboard bench's board: the Claim members plus members without sessions. */
const BOARD_MEMBERS = 100_000;
const count = Number(values.members);
const population = values.population === undefined ? 0 : Number(values.population);
if (
  !(dataDir || databaseUrl) ||
  !Number.isInteger(count) ||
  count < 1 ||
  !Number.isInteger(population) ||
  (population > 0 && population < count)
)
  throw new Error(
    'Usage: tsx scripts/bench/api-setup.ts (--data-dir <dir> | --database-url <url>) [--members <n>]\n' +
      '       [--population <n ≥ members>]',
  );

const db = databaseUrl
  ? openPgDb({ connectionString: databaseUrl, max: 2 })
  : await openPgliteDb(dataDir);
try {
  await prepareDb(db);
  if (population > 0)
    await bulkSeed(db, { members: population, uidPrefix: 'b', emailPrefix: 'bench' });
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  /** The members who act in the bench, in token order. */
  const actors: number[] = [];
  const questId = await db.transaction(async (tx) => {
    const [quest] = await tx.query<{ id: number }>(
      `INSERT INTO quests (kind, title, description, image, reward_points, starts_at, sort_order)
       VALUES ('oneTime', '{"en-US":"Bench claim","zh-TW":"壓測領取","zh-CN":"压测领取"}',
               '{"en-US":"Bench"}', 'quests/follow-x.svg', 10, now() - interval '1 day', 1000)
       RETURNING id`,
    );
    const [condition] = await tx.query<{ id: number }>(
      `INSERT INTO quest_conditions (quest_id, type, target, link, label)
       VALUES ($1, 'interactive', 1, 'https://gamerhub.example/bench', '{"en-US":"Bench"}') RETURNING id`,
      [quest!.id],
    );
    const chunk = 2000;
    for (let start = 0; start < count; start += chunk) {
      const slice = tokens.slice(start, start + chunk);
      // With a population, its members b0, b1… (bulk-seed.ts) act; otherwise members of their own.
      const ids = await tx.query<{ id: number }>(
        population > 0
          ? `SELECT m.id FROM generate_series($1::int, $2::int) AS n JOIN members m ON m.uid = 'b' || n
              ORDER BY n`
          : `INSERT INTO members (uid, email, password_hash, nickname, invite_code, status)
             SELECT 'b' || n, 'bench' || n || '@gamerhub.test', 'scrypt$unused', 'Bench' || n, 'BENCH' || n, 'Actived'
               FROM generate_series($1::int, $2::int) AS n
             RETURNING id`,
        [start, start + slice.length - 1],
      );
      actors.push(...ids.map((r) => r.id));
      await tx.query(
        `INSERT INTO sessions (member_id, access_token_hash, session_token_hash, expires_at)
         SELECT m, a, s, now() + interval '1 day'
           FROM unnest($1::int[], $2::text[], $3::text[]) AS t(m, a, s)`,
        [
          ids.map((r) => r.id),
          slice.map((token) => hashToken(token)),
          slice.map(() => hashToken(randomBytes(32).toString('base64url'))),
        ],
      );
      await tx.query(
        `INSERT INTO condition_progress (member_id, condition_id, period_key, progress, started_at, completed_at)
         SELECT m, $2, 'once', 1, now(), now() FROM unnest($1::int[]) AS m`,
        [ids.map((r) => r.id), condition!.id],
      );
      // Points to spend (issue 12's RedeemPrize and OpenLootbox benches): an opening credit and
      // its balance, as the ledger would have written them (on top of a population member's own).
      await tx.query(
        `WITH entries AS (
           INSERT INTO ledger_entries (member_id, asset, direction, amount, balance_after, kind, source, created_at)
           SELECT m, 'POINT', 'credit', $2, coalesce(b.amount, 0) + $2, 'opening', 'bench:opening', now()
             FROM unnest($1::int[]) AS m
             LEFT JOIN balances b ON b.member_id = m AND b.asset = 'POINT'
           RETURNING member_id, balance_after)
         INSERT INTO balances (member_id, asset, amount) SELECT member_id, 'POINT', balance_after FROM entries
         ON CONFLICT (member_id, asset) DO UPDATE SET amount = EXCLUDED.amount`,
        [ids.map((r) => r.id), SPENDABLE_POINTS],
      );
    }
    return quest!.id;
  });
  // The Leaderboard bench (issue 13): 100,000 members on the board. The members above earn a
  // varied amount this week, and members without sessions fill the rest; the ledger's trigger
  // (migration 010) keeps the scores, as it would for real earnings.
  await db.transaction(async (tx) => {
    await tx.query(
      `WITH earned AS (
         INSERT INTO ledger_entries (member_id, asset, direction, amount, balance_after, kind, source, created_at)
         SELECT b.member_id, 'POINT', 'credit', 1 + (b.member_id * 7919) % 5000,
                b.amount + 1 + (b.member_id * 7919) % 5000, 'benchEarned', 'bench:earned',
                now() - ((b.member_id % 600) * interval '1 minute')
           FROM balances b
          WHERE b.asset = 'POINT' AND b.member_id = ANY($1::int[])
         RETURNING member_id, amount)
       UPDATE balances b SET amount = b.amount + e.amount
         FROM earned e WHERE b.member_id = e.member_id AND b.asset = 'POINT'`,
      [actors],
    );
    // With a population, the board is the population's.
    const others = population > 0 ? 0 : Math.max(0, BOARD_MEMBERS - count);
    await tx.query(
      `WITH added AS (
         INSERT INTO members (uid, email, password_hash, nickname, invite_code, status)
         SELECT 'r' || n, 'board' || n || '@gamerhub.test', 'scrypt$unused', 'Ranked' || n, 'BOARD' || n, 'Actived'
           FROM generate_series(1, $1::int) AS n
         RETURNING id),
       earned AS (
         INSERT INTO ledger_entries (member_id, asset, direction, amount, balance_after, kind, source, created_at)
         SELECT id, 'POINT', 'credit', 1 + (id * 7919) % 2000000, 1 + (id * 7919) % 2000000,
                'benchEarned', 'bench:earned', now() - ((id % 600) * interval '1 minute')
           FROM added
         RETURNING member_id, amount)
       INSERT INTO balances (member_id, asset, amount) SELECT member_id, 'POINT', amount FROM earned`,
      [others],
    );
  });
  // The wallet history bench (issue 14, decision 038): the first bench member gets 10,000 more
  // entries over about a year, so a page of the newest is read from a long history.
  await db.query(
    `WITH member AS (SELECT id FROM members WHERE uid = 'b0'),
     base AS (SELECT b.amount FROM balances b JOIN member m ON m.id = b.member_id WHERE b.asset = 'POINT'),
     added AS (
       INSERT INTO ledger_entries (member_id, asset, direction, amount, balance_after, kind, source, created_at)
       SELECT (SELECT id FROM member), 'POINT', 'credit', 1, (SELECT amount FROM base) + n,
              (ARRAY['checkIn', 'questClaim', 'eventClaim', 'seedEarned'])[1 + n % 4],
              'bench:history:' || n, now() - ((10000 - n) * interval '50 minutes')
         FROM generate_series(1, 10000) AS n
       RETURNING 1)
     UPDATE balances SET amount = amount + (SELECT count(*) FROM added)
      WHERE member_id = (SELECT id FROM member) AND asset = 'POINT'`,
  );
  // The Withdraw bench (issue 31): every member may withdraw (a passed KYC), holds GACT, and has a
  // live Transfer code, as if just mailed, hashed with the key the server will use.
  const hasher = codeHasher(await codeKey(db, process.env.CODE_PEPPER?.trim() || null));
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO kyc_applications (member_id, status, first_name, last_name, gender, date_of_birth,
         id_number, issuing_country, nationality, phone, industry, occupation, place_of_birth,
         residence_country, address, submitted_at, reviewed_at)
       SELECT id, 'AdminPass', 'Bench', 'Member', 'Other', '1995-04-12', 'B1234567', 'TW', 'TW',
              '+886912345678', 'Technology', 'Bench', 'Taipei', 'TW', '1 Bench Road, Taipei',
              now() - interval '2 days', now() - interval '1 day'
         FROM unnest($1::int[]) AS id`,
      [actors],
    );
    await tx.query(
      `WITH entries AS (
         INSERT INTO ledger_entries (member_id, asset, direction, amount, balance_after, kind, source, created_at)
         SELECT id, 'GACT', 'credit', $1, $1, 'opening', 'bench:gact', now() FROM unnest($2::int[]) AS id
         RETURNING member_id)
       INSERT INTO balances (member_id, asset, amount) SELECT member_id, 'GACT', $1 FROM entries`,
      [SPENDABLE_GACT, actors],
    );
    const emails = Array.from({ length: count }, (_, n) => `bench${n}@gamerhub.test`);
    await tx.query(
      `INSERT INTO verification_codes (email, code_type, code_hash, created_at, expires_at)
       SELECT e, 'Transfer', h, now(), now() + interval '1 day' FROM unnest($1::text[], $2::text[]) AS t(e, h)`,
      [emails, emails.map((email) => hasher.hash(`Transfer:${email}`, WITHDRAW_CODE))],
    );
  });
  // A prize nobody runs out of, without limits: every redeem pays and writes a record.
  const [prize] = await db.query<{ id: number }>(
    `INSERT INTO prizes (kind, name, description, image, cost_points, stock, sort_order)
     VALUES ('digital', '{"en-US":"Bench prize","zh-TW":"壓測獎品","zh-CN":"压测奖品"}',
             '{"en-US":"Bench"}', 'prizes/ember-booster.svg', 10, 100000000, 1000)
     RETURNING id`,
  );
  // The seeded box that costs least: every open debits, draws and fills the inventory.
  const [box] = await db.query<{ id: number }>(
    'SELECT id FROM lootboxes ORDER BY cost_points, id LIMIT 1',
  );
  // The UseItem bench (issue 31): a usable item of their own for each member, in token order.
  const given = await db.query<{ id: number; member_id: number }>(
    `INSERT INTO inventory_items (member_id, item_id, acquired_at)
     SELECT m, (SELECT id FROM lootbox_items WHERE usable ORDER BY id LIMIT 1), now()
       FROM unnest($1::int[]) AS m
     RETURNING id, member_id`,
    [actors],
  );
  const itemOf = new Map(given.map((r) => [r.member_id, r.id]));
  const itemIds = actors.map((m) => itemOf.get(m)!);
  process.stdout.write(
    `${JSON.stringify({ questId, prizeId: prize!.id, lootboxId: box!.id, withdrawCode: WITHDRAW_CODE, itemIds, tokens })}\n`,
  );
} finally {
  await db.close();
}
