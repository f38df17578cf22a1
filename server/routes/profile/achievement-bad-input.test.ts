// Bad input on the badge and ticket routes (issue 13, docs/architecture.md "Done means" 5): fast-check, 1,000 runs
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

describe('bad input on the badge and ticket routes', () => {
  itHandlesBadInput(
    [
      { name: 'Achievements', endpoint: ENDPOINTS.achievements },
      { name: 'Tickets', endpoint: ENDPOINTS.tickets },
    ],
    {
      app: () => t.app,
      authorization: () => `Bearer ${token}`,
      fields: ['page', 'size', 'state'],
      samples: ['valid', 'used', 'expired'],
      runs: 1000,
    },
  );
});
