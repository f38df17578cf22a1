// Issue 11's concurrency target: 50 identical claims at once × 100 trials → exactly one ledger
// credit per trial and the same receipt in every answer; the same for ClaimMission. Runs on PGlite
// by default and on PostgreSQL when TEST_DATABASE_URL is set, where it also splits the requests
// between two apps on one database (docs/architecture.md "Scale out"). A fresh member per trial, one database.
// Decision 071: only a quest with a winner limit makes its claims take turns; many members on a
// quest without one, and many members each sending copies on a limited one, are raced too.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import { ClaimReceiptSchema } from '../../../src/features/quests/api/schemas/quest.ts';
import type { Db } from '../../db/db.ts';
import { TEST_DATABASE_URL } from '../../test-support/test-db.ts';
import { eventIdOf, expectLedgerConsistent, makeMember } from '../../test-support/quest-helpers.ts';
import { concurrencyApps } from '../../test-support/second-app.ts';
import { appFor, burst } from '../../test-support/burst.ts';

const TRIALS = 100;
const CONCURRENT = 50;

const t = concurrencyApps();
let questId = 0;
let eventQuestId = 0;
let eventId = 0;
let limitedId = 0;

async function freeQuest(db: Db, extra: { eventId?: number; winnerLimit?: number } = {}) {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO quests (kind, event_id, title, description, image, reward_points, starts_at, winner_limit)
     VALUES ($1, $2, '{"en-US":"Race","zh-TW":"競速","zh-CN":"竞速"}', '{"en-US":"Race"}',
             'quests/race.svg', 25, now() - interval '1 day', $3)
     RETURNING id`,
    [extra.eventId ? 'event' : 'oneTime', extra.eventId ?? null, extra.winnerLimit ?? null],
  );
  return row!.id;
}

beforeAll(async () => {
  const db = t.testDb.db;
  eventId = await eventIdOf(db, 'winter-clash');
  questId = await freeQuest(db);
  eventQuestId = await freeQuest(db, { eventId });
  limitedId = await freeQuest(db, { winnerLimit: 1 });
}, 60_000);

type Body = { status: number; data: unknown };

async function claimAll(
  apps: FastifyInstance[],
  url: string,
  payload: object,
  accessToken: string,
): Promise<Body[]> {
  const responses = await burst(CONCURRENT, (i) =>
    appFor(apps, i).inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${accessToken}` },
    }),
  );
  return responses.map((r) => r.json<Body>());
}

/** `copies` claims of `quest` by each member, all at once, dealt out to the apps: statuses per member. */
async function claimByMembers(
  members: { accessToken: string }[],
  copies: number,
  quest: number,
): Promise<number[][]> {
  const responses = await burst(members.length * copies, (i) =>
    appFor(t.apps, i).inject({
      method: 'POST',
      url: ENDPOINTS.claim.path,
      payload: { questId: quest },
      headers: { authorization: `Bearer ${members[i % members.length]!.accessToken}` },
    }),
  );
  return members.map((_, m) =>
    responses.filter((_, i) => i % members.length === m).map((r) => r.json<Body>().status),
  );
}

/** The quest's count as kept (migration 029's shards) and its claims counted. */
async function keptCount(quest: number) {
  const [row] = await t.testDb.db.query<{ kept: number; claims: number }>(
    `SELECT (SELECT coalesce(sum(n), 0)::int FROM quest_claim_counts WHERE quest_id = $1) AS kept,
            (SELECT count(*)::int FROM quest_claims WHERE quest_id = $1) AS claims`,
    [quest],
  );
  return row;
}

async function trials(apps: FastifyInstance[], url: string, payload: object, kind: string) {
  const db = t.testDb.db;
  for (let trial = 0; trial < TRIALS; trial += 1) {
    const member = await makeMember(db);
    const bodies = await claimAll(apps, url, payload, member.accessToken);
    const [first] = bodies;
    expect(first!.status).toBe(0);
    const receipt = ClaimReceiptSchema.parse(first!.data);
    for (const body of bodies) expect(body).toEqual(first);
    const entries = await db.query<{ id: number }>(
      'SELECT id FROM ledger_entries WHERE member_id = $1 AND kind = $2',
      [member.id, kind],
    );
    expect(entries).toEqual([{ id: receipt.entryId }]);
    expect(await expectLedgerConsistent(db, member.id)).toBe(25n);
  }
}

describe(`${CONCURRENT} identical claims at once × ${TRIALS} trials (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('Claim: one credit per trial, every answer the same receipt', async () => {
    await trials([t.app], ENDPOINTS.claim.path, { questId }, 'questClaim');
  }, 300_000);

  it('ClaimMission: one credit per trial, every answer the same receipt', async () => {
    await trials(
      [t.app],
      ENDPOINTS.claimMission.path,
      { eventId, questId: eventQuestId },
      'eventClaim',
    );
  }, 300_000);

  it('a winner limit of 1 raced by 50 members has exactly one winner', async () => {
    const db = t.testDb.db;
    const members = await burst(CONCURRENT, () => makeMember(db));
    const apps = t.apps;
    const bodies = await Promise.all(
      members.map((m, i) =>
        appFor(apps, i).inject({
          method: 'POST',
          url: ENDPOINTS.claim.path,
          payload: { questId: limitedId },
          headers: { authorization: `Bearer ${m.accessToken}` },
        }),
      ),
    );
    const statuses = bodies.map((b) => b.json<Body>().status);
    expect(statuses.filter((s) => s === 0)).toHaveLength(1);
    expect(statuses.filter((s) => s === STATUS.QuestWinnersFull.code)).toHaveLength(CONCURRENT - 1);
    const [claims] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM quest_claims WHERE quest_id = $1',
      [limitedId],
    );
    expect(claims!.n).toBe(1);
  }, 60_000);

  it('a quest without a limit raced by 50 members: each paid once, counted 50', async () => {
    const db = t.testDb.db;
    const open = await freeQuest(db);
    const members = await burst(CONCURRENT, () => makeMember(db));
    const statuses = await claimByMembers(members, 1, open);
    expect(statuses.flat()).toEqual(Array(CONCURRENT).fill(0));
    for (const m of members) expect(await expectLedgerConsistent(db, m.id)).toBe(25n);
    expect(await keptCount(open)).toEqual({ kept: CONCURRENT, claims: CONCURRENT });
  }, 60_000);

  it('a limit of 3 raced by 10 members × 5 copies: 3 winners, each paid once, copies alike', async () => {
    const db = t.testDb.db;
    const limited = await freeQuest(db, { winnerLimit: 3 });
    const members = await burst(10, () => makeMember(db));
    const statuses = await claimByMembers(members, 5, limited);
    // A member's copies all get the first copy's answer: the receipt, or full.
    for (const copies of statuses) expect(new Set(copies).size).toBe(1);
    const won = members.filter((_, i) => statuses[i]![0] === 0);
    expect(won).toHaveLength(3);
    expect(statuses.filter((c) => c[0] === STATUS.QuestWinnersFull.code)).toHaveLength(7);
    for (const m of won) expect(await expectLedgerConsistent(db, m.id)).toBe(25n);
    expect(await keptCount(limited)).toEqual({ kept: 3, claims: 3 });
  }, 60_000);

  it.skipIf(!TEST_DATABASE_URL)(
    'two apps on one PostgreSQL, requests split between them: still one credit per trial',
    async () => {
      const apps = [t.app, t.second!.app];
      await trials(apps, ENDPOINTS.claim.path, { questId }, 'questClaim');
      await trials(
        apps,
        ENDPOINTS.claimMission.path,
        { eventId, questId: eventQuestId },
        'eventClaim',
      );
    },
    400_000,
  );
});
