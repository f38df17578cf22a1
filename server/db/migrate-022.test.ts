// Migration 022 (decision 045): in a database seeded before it, every game whose card genre is
// known gets that genre as its first genre, so the explore filter finds it; a game whose genre is
// unknown gets none; and the new tables refuse addresses off their shapes (decision 046).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './migrate.ts';
import { createTestDb, type TestDb } from '../test-support/test-db.ts';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  const all = await loadMigrations();
  await migrate(
    testDb.db,
    all.filter((m) => m.version < 22),
  );
  await testDb.db.query(
    `INSERT INTO games (slug, name, tag, description, icon, released_at) VALUES
       ('old-rpg', 'Old RPG', '{"en-US":"RPG","zh-TW":"角色扮演","zh-CN":"角色扮演"}',
        '{"en-US":"An RPG."}', 'games/a.svg', '2024-01-01'),
       ('odd-genre', 'Odd Genre', '{"en-US":"Rhythm"}', '{"en-US":"Tap along."}',
        'games/b.svg', '2024-01-01')`,
  );
  await migrate(testDb.db, all);
}, 60_000);
afterAll(async () => {
  await testDb?.cleanup();
});

describe('migration 022', () => {
  it('gives each existing game its known card genre as its first genre', async () => {
    const rows = await testDb.db.query<{ slug: string; genre: string; position: number }>(
      `SELECT g.slug, gg.genre, gg.position FROM game_genres gg JOIN games g ON g.id = gg.game_id
        ORDER BY g.slug`,
    );
    expect(rows).toEqual([{ slug: 'old-rpg', genre: 'rpg', position: 0 }]);
  });

  it('refuses a non-https fallback, a foreign app scheme, and one address without the other', async () => {
    const [game] = await testDb.db.query<{ id: number }>(
      `SELECT id FROM games WHERE slug = 'old-rpg'`,
    );
    const insert = (app: string | null, fallback: string | null) =>
      testDb.db.query(
        `INSERT INTO game_details (game_id, about, app_link, fallback_url)
         VALUES ($1, '{"en-US":"x"}', $2, $3)`,
        [game!.id, app, fallback],
      );
    await expect(insert('gamerhub-x://open', 'http://play.google.com/x')).rejects.toThrow();
    await expect(insert('javascript://alert(1)', 'https://play.google.com/x')).rejects.toThrow();
    await expect(insert('gamerhub-x://open', null)).rejects.toThrow();
    await expect(
      testDb.db.query(
        `INSERT INTO game_social_links (game_id, kind, url) VALUES ($1, 'x', 'http://x.com/a')`,
        [game!.id],
      ),
    ).rejects.toThrow();
    await insert(
      'gamerhub-x://open?game=old-rpg',
      'https://play.google.com/store/apps/details?id=x',
    );
  });
});
