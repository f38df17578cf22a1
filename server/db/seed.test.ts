import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { seed } from './seed.ts';
import { TEST_SCRYPT_PARAMS, passwordHasher } from '../auth/password.ts';
import {
  DEMO_MEMBER,
  DEMO_MESSAGE_COUNT,
  SEED_GAMES,
  SEED_MEMBERS,
  SEED_NEWS,
  seedImagePaths,
} from './seed-data.ts';
import { createTestDb, type TestDb } from '../test-support/test-db.ts';
import { IMAGES_DIR } from '../paths.ts';
import { gactMinor } from './seed-quests.ts';
import { SEED_QUESTS } from './seed-quests-data.ts';
import { SEED_BOARD_NICKNAMES } from './seed-leaderboard-data.ts';

/** The demo members hashed at the test cost: this file is about seeding, not scrypt. */
const passwords = passwordHasher(TEST_SCRYPT_PARAMS);

async function counts(testDb: TestDb) {
  const [row] = await testDb.db.query(
    `SELECT (SELECT count(*)::int FROM members) AS members, (SELECT count(*)::int FROM games) AS games,
            (SELECT count(*)::int FROM news) AS news, (SELECT count(*)::int FROM messages) AS messages,
            (SELECT count(*)::int FROM banners) AS banners`,
  );
  return row;
}

describe('seed', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
    await migrate(testDb.db);
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('fills an empty database once, and is a no-op afterwards (also when raced)', async () => {
    const results = await Promise.all([seed(testDb.db, passwords), seed(testDb.db, passwords)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const first = await counts(testDb);
    expect(first).toMatchObject({
      members: SEED_MEMBERS.length + SEED_BOARD_NICKNAMES.length,
      games: SEED_GAMES.length,
      news: SEED_NEWS.length,
    });
    expect(await seed(testDb.db, passwords)).toBe(false);
    expect(await counts(testDb)).toEqual(first);
  });

  it('gives the demo member what the screens need', async () => {
    const [demo] = await testDb.db.query<{
      id: number;
      status: string;
      level: number;
      gact: string;
      login_count: number;
    }>(
      `SELECT id, status, level, login_count,
              (SELECT trim_scale(amount / 1000000.0)::text FROM balances
                WHERE member_id = members.id AND asset = 'GACT') AS gact
         FROM members WHERE email = $1`,
      [DEMO_MEMBER.email],
    );
    expect(demo).toMatchObject({
      status: 'Actived',
      level: 2,
      gact: DEMO_MEMBER.gact,
      login_count: 0,
    });
    const [msgs] = await testDb.db.query<{ total: number; unread: number }>(
      'SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread FROM messages WHERE member_id = $1',
      [demo!.id],
    );
    expect(msgs!.total).toBe(DEMO_MESSAGE_COUNT);
    expect(msgs!.unread).toBeGreaterThan(0);
    expect(msgs!.unread).toBeLessThan(DEMO_MESSAGE_COUNT);
  });

  it('builds every balance from the ledger: what SEED_MEMBERS hold, sum(ledger) = balance', async () => {
    const rows = await testDb.db.query<{
      uid: string;
      point: string;
      gact: string;
      point_sum: string;
      gact_sum: string;
      history: number;
    }>(
      `SELECT m.uid,
              (SELECT amount::text FROM balances WHERE member_id = m.id AND asset = 'POINT') AS point,
              (SELECT amount::text FROM balances WHERE member_id = m.id AND asset = 'GACT') AS gact,
              (SELECT coalesce(sum(CASE direction WHEN 'credit' THEN amount ELSE -amount END), 0)::text
                 FROM ledger_entries WHERE member_id = m.id AND asset = 'POINT') AS point_sum,
              (SELECT coalesce(sum(CASE direction WHEN 'credit' THEN amount ELSE -amount END), 0)::text
                 FROM ledger_entries WHERE member_id = m.id AND asset = 'GACT') AS gact_sum,
              (SELECT count(*)::int FROM ledger_entries
                WHERE member_id = m.id AND kind IN ('questClaim', 'eventClaim')) AS history
         FROM members m`,
    );
    for (const m of SEED_MEMBERS) {
      const row = rows.find((r) => r.uid === m.uid)!;
      expect(row.point).toBe(String(m.points));
      expect(row.point_sum).toBe(row.point);
      expect(BigInt(row.gact)).toBe(gactMinor(m.gact));
      expect(row.gact_sum).toBe(row.gact);
    }
    expect(rows.find((r) => r.uid === DEMO_MEMBER.uid)!.history).toBeGreaterThanOrEqual(4);
  });

  it('seeds quests in every state for the demo and events live, upcoming and ended', async () => {
    const [counts] = await testDb.db.query<{
      platform: number;
      game: number;
      live: number;
      upcoming: number;
      ended: number;
      languages: number;
    }>(
      `SELECT count(*) FILTER (WHERE game_id IS NULL AND event_id IS NULL)::int AS platform,
              count(*) FILTER (WHERE game_id IS NOT NULL AND event_id IS NULL)::int AS game,
              (SELECT count(*)::int FROM major_events WHERE starts_at <= now() AND ends_at > now()) AS live,
              (SELECT count(*)::int FROM major_events WHERE starts_at > now()) AS upcoming,
              (SELECT count(*)::int FROM major_events WHERE ends_at <= now()) AS ended,
              count(*) FILTER (WHERE title ?& array['en-US', 'zh-TW', 'zh-CN']
                                 AND title->>'zh-TW' <> title->>'en-US')::int AS languages
         FROM quests`,
    );
    expect(counts!.platform).toBeGreaterThanOrEqual(4);
    expect(counts!.game).toBeGreaterThanOrEqual(6);
    expect(counts).toMatchObject({ live: 1, upcoming: 1, ended: 1 });
    expect(counts!.languages).toBe(SEED_QUESTS.length);
  });

  it('stores scrypt hashes, never the passwords', async () => {
    const rows = await testDb.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM members',
    );
    for (const { password_hash } of rows) {
      expect(password_hash).toMatch(/^scrypt\$/);
      for (const m of SEED_MEMBERS) expect(password_hash).not.toContain(m.password);
    }
  });

  it('has an image file for every image path it refers to', () => {
    const missing = seedImagePaths().filter((p) => !existsSync(path.join(IMAGES_DIR, p)));
    expect(missing).toEqual([]);
  });
});
