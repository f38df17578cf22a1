// Migration 019 (decision 041): messages written as English sentences before it become templates
// (the seed's words map to their template and read in every language; any other words are kept
// under `plain`), and announcements are dismissed once per member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './migrate.ts';
import { createTestDb, type TestDb } from '../test-support/test-db.ts';
import { renderMessage, type MessageParams } from '../domain/shared/message-catalogue.ts';

let testDb: TestDb;
let memberId = 0;

const OLD = [
  ['Friend joined', 'LunaByte joined with your invite code. Claim your invite reward.'],
  ['Points exchanged', 'You exchanged 200 points for a Pixel Orchard seed pack.'],
  ['You placed in an event', 'You finished 42nd in the Starfall Tactics tournament.'],
  ['Hello', 'A message someone wrote by hand {{not a placeholder}}.'],
] as const;

beforeAll(async () => {
  testDb = await createTestDb();
  const all = await loadMigrations();
  await migrate(
    testDb.db,
    all.filter((m) => m.version < 19),
  );
  const [member] = await testDb.db.query<{ id: number }>(
    `INSERT INTO members (uid, email, password_hash, nickname, invite_code, status)
     VALUES ('m19', 'm19@gamerhub.test', 'x', 'm19', 'M19', 'Actived') RETURNING id`,
  );
  memberId = member!.id;
  for (const [title, content] of OLD)
    await testDb.db.query(
      `INSERT INTO messages (member_id, icon, title, content) VALUES ($1, 'icons/system.svg', $2, $3)`,
      [memberId, title, content],
    );
  await migrate(testDb.db, all);
}, 60_000);
afterAll(async () => {
  await testDb?.cleanup();
});

type Row = { template: string; params: MessageParams };
const rows = () =>
  testDb.db.query<Row>('SELECT template, params FROM messages WHERE member_id = $1 ORDER BY id', [
    memberId,
  ]);

describe('migration 019', () => {
  it("maps the seed's English messages to their templates, which read the same in English", async () => {
    const migrated = await rows();
    expect(migrated.map((r) => r.template)).toEqual([
      'invite.friendJoined',
      'wallet.pointsExchanged',
      'event.placed',
      'plain',
    ]);
    const [joined, exchanged] = migrated;
    expect(renderMessage(joined!.template, joined!.params, 'en-US')).toEqual({
      title: OLD[0][0],
      content: OLD[0][1],
    });
    // Read in today's words: redeeming points is "redeem" (decision 051), not the old "exchange".
    expect(renderMessage(exchanged!.template, exchanged!.params, 'en-US')).toEqual({
      title: 'Points redeemed',
      content: 'You redeemed 200 points for a Pixel Orchard seed pack.',
    });
    expect(renderMessage(exchanged!.template, exchanged!.params, 'zh-TW').content).toBe(
      // Since migration 026 the seed pack carries the game's Chinese name.
      '你用 200 積分兌換了像素果園種子包。',
    );
  });

  it('keeps words it cannot map exactly as written, in every language', async () => {
    const plain = (await rows())[3]!;
    for (const language of ['en-US', 'zh-TW', 'zh-CN'] as const)
      expect(renderMessage(plain.template, plain.params, language)).toEqual({
        title: OLD[3][0],
        content: OLD[3][1],
      });
  });

  it('drops the sentence columns: a message is a template and its parameters now', async () => {
    const columns = await testDb.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'messages' AND table_schema = current_schema()`,
    );
    const names = columns.map((c) => c.column_name);
    expect(names).toEqual(expect.arrayContaining(['template', 'params']));
    expect(names).not.toContain('title');
    expect(names).not.toContain('content');
    await expect(
      testDb.db.query(
        `INSERT INTO messages (member_id, icon, template, params) VALUES ($1, 'i', 'plain', '[]')`,
        [memberId],
      ),
    ).rejects.toThrow();
  });

  it('one dismissal per member and announcement; an end before the start is refused', async () => {
    const [a] = await testDb.db.query<{ id: number }>(
      `INSERT INTO announcements (slug, title, body, starts_at)
       VALUES ('a', '{"en-US":"A"}', '{"en-US":"B"}', now()) RETURNING id`,
    );
    const dismiss = () =>
      testDb.db.query(
        `INSERT INTO announcement_dismissals (member_id, announcement_id, dismissed_at) VALUES ($1, $2, now())`,
        [memberId, a!.id],
      );
    await dismiss();
    await expect(dismiss()).rejects.toThrow();
    await expect(
      testDb.db.query(
        `INSERT INTO announcements (slug, title, body, starts_at, ends_at)
         VALUES ('b', '{}', '{}', now(), now() - interval '1 hour')`,
      ),
    ).rejects.toThrow();
  });
});
