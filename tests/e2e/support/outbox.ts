// The local outbox, read as the README tells a newcomer to: with no SMTP_URL the server keeps every
// mail it would have sent, and GET /api/Dev/Outbox?email=… lists that address's mails, newest first.
import { expect, type APIRequestContext } from '@playwright/test';
import type { Envelope } from './session';

export const OUTBOX_PATH = '/api/Dev/Outbox';

/** The mails the local server kept for `email`, newest first. */
export async function mailsTo(
  request: APIRequestContext,
  email: string,
): Promise<{ text: string }[]> {
  const response = await request.get(OUTBOX_PATH, { params: { email } });
  expect(response.ok(), `${OUTBOX_PATH} answered HTTP ${response.status()}`).toBe(true);
  return ((await response.json()) as Envelope<{ text: string }[]>).data;
}

/**
 * The 6-digit code of the newest mail to `email`, waiting (within expect's timeout) until one is
 * there. Call it once the page says the code was sent, so the newest mail is the one just asked for.
 */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const [newest] = await mailsTo(request, email);
        code = /\b([0-9]{6})\b/.exec(newest?.text ?? '')?.[1];
        return code;
      },
      { message: `a 6-digit code mailed to ${email}` },
    )
    .toMatch(/^[0-9]{6}$/);
  return code!;
}
