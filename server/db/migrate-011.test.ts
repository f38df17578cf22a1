// Migration 011's rules that decision 031 relies on: the badge catalogue ships with it in three
// languages, a member holds a badge and an offer's ticket at most once, a ticket expires after it
// was issued and is used in between, and an offer is earned one way at most.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { createTestDb, type TestDb } from '../test-support/test-db.ts';

let testDb: TestDb;
let memberId = 0;
let offerId = 0;
let eventId = 0;

beforeAll(async () => {
  testDb = await createTestDb();
  await migrate(testDb.db);
  const db = testDb.db;
  const [member] = await db.query<{ id: number }>(
    `INSERT INTO members (uid, email, password_hash, nickname, invite_code, status)
     VALUES ('m11', 'm11@gamerhub.test', 'x', 'm11', 'M11', 'Actived') RETURNING id`,
  );
  memberId = member!.id;
  const [event] = await db.query<{ id: number }>(
    `INSERT INTO major_events (title, description, image, starts_at, ends_at)
     VALUES ('{"en-US":"E"}', '{"en-US":"E"}', 'e.svg', now(), now() + interval '1 day') RETURNING id`,
  );
  eventId = event!.id;
  const [offer] = await db.query<{ id: number }>(
    `INSERT INTO ticket_offers (event_id, purpose, expires_at)
     VALUES ($1, '{"en-US":"Draw"}', now() + interval '2 days') RETURNING id`,
    [eventId],
  );
  offerId = offer!.id;
}, 60_000);
afterAll(async () => {
  await testDb?.cleanup();
});

describe('migration 011', () => {
  it('ships the catalogue, every name and criterion in en-US, zh-TW and zh-CN', async () => {
    const rows = await testDb.db.query<{ code: string; name: object; description: object }>(
      'SELECT code, name, description FROM achievements ORDER BY sort_order',
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows)
      for (const texts of [row.name, row.description])
        expect(Object.keys(texts).sort(), row.code).toEqual(['en-US', 'zh-CN', 'zh-TW']);
  });

  it('a badge once per member', async () => {
    const [badge] = await testDb.db.query<{ id: number }>('SELECT id FROM achievements LIMIT 1');
    const unlock = () =>
      testDb.db.query(
        'INSERT INTO member_achievements (member_id, achievement_id, unlocked_at) VALUES ($1, $2, now())',
        [memberId, badge!.id],
      );
    await unlock();
    await expect(unlock()).rejects.toThrow();
  });

  it('a ticket once per member and offer, expiring after it was issued, used in between', async () => {
    const issue = (issued: string, expires: string, used: string | null) =>
      testDb.db.query(
        `INSERT INTO member_tickets (member_id, offer_id, issued_at, expires_at, used_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [memberId, offerId, issued, expires, used],
      );
    await expect(issue('2026-02-01T00:00Z', '2026-01-01T00:00Z', null)).rejects.toThrow();
    await expect(
      issue('2026-02-01T00:00Z', '2026-03-01T00:00Z', '2026-01-15T00:00Z'),
    ).rejects.toThrow();
    await issue('2026-02-01T00:00Z', '2026-03-01T00:00Z', null);
    await expect(issue('2026-02-02T00:00Z', '2026-03-01T00:00Z', null)).rejects.toThrow();
  });

  it('an offer is earned by a quest or by check-ins, not both', async () => {
    const [quest] = await testDb.db.query<{ id: number }>(
      `INSERT INTO quests (kind, event_id, title, description, image, reward_points, starts_at)
       VALUES ('event', $1, '{"en-US":"Q"}', '{"en-US":"Q"}', 'q.svg', 5, now()) RETURNING id`,
      [eventId],
    );
    await expect(
      testDb.db.query(
        `INSERT INTO ticket_offers (event_id, quest_id, check_in_days, purpose, expires_at)
         VALUES ($1, $2, 3, '{"en-US":"X"}', now())`,
        [eventId, quest!.id],
      ),
    ).rejects.toThrow();
  });
});
