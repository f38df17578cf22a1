// Customer service 24/7 (issue 15 item 4, decision 042): a member's and a visitor's request is
// recorded, numbered and confirmed by mail in the form's language; a retried draft answers its
// first number; the hourly limits refuse with the seconds to wait.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { SupportReceiptSchema } from '../../../src/features/help/api/schemas/support.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import { HOUR_MS, manualClock } from '../../clock.ts';
import { DEMO_MEMBER } from '../../db/seed-data.ts';
import { SUPPORT_LIMITS } from '../../domain/help/support-requests.ts';
import {
  createTestApp,
  envelopeOf,
  get,
  login,
  type TestApp,
} from '../../test-support/test-app.ts';

const clock = manualClock(new Date('2026-11-20T08:00:00Z'));
let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp({ clock });
  token = (await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password)).access_token;
});
afterAll(async () => {
  await t?.close();
});

let drafts = 0;
const draft = (extra: Record<string, unknown> = {}) => ({
  draftId: `draft-${(drafts += 1)}-abcdef`,
  topic: 'wallet',
  subject: 'Withdrawal pending',
  message: 'My withdrawal has been pending since yesterday.\nCould you look at it?',
  ...extra,
});

async function send(
  payload: unknown,
  options: { token?: string; language?: string; ip?: string } = {},
) {
  const headers: Record<string, string> = { 'accept-language': options.language ?? 'en-US' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return envelopeOf(
    await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.supportRequest.path,
      payload: payload as object,
      headers,
      remoteAddress: options.ip ?? '10.50.0.1',
    }),
  );
}

async function mailsTo(email: string) {
  const body = envelopeOf(
    await get(t.app, `${ENDPOINTS.devOutbox.path}?email=${encodeURIComponent(email)}`),
  );
  return body.data as { subject: string; text: string }[];
}

describe('POST /api/Support/Request', () => {
  it("records a member's request, answers its number and mails the member in their language", async () => {
    const body = await send(draft(), { token, language: 'zh-TW', ip: '10.50.1.1' });
    expect(body.status).toBe(0);
    const receipt = SupportReceiptSchema.parse(body.data);
    expect(receipt).toMatchObject({ replyEmail: DEMO_MEMBER.email, mailed: true });
    const [mail] = await mailsTo(DEMO_MEMBER.email);
    expect(mail?.subject).toBe(`我們已收到你的請求 ${receipt.number}`);
    expect(mail?.text).toContain('GACT 錢包');
    const [row] = await t.testDb.db.query<{ member_id: number | null; language: string }>(
      'SELECT member_id, language FROM support_requests WHERE number = $1',
      [receipt.number],
    );
    expect(row?.member_id).not.toBeNull();
    expect(row?.language).toBe('zh-TW');
  });

  it('takes a visitor request with an email and refuses one without', async () => {
    const body = await send(draft({ email: ' Visitor@Support.TEST ' }), { ip: '10.50.2.1' });
    expect(body.status).toBe(0);
    const receipt = SupportReceiptSchema.parse(body.data);
    expect(receipt.replyEmail).toBe('visitor@support.test');
    const [mail] = await mailsTo('visitor@support.test');
    expect(mail?.subject).toBe(`We received your request ${receipt.number}`);
    expect((await send(draft(), { ip: '10.50.2.1' })).status).toBe(STATUS.ParameterError.code);
  });

  it('answers the first number to the same draft sent again, with no second mail', async () => {
    const once = draft({ email: 'retry@support.test' });
    const first = SupportReceiptSchema.parse((await send(once, { ip: '10.50.3.1' })).data);
    const second = SupportReceiptSchema.parse((await send(once, { ip: '10.50.3.1' })).data);
    expect(second).toEqual(first);
    expect(await mailsTo('retry@support.test')).toHaveLength(1);
  });

  it('refuses an expired bearer with its token status, so the client signs in again', async () => {
    const body = await send(draft(), { token: 'expired-or-unknown', ip: '10.50.4.1' });
    expect([STATUS.TokenNotExist.code, STATUS.TokenInvalid.code]).toContain(body.status);
  });

  it('limits requests to one address per hour, then lets them through again', async () => {
    const email = 'limited@support.test';
    for (let i = 0; i < SUPPORT_LIMITS.perEmail; i += 1)
      expect((await send(draft({ email }), { ip: `10.50.5.${i}` })).status).toBe(0);
    const refused = await send(draft({ email }), { ip: '10.50.5.99' });
    expect(refused.status).toBe(STATUS.TooManyRequests.code);
    expect((refused.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    clock.advance(HOUR_MS + 1000);
    expect((await send(draft({ email }), { ip: '10.50.5.99' })).status).toBe(0);
  });

  it('limits requests from one client address per hour', async () => {
    for (let i = 0; i < SUPPORT_LIMITS.perAddress; i += 1)
      expect(
        (await send(draft({ email: `many-${i}@support.test` }), { ip: '10.50.6.1' })).status,
      ).toBe(0);
    const refused = await send(draft({ email: 'one-more@support.test' }), { ip: '10.50.6.1' });
    expect(refused.status).toBe(STATUS.TooManyRequests.code);
  });
});
