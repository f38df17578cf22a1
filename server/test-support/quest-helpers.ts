// Test helpers for the quest routes: seeded quests by key, members made on the spot, the game's
// secret header. Ids are looked up, never assumed.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db, Queryable } from '../db/db.ts';
import { SEED_EVENTS, SEED_QUESTS } from '../db/seed-quests-data.ts';
import { SEED_PARTNERS } from '../db/seed-data.ts';
import { createSession } from '../domain/shared/sessions.ts';
import { envelopeOf, type TestApp } from './test-app.ts';

export async function questIdOf(db: Queryable, key: string): Promise<number> {
  const quest = SEED_QUESTS.find((q) => q.key === key);
  if (!quest) throw new Error(`no seeded quest ${key}`);
  const [row] = await db.query<{ id: number }>(`SELECT id FROM quests WHERE title->>'en-US' = $1`, [
    quest.title['en-US'],
  ]);
  return row!.id;
}

export async function eventIdOf(db: Queryable, key: string): Promise<number> {
  const event = SEED_EVENTS.find((e) => e.key === key)!;
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM major_events WHERE title->>'en-US' = $1`,
    [event.title['en-US']],
  );
  return row!.id;
}

export async function conditionIdsOf(db: Queryable, questId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM quest_conditions WHERE quest_id = $1 ORDER BY sort_order, id',
    [questId],
  );
  return rows.map((r) => r.id);
}

export async function gameIdOf(db: Queryable, slug: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM games WHERE slug = $1', [slug]);
  return row!.id;
}

let made = 0;

/**
 * An activated member with a session, written straight to the database (signing up through the
 * API would spend the per-address code limits). Returns its id, uid and bearer.
 */
export async function makeMember(
  db: Db,
  options: { level?: number; timeZone?: string } = {},
): Promise<{ id: number; uid: string; accessToken: string }> {
  made += 1;
  const tag = `${process.pid}${Date.now().toString(36)}${made}`;
  const [row] = await db.query<{ id: number; uid: string }>(
    `INSERT INTO members (uid, email, password_hash, nickname, invite_code, status, level, time_zone)
     VALUES (nextval('member_uid_seq')::text, $1, 'scrypt$unused', $2, $3, 'Actived', $4, $5)
     RETURNING id, uid`,
    [
      `quester-${tag}@gamerhub.test`,
      `Quester${made}`,
      `Q${tag}`.slice(0, 32),
      options.level ?? 0,
      options.timeZone ?? 'UTC',
    ],
  );
  const { accessToken } = await createSession(db, row!.id);
  return { id: row!.id, uid: row!.uid, accessToken };
}

export function gameSecretHeader(gameId: number, slug: string): string {
  const partner = SEED_PARTNERS.find((p) => p.gameSlug === slug)!;
  return `GameSecret ${gameId}:${partner.secret}`;
}

export async function gameCall(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  authorization: string,
) {
  return envelopeOf(
    await app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { authorization },
    }),
  );
}

/** The sum of a member's ledger equals the balance, which is never negative. */
export async function expectLedgerConsistent(db: Queryable, memberId: number): Promise<bigint> {
  const [row] = await db.query<{ ledger: string; balance: string; last: string | null }>(
    `SELECT (SELECT coalesce(sum(CASE direction WHEN 'credit' THEN amount ELSE -amount END), 0)::text
               FROM ledger_entries WHERE member_id = $1 AND asset = 'POINT') AS ledger,
            (SELECT coalesce(max(amount), 0)::text FROM balances
              WHERE member_id = $1 AND asset = 'POINT') AS balance,
            (SELECT balance_after::text FROM ledger_entries WHERE member_id = $1 AND asset = 'POINT'
              ORDER BY id DESC LIMIT 1) AS last`,
    [memberId],
  );
  expect(row!.ledger).toBe(row!.balance);
  expect(BigInt(row!.balance)).toBeGreaterThanOrEqual(0n);
  if (row!.last !== null) expect(row!.last).toBe(row!.balance);
  return BigInt(row!.balance);
}

export type { TestApp };
