// Bad input on the vault routes (issue 13, docs/architecture.md "Done means" 5): fast-check, 1,000 runs each, as a
// visitor and as a member: never a 5xx, always a known status.
import { afterAll, beforeAll, describe } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
import { createTestApp, login, type TestApp } from '../../test-support/test-app.ts';
import { itHandlesBadInput } from '../../test-support/bad-input.ts';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
});
afterAll(async () => {
  await t?.close();
});

describe('bad input on the vault routes', () => {
  itHandlesBadInput(
    [
      { name: 'Vault', endpoint: ENDPOINTS.vault },
      { name: 'VaultItem', endpoint: ENDPOINTS.vaultItem },
    ],
    {
      app: () => t.app,
      authorization: () => `Bearer ${token}`,
      fields: ['id', 'gameId', 'category', 'sort'],
      samples: ['Listed', 'Land', '2147483648', '00012'],
      runs: 1000,
    },
  );
});
