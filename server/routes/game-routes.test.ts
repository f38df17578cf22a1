import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints.ts';
import { STATUS } from '../../src/api/status-codes.ts';
import { GameListSchema, NewsListSchema } from '../../src/api/schemas/game.ts';
import { BannerListSchema } from '../../src/api/schemas/banner.ts';
import { SEED_BANNERS, SEED_GAMES } from '../db/seed-data.ts';
import { createTestApp, envelopeOf, get, post, type TestApp } from '../test-support/test-app.ts';
import { STATUS_MESSAGES } from '../http/status-messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const searchGames = async (keyword: unknown) =>
  envelopeOf(await post(t.app, ENDPOINTS.gameSearch.path, { keyword }));
const names = (data: unknown) => GameListSchema.parse(data).map((g) => g.name);

describe('GET /api/Game/PartneredGames', () => {
  it('lists the active partnered games in catalogue order, without signing in', async () => {
    const body = envelopeOf(await get(t.app, ENDPOINTS.partneredGames.path));
    const expected = SEED_GAMES.filter((g) => g.isPartnered && g.status === 'Active').map(
      (g) => g.name,
    );
    expect(expected.length).toBeGreaterThanOrEqual(12);
    expect(names(body.data)).toEqual(expected);
    for (const game of GameListSchema.parse(body.data)) {
      expect(game.icon).toMatch(/^games\/[a-z0-9-]+\.svg$/);
      expect(game.releasedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('POST /api/Game/GameSearch', () => {
  it('matches names case-insensitively', async () => {
    expect(names((await searchGames('EMBER')).data)).toEqual(['Ember Realms']);
    expect(names((await searchGames('  drift ')).data)).toEqual(['Neon Drift']);
  });

  it('matches tags, most downloaded first', async () => {
    const rpg = GameListSchema.parse((await searchGames('rpg')).data);
    expect(rpg.map((g) => g.tag)).toEqual(['RPG', 'RPG', 'RPG']);
    expect(rpg.map((g) => g.downloads)).toEqual(
      [...rpg.map((g) => g.downloads)].sort((a, b) => b - a),
    );
  });

  it('finds non-partnered games but never frozen ones', async () => {
    expect(names((await searchGames('rune')).data)).toEqual(['Rune Puzzle Quest']);
    expect((await searchGames('Frozen Frontier')).data).toEqual([]);
  });

  it('answers an empty keyword with an empty list, and treats % and _ literally', async () => {
    expect(await searchGames('')).toEqual({
      status: 0,
      message: STATUS_MESSAGES.Success,
      data: [],
    });
    expect((await searchGames('   ')).data).toEqual([]);
    expect((await searchGames('%')).data).toEqual([]);
    expect((await searchGames('_')).data).toEqual([]);
    expect(names((await searchGames('&')).data)).toEqual(['Crown & Conquest']);
  });

  it('rejects a missing, non-string or over-long keyword', async () => {
    for (const keyword of [undefined, 42, 'x'.repeat(65)]) {
      expect((await searchGames(keyword)).status).toBe(STATUS.ParameterError.code);
    }
  });
});

describe('POST /api/Game/NewsSearch', () => {
  it('matches titles case-insensitively, newest first', async () => {
    const body = envelopeOf(await post(t.app, ENDPOINTS.newsSearch.path, { keyword: 'SEASON' }));
    const news = NewsListSchema.parse(body.data);
    expect(news.map((n) => n.title)).toEqual([
      'Ember Realms Season 4: The Ashen Crown is live',
      'Skyforge Arena opens ranked season 2',
    ]);
    expect(news[0]!.cover).toMatch(/^news\/.+\.svg$/);
    expect(Date.parse(news[0]!.publishedAt)).toBeGreaterThan(Date.parse(news[1]!.publishedAt));
    expect(envelopeOf(await post(t.app, ENDPOINTS.newsSearch.path, { keyword: '' })).data).toEqual(
      [],
    );
  });
});

describe('GET /api/Game/GameBanner', () => {
  it('lists banners that point at real games', async () => {
    const body = envelopeOf(await get(t.app, ENDPOINTS.gameBanner.path));
    const banners = BannerListSchema.parse(body.data);
    expect(banners.map((b) => b.title)).toEqual(SEED_BANNERS.map((b) => b.title));
    const games = GameListSchema.parse(
      envelopeOf(await get(t.app, ENDPOINTS.partneredGames.path)).data,
    );
    for (const banner of banners) {
      expect(games.some((g) => g.id === banner.gameId)).toBe(true);
      expect(banner.image).toMatch(/^banners\/.+\.svg$/);
    }
  });
});

describe('GET /images/*', () => {
  it('serves the seed SVGs with a cache lifetime and a locked-down policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/images/games/ember-realms.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('max-age=86400');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain('<svg');
    const missing = await t.app.inject({ method: 'GET', url: '/images/games/nope.svg' });
    expect(missing.statusCode).toBe(404);
    const escape = await t.app.inject({ method: 'GET', url: '/images/../db/seed-data.ts' });
    expect(escape.statusCode).toBe(404);
  });
});
