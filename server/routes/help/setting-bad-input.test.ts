// Bad input on the setting and support routes (issue 15 item 4, docs/architecture.md "Done means" 5):
// fast-check, 1,000 runs each, as a visitor and as a member: never a 5xx, always a known status.
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

describe('bad input on the setting and support routes', () => {
  itHandlesBadInput(
    [
      { name: 'Settings', endpoint: ENDPOINTS.memberSettings },
      { name: 'SetSettings', endpoint: ENDPOINTS.setMemberSettings },
      { name: 'SupportRequest', endpoint: ENDPOINTS.supportRequest },
    ],
    {
      app: () => t.app,
      authorization: () => `Bearer ${token}`,
      fields: [
        'timeZone',
        'notifyRewardEmail',
        'notifyQuest',
        'notifyWallet',
        'notifyInvite',
        'showStep',
        'draftId',
        'topic',
        'subject',
        'message',
        'email',
      ],
      samples: [
        'Asia/Taipei',
        'Etc/GMT+5',
        'asia/tokyo',
        'wallet',
        'draft-0001-abcd',
        'a@b.co',
        '\u0000',
        'x'.repeat(2001),
      ],
      runs: 1000,
    },
  );
});
