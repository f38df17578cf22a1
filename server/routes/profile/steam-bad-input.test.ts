// Bad input on the Steam connect routes (issue 15, docs/architecture.md "Done means" 5): fast-check, 1,000 runs
// each, as a visitor and as a member: never a 5xx, always a known status. The return address (a
// redirect, not an envelope) gets random OpenID answers for a real attempt: always a redirect into
// the app, never a 5xx, never a link.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import {
  SteamConnectStartSchema,
  STEAM_RETURN_PATH,
} from '../../../src/features/profile/api/schemas/steam.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
import { createTestApp, login, type TestApp } from '../../test-support/test-app.ts';
import { itHandlesBadInput } from '../../test-support/bad-input.ts';
import { call } from '../../test-support/convert-helpers.ts';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
});
afterAll(async () => {
  await t?.close();
});

describe('bad input on the Steam connect routes', () => {
  itHandlesBadInput(
    [
      { name: 'SteamInfo', endpoint: ENDPOINTS.steamInfo },
      { name: 'SteamConnectStart', endpoint: ENDPOINTS.steamConnectStart },
      { name: 'SteamConnect', endpoint: ENDPOINTS.steamConnect },
      { name: 'SteamDisconnect', endpoint: ENDPOINTS.steamDisconnect },
    ],
    {
      app: () => t.app,
      authorization: () => `Bearer ${token}`,
      fields: ['code'],
      samples: ['a'.repeat(16), 'A'.repeat(32), '-_-_-_-_-_-_-_-_', 'x'.repeat(129)],
      runs: 1000,
    },
  );

  it('Steam/Return: 1000 random OpenID answers, always a redirect into the app, nothing linked', async () => {
    const start = await call(t.app, ENDPOINTS.steamConnectStart, {}, token);
    const { url } = SteamConnectStartSchema.parse(start.data);
    const attempt = new URL(new URL(url).searchParams.get('openid.return_to')!).searchParams.get(
      'attempt',
    )!;
    const field = fc.constantFrom(
      'mode',
      'ns',
      'op_endpoint',
      'claimed_id',
      'identity',
      'return_to',
      'response_nonce',
      'assoc_handle',
      'signed',
      'sig',
    );
    const value = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom(
        'id_res',
        'cancel',
        'http://specs.openid.net/auth/2.0',
        'https://steamcommunity.com/openid/id/76561197960287930',
        '2026-11-27T08:00:00Zabc',
        'op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(field, value),
        fc.constantFrom(attempt, 'x'.repeat(32), '', '%zz'),
        async (answer, state) => {
          const query = new URLSearchParams({ attempt: state });
          for (const [k, v] of Object.entries(answer)) query.set(`openid.${k}`, v);
          const response = await t.app.inject({
            method: 'GET',
            url: `${STEAM_RETURN_PATH}?${query.toString()}`,
          });
          expect(response.statusCode).toBe(302);
          expect(String(response.headers.location)).toMatch(/^\/\?state=steam_x_0&code=[\w-]{32}$/);
        },
      ),
      { numRuns: 1000 },
    );
    const links = await t.testDb.db.query('SELECT 1 FROM steam_links');
    expect(links.length).toBeLessThanOrEqual(1); // the seed's own link, if any
  }, 120_000);
});
