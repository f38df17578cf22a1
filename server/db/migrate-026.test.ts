// Migration 026 (issue 28 item 7): activity messages the seed wrote before it name games by their
// localized name and carry no English words in Chinese; a game without a localized name keeps its
// published name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './migrate.ts';
import { SEED_VAULT_GAMES } from './seed-vault-data.ts';
import { englishWordsIn } from '../test-support/latin-words.ts';
import { createTestDb, type TestDb } from '../test-support/test-db.ts';
import { renderMessage, type MessageParams } from '../domain/shared/message-catalogue.ts';

let testDb: TestDb;
let memberId = 0;

/** The parameters the seed wrote before 026, and one game no localized name exists for. */
const BEFORE: [template: string, params: MessageParams][] = [
  ['event.startsSoon', { event: 'Neon Drift', hours: 2 }],
  ['event.placed', { event: 'Starfall Tactics', rank: 42 }],
  [
    'quest.completed',
    {
      quest: {
        'en-US': 'Reach level 10 in Ember Realms',
        'zh-TW': '在 Ember Realms 達到 10 級',
        'zh-CN': '在 Ember Realms 达到 10 级',
      },
      points: 50,
    },
  ],
  [
    'wallet.pointsExchanged',
    {
      points: 200,
      item: {
        'en-US': 'a Pixel Orchard seed pack',
        'zh-TW': 'Pixel Orchard 種子包',
        'zh-CN': 'Pixel Orchard 种子包',
      },
    },
  ],
  ['system.maintenance', { minutes: 30, at: '02:00 UTC' }],
  ['event.placed', { event: 'Indie', rank: 7 }],
];

beforeAll(async () => {
  testDb = await createTestDb();
  const db = testDb.db;
  const all = await loadMigrations();
  await migrate(
    db,
    all.filter((m) => m.version < 26),
  );
  for (const slug of ['neon-drift', 'starfall-tactics']) {
    const names = SEED_VAULT_GAMES.find((g) => g.slug === slug)!;
    const [game] = await db.query<{ id: number }>(
      `INSERT INTO games (slug, name, tag, description, icon, released_at)
       VALUES ($1, $2, '{"en-US":"Racing"}', '{"en-US":"x"}', 'games/x.svg', '2024-01-01') RETURNING id`,
      [slug, names.name['en-US']],
    );
    await db.query(
      `INSERT INTO vault_games (game_id, name, currency) VALUES ($1, $2, '{"en-US":"Coin"}')`,
      [game!.id, JSON.stringify(names.name)],
    );
  }
  const [member] = await db.query<{ id: number }>(
    `INSERT INTO members (uid, email, password_hash, nickname, invite_code, status)
     VALUES ('m26', 'm26@gamerhub.test', 'x', 'm26', 'M26', 'Actived') RETURNING id`,
  );
  memberId = member!.id;
  for (const [template, params] of BEFORE)
    await db.query(
      `INSERT INTO messages (member_id, icon, template, params) VALUES ($1, 'icons/event.svg', $2, $3)`,
      [memberId, template, JSON.stringify(params)],
    );
  await migrate(db, all);
}, 60_000);
afterAll(async () => {
  await testDb?.cleanup();
});

type Row = { template: string; params: MessageParams };
const rows = () =>
  testDb.db.query<Row>('SELECT template, params FROM messages WHERE member_id = $1 ORDER BY id', [
    memberId,
  ]);

describe('migration 026', () => {
  it("the seed's messages read in Chinese with the games' Chinese names", async () => {
    const seeded = (await rows()).slice(0, -1);
    for (const language of ['zh-TW', 'zh-CN'] as const)
      for (const { template, params } of seeded) {
        const { title, content } = renderMessage(template, params, language);
        expect(englishWordsIn(`${title} ${content}`), `${template} ${language}`).toEqual([]);
      }
    const [soon, placed] = seeded;
    expect(renderMessage(soon!.template, soon!.params, 'zh-TW').content).toBe(
      '霓虹漂移週賽將在 2 小時後開始。',
    );
    expect(renderMessage(placed!.template, placed!.params, 'zh-CN').content).toBe(
      '你在星坠战术锦标赛中获得第 42 名。',
    );
  });

  it('reads the same in English, and keeps a game it has no localized name for', async () => {
    const migrated = await rows();
    expect(renderMessage(migrated[0]!.template, migrated[0]!.params, 'en-US').content).toBe(
      'The Neon Drift weekly cup opens in 2 hours.',
    );
    expect(renderMessage(migrated[4]!.template, migrated[4]!.params, 'en-US').content).toBe(
      'Services will pause for 30 minutes on Sunday at 02:00 UTC.',
    );
    expect(migrated.at(-1)!.params).toEqual({ event: 'Indie', rank: 7 });
  });
});
