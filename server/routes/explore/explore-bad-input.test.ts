// Bad input on the explore routes (docs/architecture.md "Done means" 5): any JSON to each, any Unicode keyword
// and genre to GameList, in any language, as a visitor or a member: never a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import {
  ExploreGameListSchema,
  GameListRequestSchema,
} from '../../../src/features/explore/api/schemas/explore.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
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

describe('bad input on the explore routes', () => {
  itHandlesBadInput(
    [
      { name: 'GameList', endpoint: ENDPOINTS.gameList },
      { name: 'GenreList', endpoint: ENDPOINTS.genreList },
      { name: 'GameDetail', endpoint: ENDPOINTS.gameDetail },
      { name: 'NewsDetail', endpoint: ENDPOINTS.newsDetail },
    ],
    {
      app: () => t.app,
      authorization: () => `Bearer ${token}`,
      fields: ['keyword', 'genre', 'page', 'gameId', 'newsId'],
      samples: ['rpg', '角色扮演', '%', '_', 'sci-fi', '2147483648', '1'],
      runs: RUNS,
    },
  );
});

describe('GameList with any keyword, genre and page', () => {
  it(`${RUNS} inputs: 0 5xx; a valid one answers a page no longer than the page size`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            keyword: fc.oneof(fc.string({ unit: 'binary', maxLength: 70 }), fc.constant('sci')),
            genre: fc.oneof(fc.string({ maxLength: 34 }), fc.constantFrom('rpg', 'co-op')),
            page: fc.oneof(fc.integer({ min: -3, max: 12_000 }), fc.double()),
          },
          { requiredKeys: ['page'] },
        ),
        fc.constantFrom(...LANGUAGES_TRIED),
        async (input, language) => {
          const response = await sendBadInput(t.app, ENDPOINTS.gameList, input, null, language);
          expectHandled(response);
          const body = response.json<{ status: number; data: unknown; total?: number }>();
          if (!GameListRequestSchema.safeParse(input).success) {
            expect(body.status).toBe(STATUS.ParameterError.code);
            return;
          }
          expect(body.status).toBe(0);
          expect(ExploreGameListSchema.parse(body.data).length).toBeLessThanOrEqual(10);
          expect(body.total).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: RUNS },
    );
  }, 180_000);
});
