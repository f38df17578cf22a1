// Bad input on the convert routes (issue 14, docs/architecture.md "Done means" 5): fast-check, 1,000 runs each,
// as a visitor and as a member: never a 5xx, always a known status.
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

describe('bad input on the convert routes', () => {
  itHandlesBadInput(
    [
      { name: 'ConvertInfo', endpoint: ENDPOINTS.convertInfo },
      { name: 'ConvertQuote', endpoint: ENDPOINTS.convertQuote },
      { name: 'Convert', endpoint: ENDPOINTS.convert },
    ],
    {
      app: () => t.app,
      authorization: () => `Bearer ${token}`,
      fields: ['from', 'to', 'amount', 'quoteId'],
      samples: [
        'GACT',
        'USDT',
        'POINT',
        'NFT',
        '1.5',
        '0.0000001',
        '99999999999999999999',
        '1',
        '2147483648',
      ],
      runs: 1000,
    },
  );
});
