// Customer service 24/7 (issue 15 item 4, decision 042) against the real API: a visitor (zh-TW)
// and a member (en-US) each send a request, see its number and find the confirmation with that
// number in the local outbox in their language; the form names what is missing (zh-CN); faults
// (500, malformed JSON, schema-invalid, offline, a hang) keep the draft and Try again sends it; a 401
// mid-send ends the member's session: they sign in and come back with the draft (a visitor's draft
// goes to no member: drafts-per-member.spec.ts). axe: 0 serious or critical.
import { expect, test, type Page } from '@playwright/test';
import { TIMING } from '../../../src/config/constants.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import { mailsTo } from '../support/outbox';
import { DEMO, apiLogin, seedLogin } from '../support/session';
import { t, textIn, type Locale } from '../support/texts';

const SEND = '/api/Support/Request';

async function open(page: Page, locale: Locale) {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
  await page.goto('/menu/support');
  await expect(page.getByRole('button', { name: textIn(locale, 'support.send') })).toBeVisible();
}

async function fill(page: Page, locale: Locale, subject: string, email?: string) {
  await page.getByLabel(textIn(locale, 'support.topic.label')).selectOption('rewards');
  await page.getByLabel(textIn(locale, 'support.subject.label')).fill(subject);
  await page
    .getByLabel(textIn(locale, 'support.message.label'))
    .fill('My check-in points did not arrive this morning.');
  if (email) await page.getByLabel(textIn(locale, 'support.email.label')).fill(email);
}

async function numberShown(page: Page, locale: Locale): Promise<string> {
  const sent = page.getByRole('status').filter({ hasText: textIn(locale, 'support.sent.title') });
  await expect(sent).toBeVisible();
  const number = /GH-\d{6,}/.exec((await sent.textContent()) ?? '')?.[0];
  expect(number).toBeTruthy();
  return number!;
}

test('a visitor (zh-TW) sends a request and gets the confirmation mailed in zh-TW', async ({
  page,
  request,
}) => {
  const email = `visitor-${Date.now()}@e2e.test`;
  await open(page, 'zh-TW');
  await fill(page, 'zh-TW', '簽到積分未入帳', email);
  await page.getByRole('button', { name: textIn('zh-TW', 'support.send') }).click();
  const number = await numberShown(page, 'zh-TW');
  await expect(page.getByText(textIn('zh-TW', 'support.sent.mailed', { email }))).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(request, email))[0]?.text ?? '')
    .toContain(`你的請求編號是 ${number}`);
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
});

test('a member (en-US) sends without an email: the answer goes to the sign-in email', async ({
  page,
  request,
}) => {
  await seedLogin(page, await apiLogin(request));
  await open(page, 'en-US');
  await expect(page.getByText(t('support.email.hintMember'))).toBeVisible();
  await fill(page, 'en-US', 'Check-in points missing');
  await page.getByRole('button', { name: t('support.send') }).click();
  const number = await numberShown(page, 'en-US');
  await expect
    .poll(async () => (await mailsTo(request, DEMO.email))[0]?.text ?? '')
    .toContain(`Your request number is ${number}.`);
  await page.getByRole('button', { name: t('support.sent.another') }).click();
  await expect(page.getByLabel(t('support.subject.label'))).toHaveValue('');
});

test('zh-CN: what is missing is named under each field, and nothing is sent', async ({ page }) => {
  let sent = 0;
  page.on('request', (r) => void (new URL(r.url()).pathname === SEND && (sent += 1)));
  await open(page, 'zh-CN');
  await page.getByRole('button', { name: textIn('zh-CN', 'support.send') }).click();
  await expect(page.getByText(textIn('zh-CN', 'support.problems.topic'))).toBeVisible();
  await expect(page.getByText(textIn('zh-CN', 'support.problems.required'))).toHaveCount(2);
  await expect(page.getByText(textIn('zh-CN', 'support.problems.emailRequired'))).toBeVisible();
  await page.getByLabel(textIn('zh-CN', 'support.email.label')).fill('not-an-email');
  await page.getByRole('button', { name: textIn('zh-CN', 'support.send') }).click();
  await expect(page.getByText(textIn('zh-CN', 'support.problems.emailInvalid'))).toBeVisible();
  expect(sent).toBe(0);
});

test('faults keep the draft (500, malformed JSON, schema-invalid, offline, a hang); a 401 signs in and comes back with it', async ({
  page,
  request,
}) => {
  await page.clock.install();
  // A member's draft: only the member who typed it gets it back after signing in again.
  await seedLogin(page, await apiLogin(request));
  await open(page, 'en-US');
  const email = `faults-${Date.now()}@e2e.test`;
  await fill(page, 'en-US', 'Draft kept through faults', email);
  const send = page.getByRole('button', { name: t('support.send') });
  const retry = page.getByRole('button', { name: t('support.retry') });
  let first = true;
  for (const answer of [
    { status: 500, body: 'Internal Server Error' },
    { status: 200, body: '{"status":0,' },
    { status: 200, body: JSON.stringify({ status: 0, message: 'Success', data: { number: 7 } }) },
  ]) {
    await page.route(SEND, (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
    );
    await (first ? send : retry).click();
    first = false;
    await expect(page.getByRole('alert')).toContainText(t('support.failed'));
    await expect(page.getByLabel(t('support.subject.label'))).toHaveValue(
      'Draft kept through faults',
    );
    await page.unroute(SEND);
  }
  await page.context().setOffline(true);
  await retry.click();
  await expect(page.getByRole('alert')).toContainText(t('support.errors.offline'));
  await page.context().setOffline(false);
  // A request that never answers ends at the request time-out, the draft still there.
  await page.route(SEND, () => {});
  await retry.click();
  await expect(page.getByRole('button', { name: t('support.sending') })).toBeVisible();
  await page.clock.fastForward(TIMING.REQUEST_TIMEOUT_MS + 1_000);
  await expect(page.getByRole('alert')).toContainText(t('support.failed'));
  await page.unroute(SEND);
  // A 401 (the session ended elsewhere): the draft is kept for after sign-in.
  await page.route(SEND, (route) => route.fulfill({ status: 401, body: '' }));
  await retry.click();
  const ended = page.getByRole('alert');
  await expect(ended).toContainText(t('support.session.ended'));
  await ended.getByRole('link', { name: t('support.session.signIn') }).click();
  await page.unroute(SEND);
  await page.getByLabel(t('signIn.email'), { exact: true }).fill(DEMO.email);
  await page.getByLabel(t('signIn.password'), { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/menu\/support$/);
  await expect(page.getByLabel(t('support.subject.label'))).toHaveValue(
    'Draft kept through faults',
  );
  await expect(page.getByLabel(t('support.email.label'))).toHaveValue(email);
});
