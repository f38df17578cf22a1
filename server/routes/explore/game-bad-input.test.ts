// Bad input on the catalogue routes (docs/architecture.md "Done means" 5, decision 044): any JSON to each route,
// and any Unicode keyword to both searches, in any language: never a 5xx. A keyword the contract
// accepts is answered with exactly the seeded items that hold it in some language.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import {
  GameListSchema,
  KeywordRequestSchema,
  NewsListSchema,
} from '../../../src/features/explore/api/schemas/game.ts';
import { DEMO_MEMBER, SEED_GAMES, SEED_NEWS } from '../../db/seed-data.ts';
import { SEED_VAULT_GAMES } from '../../db/seed-vault-data.ts';
import { createTestApp, login, type TestApp } from '../../test-support/test-app.ts';
import {
  LANGUAGES_TRIED,
  expectHandled,
  itHandlesBadInput,
  sendBadInput,
} from '../../test-support/bad-input.ts';

const RUNS = 1000;

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
});
afterAll(async () => {
  await t?.close();
});

describe('bad input on the catalogue routes', () => {
  itHandlesBadInput(
    [
      { name: 'PartneredGames', endpoint: ENDPOINTS.partneredGames },
      { name: 'GameSearch', endpoint: ENDPOINTS.gameSearch },
      { name: 'NewsSearch', endpoint: ENDPOINTS.newsSearch },
      { name: 'GameBanner', endpoint: ENDPOINTS.gameBanner },
    ],
    {
      app: () => t.app,
      authorization: () => `Bearer ${token}`,
      fields: ['keyword'],
      samples: ['rpg', '角色扮演', '%', '_', '\\', "'", 'Ember'],
      runs: RUNS,
    },
  );
});

const lower = (s: string) => s.toLowerCase();
const holds = (texts: Record<string, string>, keyword: string) =>
  Object.values(texts).some((text) => lower(text).includes(lower(keyword)));

const localizedNames = (slug: string) => SEED_VAULT_GAMES.find((v) => v.slug === slug)?.name ?? {};

/** Any Unicode (lone surrogates, controls, astral planes) mixed with pieces of seeded texts. */
const keywordArb = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 70 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.constantFrom(
    ...SEED_GAMES.flatMap((g) => [g.name.slice(0, 5), ...Object.values(g.tag)]),
    ...SEED_VAULT_GAMES.flatMap((v) => Object.values(v.name).map((name) => name.slice(0, 2))),
    ...SEED_NEWS.flatMap((n) => Object.values(n.title).map((title) => title.slice(-4))),
  ),
);

describe('any Unicode keyword on both searches', () => {
  for (const endpoint of [ENDPOINTS.gameSearch, ENDPOINTS.newsSearch]) {
    it(`${endpoint.path}: ${RUNS} keywords, 0 5xx, a valid one finds exactly what holds it`, async () => {
      await fc.assert(
        fc.asyncProperty(
          keywordArb,
          fc.constantFrom(...LANGUAGES_TRIED),
          async (keyword, language) => {
            const response = await sendBadInput(t.app, endpoint, { keyword }, null, language);
            expectHandled(response);
            const body = response.json<{ status: number; data: unknown }>();
            const parsed = KeywordRequestSchema.safeParse({ keyword });
            if (!parsed.success) {
              expect(body.status).toBe(STATUS.ParameterError.code);
              return;
            }
            expect(body.status).toBe(0);
            const trimmed = parsed.data.keyword;
            // The oracle: JS lower-casing matches PostgreSQL's on these texts (seeded items only).
            if (trimmed === '' || lower(trimmed).length !== trimmed.length) return;
            if (endpoint === ENDPOINTS.gameSearch) {
              const expected = SEED_GAMES.filter(
                (g) =>
                  g.status === 'Active' &&
                  (lower(g.name).includes(lower(trimmed)) ||
                    holds(localizedNames(g.slug), trimmed) ||
                    holds(g.tag, trimmed)),
              );
              const ids = GameListSchema.parse(body.data).map((g) => g.icon);
              expect(ids.sort()).toEqual(expected.map((g) => `games/${g.slug}.svg`).sort());
            } else {
              const expected = SEED_NEWS.filter((n) => holds(n.title, trimmed));
              expect(NewsListSchema.parse(body.data)).toHaveLength(expected.length);
            }
          },
        ),
        { numRuns: RUNS },
      );
    }, 180_000);
  }
});
