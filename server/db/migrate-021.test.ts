// Migration 021 (decision 044): a database seeded before it, in English only, ends with every seeded
// genre, description, news text and banner title in en-US, zh-TW and zh-CN (the same texts a fresh
// seed writes); a row an operator added or edited keeps its English, which every language then reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './migrate.ts';
import { SEED_BANNERS, SEED_GAMES, SEED_GENRES, SEED_NEWS } from './seed-data.ts';
import { createTestDb, type TestDb } from '../test-support/test-db.ts';

let testDb: TestDb;

const EDITED_DESCRIPTION = 'Rewritten by an operator after the seed.';

/** The English-only rows the seed wrote before migration 021, plus an edited and a new game. */
async function seedBefore021(): Promise<void> {
  const db = testDb.db;
  for (const [index, g] of SEED_GAMES.entries()) {
    const description = g.slug === 'neon-drift' ? EDITED_DESCRIPTION : g.description['en-US'];
    await db.query(
      `INSERT INTO games (slug, name, tag, description, icon, released_at, sort_order)
       VALUES ($1, $2, $3, $4, $5, '2024-01-01', $6)`,
      [g.slug, g.name, g.tag['en-US'], description, `games/${g.slug}.svg`, index],
    );
  }
  await db.query(
    `INSERT INTO games (slug, name, tag, description, icon, released_at)
     VALUES ('new-game', 'New Game', 'Strategy', 'Added by an operator.', 'games/new.svg', '2025-01-01'),
            ('odd-genre', 'Odd Genre', 'Rhythm', 'A genre the seed never had.', 'games/odd.svg', '2025-01-01')`,
  );
  for (const n of SEED_NEWS)
    await db.query(
      `INSERT INTO news (title, cover, body, published_at) VALUES ($1, $2, $3, now())`,
      [n.title['en-US'], `news/${n.slug}.svg`, n.body['en-US']],
    );
  await db.query(
    `INSERT INTO news (title, cover, published_at) VALUES ('No body', 'news/x.svg', now())`,
  );
  const [ember] = await db.query<{ id: number }>(
    `SELECT id FROM games WHERE slug = 'ember-realms'`,
  );
  for (const b of SEED_BANNERS)
    await db.query('INSERT INTO banners (game_id, image, title) VALUES ($1, $2, $3)', [
      ember!.id,
      `banners/${b.slug}.svg`,
      b.title['en-US'],
    ]);
}

beforeAll(async () => {
  testDb = await createTestDb();
  const all = await loadMigrations();
  await migrate(
    testDb.db,
    all.filter((m) => m.version < 21),
  );
  await seedBefore021();
  await migrate(testDb.db, all);
}, 60_000);
afterAll(async () => {
  await testDb?.cleanup();
});

type Texts = Record<string, string>;

describe('migration 021', () => {
  it('translates every seeded genre and description, keeping an edited one in English', async () => {
    const rows = await testDb.db.query<{ slug: string; tag: Texts; description: Texts }>(
      'SELECT slug, tag, description FROM games',
    );
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    for (const g of SEED_GAMES) {
      const row = bySlug.get(g.slug)!;
      expect(row.tag, g.slug).toEqual(g.tag);
      expect(row.description, g.slug).toEqual(
        g.slug === 'neon-drift' ? { 'en-US': EDITED_DESCRIPTION } : g.description,
      );
    }
    // A known genre is translated on any game; an unknown one and a new description stay English.
    expect(bySlug.get('new-game')).toMatchObject({
      tag: SEED_GENRES.Strategy,
      description: { 'en-US': 'Added by an operator.' },
    });
    expect(bySlug.get('odd-genre')!.tag).toEqual({ 'en-US': 'Rhythm' });
  });

  it('translates every seeded news title and body, and banner title', async () => {
    const news = await testDb.db.query<{ cover: string; title: Texts; body: Texts }>(
      'SELECT cover, title, body FROM news',
    );
    for (const n of SEED_NEWS)
      expect(news.find((row) => row.cover === `news/${n.slug}.svg`)).toMatchObject({
        title: n.title,
        body: n.body,
      });
    expect(news.find((row) => row.cover === 'news/x.svg')).toMatchObject({
      title: { 'en-US': 'No body' },
      body: { 'en-US': '' },
    });
    const banners = await testDb.db.query<{ image: string; title: Texts }>(
      'SELECT image, title FROM banners ORDER BY id',
    );
    expect(banners.map((b) => b.title)).toEqual(SEED_BANNERS.map((b) => b.title));
  });

  it('refuses a text without English, the language every other one falls back to', async () => {
    const db = testDb.db;
    await expect(
      db.query(`UPDATE games SET tag = '{"zh-TW":"策略"}' WHERE slug = 'new-game'`),
    ).rejects.toThrow();
    await expect(
      db.query(`UPDATE news SET title = '"plain"' WHERE cover = 'news/x.svg'`),
    ).rejects.toThrow();
    await expect(db.query(`UPDATE banners SET title = '{}'`)).rejects.toThrow();
  });
});
