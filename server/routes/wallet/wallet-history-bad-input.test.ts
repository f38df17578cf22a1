// Bad input on the wallet history routes (issue 14, docs/architecture.md "Done means" 5): fast-check, 1,000 runs
// each, as a visitor and as a member: never a 5xx, always a known status.
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

describe('bad input on the wallet history routes', () => {
  itHandlesBadInput(
    [
      { name: 'WalletHistory', endpoint: ENDPOINTS.walletHistory },
      { name: 'WalletHistoryDetail', endpoint: ENDPOINTS.walletHistoryDetail },
    ],
    {
      app: () => t.app,
      authorization: () => `Bearer ${token}`,
      fields: ['page', 'size', 'type', 'asset', 'range', 'id'],
      samples: ['earn', 'other', 'GACT', 'ALL', 'm', '2147483648', '00012', '1'],
      runs: 1000,
    },
  );
});
