import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import { GameListSchema, NewsListSchema } from '../../../src/features/explore/api/schemas/game.ts';
import { BannerListSchema } from '../../../src/features/explore/api/schemas/banner.ts';
import {
  QuestDetailSchema,
  QuestSummaryListSchema,
} from '../../../src/features/quests/api/schemas/quest.ts';
import {
  ConnectedGameListSchema,
  GameAuthInfoSchema,
} from '../../../src/features/account/api/schemas/account.ts';
import {
  DEMO_MEMBER,
  SEED_BANNERS,
  SEED_GAMES,
  SEED_GENRES,
  SEED_NEWS,
} from '../../db/seed-data.ts';
import { SEED_VAULT_GAMES } from '../../db/seed-vault-data.ts';
import {
  createTestApp,
  envelopeOf,
  get,
  login,
  post,
  type TestApp,
} from '../../test-support/test-app.ts';
import { STATUS_MESSAGES } from '../../http/status-messages.ts';
import { MAIL_LANGUAGES, type MailLanguage } from '../../mail/language.ts';

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

/** A public read in one language, as the app sends it (Accept-Language: the member's lang). */
async function inLanguageNoVary(language: string, path: string, payload?: unknown) {
  const response = await t.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: path,
    headers: { 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { response, ...envelopeOf(response) };
}

/** The same, on a catalogue route: its answer says it varies by language (service worker cache). */
async function inLanguage(language: string, path: string, payload?: unknown) {
  const { response, ...body } = await inLanguageNoVary(language, path, payload);
  expect(response.headers['vary']).toMatch(/accept-language/i);
  return body;
}

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
    expect(banners.map((b) => b.title)).toEqual(SEED_BANNERS.map((b) => b.title['en-US']));
    const games = GameListSchema.parse(
      envelopeOf(await get(t.app, ENDPOINTS.partneredGames.path)).data,
    );
    for (const banner of banners) {
      expect(games.some((g) => g.id === banner.gameId)).toBe(true);
      expect(banner.image).toMatch(/^banners\/.+\.svg$/);
    }
  });
});

describe('every catalogue text answers in the request language (decision 044)', () => {
  const partnered = SEED_GAMES.filter((g) => g.isPartnered && g.status === 'Active');
  const rpg = SEED_GAMES.filter((g) => g.tag === SEED_GENRES.RPG);

  /** The platform's localized name where it has one (the vault's, decision 032), else as published. */
  const nameIn = (slug: string, language: MailLanguage) =>
    SEED_VAULT_GAMES.find((v) => v.slug === slug)?.name[language] ??
    SEED_GAMES.find((g) => g.slug === slug)!.name;

  it.each(MAIL_LANGUAGES)(
    'PartneredGames in %s: names, genres and descriptions',
    async (language) => {
      const games = GameListSchema.parse(
        (await inLanguage(language, ENDPOINTS.partneredGames.path)).data,
      );
      expect(games.map((g) => [g.name, g.tag, g.description])).toEqual(
        partnered.map((g) => [nameIn(g.slug, language), g.tag[language], g.description[language]]),
      );
      if (language !== 'en-US') expect(games.map((g) => g.name)).not.toContain('Ember Realms');
    },
  );

  it('a game the platform has no localized name for keeps its published name', async () => {
    const rune = GameListSchema.parse(
      (await inLanguage('zh-TW', ENDPOINTS.gameSearch.path, { keyword: 'rune' })).data,
    );
    expect(rune.map((g) => [g.name, g.tag])).toEqual([['Rune Puzzle Quest', '益智']]);
  });

  it.each(MAIL_LANGUAGES)(
    'GameSearch in %s answers names and genres in that language',
    async (language) => {
      const found = GameListSchema.parse(
        (await inLanguage(language, ENDPOINTS.gameSearch.path, { keyword: 'rpg' })).data,
      );
      expect(found.map((g) => g.tag)).toEqual(Array(3).fill(SEED_GENRES.RPG[language]));
      expect(found[0]!.name).toBe(nameIn('ember-realms', language));
    },
  );

  it.each(MAIL_LANGUAGES)('NewsSearch in %s answers titles in that language', async (language) => {
    const news = NewsListSchema.parse(
      (await inLanguage(language, ENDPOINTS.newsSearch.path, { keyword: 'Neon Drift' })).data,
    );
    expect(news.map((n) => n.title)).toEqual([
      SEED_NEWS.find((n) => n.slug === 'neon-drift-cup')!.title[language],
    ]);
  });

  it.each(MAIL_LANGUAGES)('GameBanner in %s answers titles in that language', async (language) => {
    const banners = BannerListSchema.parse(
      (await inLanguage(language, ENDPOINTS.gameBanner.path)).data,
    );
    expect(banners.map((b) => b.title)).toEqual(SEED_BANNERS.map((b) => b.title[language]));
  });

  it('reads regional and weighted tags the way mails do; anything else reads English', async () => {
    const tagOf = async (header: string) =>
      GameListSchema.parse((await inLanguage(header, ENDPOINTS.partneredGames.path)).data)[0]!.tag;
    const cases: [string, MailLanguage][] = [
      ['zh-Hant-HK', 'zh-TW'],
      ['zh', 'zh-CN'],
      ['fr-FR, zh-TW;q=0.8, en;q=0.5', 'zh-TW'],
      ['fr-FR', 'en-US'],
      ['', 'en-US'],
    ];
    for (const [header, language] of cases)
      expect(await tagOf(header), header).toBe(partnered[0]!.tag[language]);
  });

  it('finds a game or news by a keyword in any language, whatever the screen language', async () => {
    for (const keyword of ['角色扮演', 'Rpg'])
      for (const language of MAIL_LANGUAGES) {
        const games = GameListSchema.parse(
          (await inLanguage(language, ENDPOINTS.gameSearch.path, { keyword })).data,
        );
        expect(games.map((g) => g.name).sort(), `${keyword} ${language}`).toEqual(
          rpg.map((g) => nameIn(g.slug, language)).sort(),
        );
      }
    // A localized name finds its game on an English screen, and the English name on a Chinese one.
    expect(
      names((await inLanguage('en-US', ENDPOINTS.gameSearch.path, { keyword: '霓虹' })).data),
    ).toEqual(['Neon Drift']);
    expect(
      names((await inLanguage('zh-CN', ENDPOINTS.gameSearch.path, { keyword: 'neon' })).data),
    ).toEqual(['霓虹漂移']);
    expect(
      names((await inLanguage('en-US', ENDPOINTS.gameSearch.path, { keyword: '休闲' })).data),
    ).toEqual(['Pixel Orchard', 'Harvest Haven']);
    const seasons = NewsListSchema.parse(
      (await inLanguage('en-US', ENDPOINTS.newsSearch.path, { keyword: '賽季' })).data,
    );
    expect(seasons.map((n) => n.title)).toEqual(['Skyforge Arena opens ranked season 2']);
    const anniversary = NewsListSchema.parse(
      (await inLanguage('zh-CN', ENDPOINTS.newsSearch.path, { keyword: 'ANNIVERSARY' })).data,
    );
    expect(anniversary.map((n) => n.title)).toEqual(['丰收港欢庆三周年']);
  });
});

describe('a game reads by one name on every screen of a language (decision 044)', () => {
  it.each(MAIL_LANGUAGES)(
    '%s: quest cards and conditions name games as the home does',
    async (language) => {
      const home = GameListSchema.parse(
        (await inLanguageNoVary(language, ENDPOINTS.partneredGames.path)).data,
      );
      const nameOf = new Map(home.map((g) => [g.id, g.name]));
      const quests = QuestSummaryListSchema.parse(
        (await inLanguageNoVary(language, ENDPOINTS.questList.path, { page: 1, size: 50 })).data,
      ).filter((q) => q.game !== null);
      expect(quests.length).toBeGreaterThan(0);
      for (const q of quests) expect(q.game!.name, q.title).toBe(nameOf.get(q.game!.id));
      const detail = QuestDetailSchema.parse(
        (await inLanguageNoVary(language, `${ENDPOINTS.quest.path}?id=${quests[0]!.id}`)).data,
      );
      for (const c of detail.conditions.filter((c) => c.game !== null))
        expect(c.game!.name).toBe(nameOf.get(c.game!.id));
      if (language !== 'en-US')
        expect(quests.map((q) => q.game!.name)).not.toContain('Ember Realms');
    },
  );
});

describe('sign-on names a game as Home does (decision 044)', () => {
  it('the consent screen and the connected games, in each language', async () => {
    const token = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
    const ember = GameListSchema.parse(
      envelopeOf(await get(t.app, ENDPOINTS.partneredGames.path)).data,
    ).find((g) => g.name === 'Ember Realms')!;
    const granted = envelopeOf(
      await post(t.app, ENDPOINTS.getThirdToken.path, { gameId: ember.id, authorize: true }, token),
    );
    expect(granted.status).toBe(0);
    for (const language of MAIL_LANGUAGES) {
      const name = SEED_VAULT_GAMES.find((v) => v.slug === 'ember-realms')!.name[language];
      const info = await t.app.inject({
        method: 'GET',
        url: `${ENDPOINTS.gameAuthInfo.path}?gameId=${ember.id}`,
        headers: { 'accept-language': language },
      });
      expect(GameAuthInfoSchema.parse(envelopeOf(info).data).name).toBe(name);
      const connected = await t.app.inject({
        method: 'GET',
        url: ENDPOINTS.connectedGames.path,
        headers: { 'accept-language': language, authorization: `Bearer ${token}` },
      });
      const list = ConnectedGameListSchema.parse(envelopeOf(connected).data);
      expect(list.find((g) => g.gameId === ember.id)!.name).toBe(name);
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
