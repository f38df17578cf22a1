// Explore, the game page and the news page (issue 16 item 2, decision 045) and the deep link data
// (decision 046) against the seeded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import {
  ExploreGameListSchema,
  GAME_LIST_PAGE_SIZE,
  GameDetailSchema,
  GenreListSchema,
  NewsDetailSchema,
} from '../../../src/features/explore/api/schemas/explore.ts';
import { isAllowedFallback } from '../../../src/config/deep-link.ts';
import { DEMO_MEMBER, SEED_GAMES, SEED_NEWS } from '../../db/seed-data.ts';
import { SEED_GAME_DETAILS } from '../../db/seed-explore-data.ts';
import { createTestApp, envelopeOf, login, type TestApp } from '../../test-support/test-app.ts';
import { gameIdOf } from '../../test-support/quest-helpers.ts';
import { MAIL_LANGUAGES } from '../../mail/language.ts';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
});
afterAll(async () => {
  await t?.close();
});

async function call(path: string, payload: unknown, language = 'en-US', bearer?: string) {
  const headers: Record<string, string> = { 'accept-language': language };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const response = await t.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: path,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(response.statusCode).toBe(200);
  return envelopeOf(response);
}

const ACTIVE = SEED_GAMES.filter((g) => g.status === 'Active');
const detailOf = (slug: string) => SEED_GAME_DETAILS.find((d) => d.slug === slug)!;

describe('GameList', () => {
  it('pages every active game, most downloaded first, with the total', async () => {
    const first = await call(ENDPOINTS.gameList.path, { page: 1 });
    expect(first.status).toBe(0);
    expect(first.total).toBe(ACTIVE.length);
    const page1 = ExploreGameListSchema.parse(first.data);
    expect(page1).toHaveLength(Math.min(GAME_LIST_PAGE_SIZE, ACTIVE.length));
    const second = ExploreGameListSchema.parse(
      (await call(ENDPOINTS.gameList.path, { page: 2 })).data,
    );
    const all = [...page1, ...second].map((g) => g.icon);
    const expected = [...ACTIVE]
      .sort((a, b) => b.downloads - a.downloads)
      .map((g) => `games/${g.slug}.svg`);
    expect(all).toEqual(expected);
    const beyond = await call(ENDPOINTS.gameList.path, { page: 9 });
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(ACTIVE.length);
  });

  it('filters by genre, including a genre other than the card genre', async () => {
    const body = await call(ENDPOINTS.gameList.path, { page: 1, genre: 'multiplayer' });
    const expected = SEED_GAME_DETAILS.filter(
      (d) => d.genres.includes('multiplayer') && ACTIVE.some((g) => g.slug === d.slug),
    ).map((d) => `games/${d.slug}.svg`);
    expect(expected.length).toBeGreaterThan(1);
    expect(
      ExploreGameListSchema.parse(body.data)
        .map((g) => g.icon)
        .sort(),
    ).toEqual(expected.sort());
    expect(body.total).toBe(expected.length);
  });

  it('finds by keyword in any language, combined with the genre, answering in the asked one', async () => {
    const zh = await call(ENDPOINTS.gameList.path, { page: 1, keyword: '科幻' }, 'zh-TW');
    const found = ExploreGameListSchema.parse(zh.data);
    expect(found.map((g) => g.icon).sort()).toEqual(
      ['games/galactic-traders.svg', 'games/starfall-tactics.svg'].sort(),
    );
    expect(found.find((g) => g.icon === 'games/starfall-tactics.svg')!.tag).toBe('策略');
    const both = await call(ENDPOINTS.gameList.path, {
      page: 1,
      keyword: 'sci',
      genre: 'simulation',
    });
    expect(ExploreGameListSchema.parse(both.data).map((g) => g.icon)).toEqual([
      'games/galactic-traders.svg',
    ]);
    const none = await call(ENDPOINTS.gameList.path, { page: 1, keyword: '%' });
    expect(none.data).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('refuses a malformed genre or page with ParameterError', async () => {
    for (const payload of [{ page: 0 }, { page: 1, genre: 'RPG' }, { page: 1.5 }, {}]) {
      expect((await call(ENDPOINTS.gameList.path, payload)).status).toBe(
        STATUS.ParameterError.code,
      );
    }
  });
});

describe('GenreList', () => {
  it('lists the genres that have an active game, translated', async () => {
    for (const language of MAIL_LANGUAGES) {
      const genres = GenreListSchema.parse(
        (await call(ENDPOINTS.genreList.path, undefined, language)).data,
      );
      expect(genres.length).toBeGreaterThanOrEqual(10);
      const rpg = genres.find((g) => g.slug === 'rpg')!;
      expect(rpg.name).toBe(language === 'en-US' ? 'RPG' : '角色扮演');
    }
  });
});

describe('GameDetail', () => {
  it('answers the game page in each language: about, genres, reviews, links, deep link, quests', async () => {
    const id = await gameIdOf(t.testDb.db, 'starfall-tactics');
    const seeded = detailOf('starfall-tactics');
    for (const language of MAIL_LANGUAGES) {
      const game = GameDetailSchema.parse(
        (await call(ENDPOINTS.gameDetail.path, { gameId: id }, language)).data,
      );
      expect(game.about).toBe(seeded.about[language]);
      expect(game.genres.map((g) => g.slug)).toEqual(seeded.genres);
      expect(game.reviewCount).toBe(seeded.reviewCount);
      expect(game.rating).toBe(4.5);
      expect(game.social).toEqual(seeded.social);
      expect(game.deepLink).toEqual({ app: seeded.app!.link, fallback: seeded.app!.fallback });
      expect(isAllowedFallback(game.deepLink!.fallback)).toBe(true);
      expect(game.quests.length).toBeGreaterThan(0);
      for (const quest of game.quests) expect(quest.game?.id).toBe(id);
    }
  });

  it('has no deep link for a game without an app, and quests carry the member state when signed in', async () => {
    const id = await gameIdOf(t.testDb.db, 'abyssal-legends');
    const game = GameDetailSchema.parse(
      (await call(ENDPOINTS.gameDetail.path, { gameId: id })).data,
    );
    expect(game.deepLink).toBeNull();
    const ember = await gameIdOf(t.testDb.db, 'ember-realms');
    const visitor = GameDetailSchema.parse(
      (await call(ENDPOINTS.gameDetail.path, { gameId: ember })).data,
    );
    const member = GameDetailSchema.parse(
      (await call(ENDPOINTS.gameDetail.path, { gameId: ember }, 'en-US', token)).data,
    );
    expect(visitor.quests.every((q) => q.state === 'locked' || q.state === 'expired')).toBe(true);
    expect(member.quests.some((q) => q.state !== 'locked' && q.state !== 'expired')).toBe(true);
  });

  it('never answers a fallback off the allowlist, even when the database holds one', async () => {
    const id = await gameIdOf(t.testDb.db, 'neon-drift');
    await t.testDb.db.query(
      `UPDATE game_details SET fallback_url = 'https://evil.example.com/x' WHERE game_id = $1`,
      [id],
    );
    const game = GameDetailSchema.parse(
      (await call(ENDPOINTS.gameDetail.path, { gameId: id })).data,
    );
    expect(game.deepLink).toBeNull();
  });

  it('refuses an unknown or frozen game with GameNotExist, a stale bearer with its token status', async () => {
    const frozen = await gameIdOf(t.testDb.db, 'frozen-frontier');
    for (const gameId of [frozen, 2_000_000]) {
      expect((await call(ENDPOINTS.gameDetail.path, { gameId })).status).toBe(
        STATUS.GameNotExist.code,
      );
    }
    const stale = await call(ENDPOINTS.gameDetail.path, { gameId: frozen }, 'en-US', 'nope');
    expect(stale.status).not.toBe(0);
    expect(stale.status).not.toBe(STATUS.GameNotExist.code);
  });
});

describe('NewsDetail', () => {
  it('answers the title, body, date and game in each language', async () => {
    const list = await call(ENDPOINTS.newsSearch.path, { keyword: 'Ember Realms Season 4' });
    const id = (list.data as { id: number }[])[0]!.id;
    const seeded = SEED_NEWS.find((n) => n.slug === 'ember-realms-season-4')!;
    for (const language of MAIL_LANGUAGES) {
      const news = NewsDetailSchema.parse(
        (await call(ENDPOINTS.newsDetail.path, { newsId: id }, language)).data,
      );
      expect(news.title).toBe(seeded.title[language]);
      expect(news.body).toBe(seeded.body[language]);
      expect(news.game?.id).toBe(await gameIdOf(t.testDb.db, 'ember-realms'));
      expect(Date.now() - Date.parse(news.publishedAt)).toBeGreaterThan(0);
    }
  });

  it('refuses an unknown news id with DataNotExist', async () => {
    expect((await call(ENDPOINTS.newsDetail.path, { newsId: 99_999 })).status).toBe(
      STATUS.DataNotExist.code,
    );
  });
});
