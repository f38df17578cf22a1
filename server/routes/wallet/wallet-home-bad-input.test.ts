// Bad input on the wallet home's routes (issue 14, docs/architecture.md "Done means" 5): fast-check, 1,000 runs
// each, as a visitor and as a member: never a 5xx, always a known status.
import { afterAll, beforeAll, describe } from 'vitest';
import { ENDPOINTS as WALLET_ENDPOINTS } from '../../../src/app/endpoints.ts';
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

describe('bad input on the wallet home routes', () => {
  itHandlesBadInput(
    [
      { name: 'GactInfo', endpoint: WALLET_ENDPOINTS.gactInfo },
      { name: 'Rates', endpoint: WALLET_ENDPOINTS.walletRates },
      { name: 'Addresses', endpoint: WALLET_ENDPOINTS.walletAddresses },
      { name: 'Chart', endpoint: WALLET_ENDPOINTS.walletChart },
      { name: 'Portfolio', endpoint: WALLET_ENDPOINTS.walletPortfolio },
    ],
    {
      app: () => t.app,
      authorization: () => `Bearer ${token}`,
      fields: ['range', 'currency', 'kind'],
      samples: ['H', 'ALL', 'm', 'M', 'all', 'JPY'],
      runs: 1000,
    },
  );
});
