// Bad input on the activity and announcement routes (docs/architecture.md "Done means" 5): fast-check, 1,000
// runs each, as a visitor and as a member, in any language: never a 5xx, always a known status.
import { afterAll, beforeAll, describe } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
import { itHandlesBadInput } from '../../test-support/bad-input.ts';
import { createTestApp, login, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
});
afterAll(async () => {
  await t?.close();
});

describe('bad input on the activity routes', () => {
  itHandlesBadInput(
    [
      { name: 'Messages', endpoint: ENDPOINTS.messages },
      { name: 'ReadMessage', endpoint: ENDPOINTS.readMessage },
      { name: 'ReadAllMessages', endpoint: ENDPOINTS.readAllMessages },
      { name: 'Announcements', endpoint: ENDPOINTS.announcements },
      { name: 'DismissAnnouncement', endpoint: ENDPOINTS.dismissAnnouncement },
    ],
    {
      app: () => t.app,
      authorization: () => `Bearer ${token}`,
      fields: ['page', 'size', 'id'],
      samples: ['1', '4', '2147483648', '-0', '1.5'],
      runs: 1000,
    },
  );
});
