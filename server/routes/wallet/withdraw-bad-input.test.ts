// Bad input on the KYC and withdraw routes (issue 14, docs/architecture.md "Done means" 5): fast-check, 1,000 runs
// each, as a visitor and as a member: never a 5xx, always a known status.
import { afterAll, beforeAll, describe } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { itHandlesBadInput } from '../../test-support/bad-input.ts';
import { makeWithdrawer } from '../../test-support/withdraw-helpers.ts';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  // A member with passed KYC and GACT, so input reaches the quote and withdrawal rules.
  token = (await makeWithdrawer(t.testDb.db, { gact: 100_000_000n })).accessToken;
});
afterAll(async () => {
  await t?.close();
});

describe('bad input on the KYC and withdraw routes', () => {
  itHandlesBadInput(
    [
      { name: 'Kyc', endpoint: ENDPOINTS.kyc },
      { name: 'KycSubmit', endpoint: ENDPOINTS.kycSubmit },
      { name: 'WithdrawQuote', endpoint: ENDPOINTS.withdrawQuote },
      { name: 'Withdraw', endpoint: ENDPOINTS.withdraw },
      { name: 'Withdrawals', endpoint: ENDPOINTS.withdrawals },
      { name: 'WalletReview (dev)', endpoint: ENDPOINTS.devWalletReview },
    ],
    {
      app: () => t.app,
      authorization: () => `Bearer ${token}`,
      fields: [
        'address',
        'amount',
        'quoteId',
        'code',
        'firstName',
        'dateOfBirth',
        'phone',
        'proof',
        'kind',
        'id',
        'decision',
      ],
      samples: [
        '0x52908400098527886E0F7030069857D2E4169EE7',
        '0x52908400098527886e0F7030069857D2E4169EE7',
        '10.000001',
        '9999999999999.999999',
        '123456',
        '1990-02-30',
        '+886912345678',
        'withdraw',
        'Reject',
        'JVBERi0=',
      ],
      runs: 1000,
    },
  );
});
