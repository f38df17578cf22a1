// The setting screen (issue 15 item 4, decision 042) against the real API, as a new member (the
// demo's time zone is left alone: other specs count its days): the screen in three languages, a
// time zone found by search and kept after a reload, a switch turned off, the tour restarted
// (stored login and platform); faults (500, malformed JSON, schema-invalid, offline, a hang, 401) each
// say why and put the screen back. axe: 0 serious or critical.
import { expect, test, type Page } from '@playwright/test';
import { TIMING } from '../../../src/config/constants.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import { seedLogin, signUpViaApi, storedLoginInfo, type LoginResult } from '../support/session';
import { t, textIn, type Locale } from '../support/texts';

const SAVE = '/api/Member/SetSettings';
const PASSWORD = 'Setting#2026pass';

let member: LoginResult;
test.beforeAll(async ({ request }) => {
  member = await signUpViaApi(request, `setting-${Date.now()}@e2e.test`, PASSWORD);
});

async function open(page: Page, locale: Locale = 'en-US') {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
  await seedLogin(page, member);
  await page.goto('/menu/setting');
  await expect(
    page.getByRole('button', { name: textIn(locale, 'setting.tour.restart') }),
  ).toBeVisible();
}

const currentZone = (page: Page) => page.getByTestId('current-time-zone');

test('the screen reads in three languages; a zone, a switch and the tour are saved', async ({
  page,
}) => {
  await seedLogin(page, member);
  await page.goto('/menu/setting');
  // English last: the rest of the test reads English.
  for (const locale of ['zh-TW', 'zh-CN', 'en-US'] as Locale[]) {
    await page.evaluate((lang) => localStorage.setItem('lang', lang), locale);
    await page.reload();
    await expect(
      page.getByRole('button', { name: textIn(locale, 'setting.tour.restart') }),
    ).toBeVisible();
    await expect(page.getByText(textIn(locale, 'setting.timeZone.hint'))).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: textIn(locale, 'setting.notifications.wallet') }),
    ).toBeChecked();
  }
  await page.getByRole('searchbox', { name: t('setting.timeZone.search') }).fill('taipei');
  await page
    .getByRole('list', { name: t('setting.timeZone.results') })
    .getByRole('button', { name: /Asia\/Taipei/ })
    .click();
  await expect(page.getByRole('status').getByText(t('setting.saved'))).toBeVisible();
  await expect(currentZone(page)).toHaveText('Asia/Taipei');
  const wallet = page.getByRole('checkbox', { name: t('setting.notifications.wallet') });
  await wallet.click();
  await expect(page.getByRole('status').getByText(t('setting.saved'))).toBeVisible();
  await page.getByRole('button', { name: t('setting.tour.restart') }).click();
  await expect(page.getByText(t('setting.tour.restarted'))).toBeVisible();
  expect((await storedLoginInfo(page))?.showStep).toBe(true);
  await page.reload();
  await expect(currentZone(page)).toHaveText('Asia/Taipei');
  await expect(wallet).not.toBeChecked();
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
});

test('faults: 500, malformed JSON, schema-invalid, offline, a hang, 401 each say why and roll back', async ({
  page,
}) => {
  await page.clock.install();
  await open(page);
  const quest = page.getByRole('checkbox', { name: t('setting.notifications.quest') });
  await expect(quest).toBeChecked();
  for (const answer of [
    { status: 500, body: 'Internal Server Error' },
    { status: 200, body: '{"status":0,' },
    { status: 200, body: JSON.stringify({ status: 0, message: 'Success', data: { timeZone: 1 } }) },
  ]) {
    await page.route(SAVE, (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
    );
    await quest.click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t('setting.failed'));
    await expect(quest).toBeChecked();
    await page.unroute(SAVE);
  }
  // Offline: rolled back; Try again, back online, saves the same change.
  await page.context().setOffline(true);
  await quest.click();
  await expect(page.getByRole('alert')).toContainText(t('setting.errors.offline'));
  await expect(quest).toBeChecked();
  await page.context().setOffline(false);
  await page.getByRole('button', { name: t('setting.retry') }).click();
  await expect(quest).not.toBeChecked();
  await expect(page.getByRole('status').getByText(t('setting.saved'))).toBeVisible();
  // A save that never answers ends at the request time-out, rolled back.
  await page.route(SAVE, () => {});
  await quest.click();
  await expect(page.getByText(t('setting.saving'))).toBeVisible();
  await page.clock.fastForward(TIMING.REQUEST_TIMEOUT_MS + 1_000);
  await expect(page.getByRole('alert')).toContainText(t('setting.failed'));
  await expect(quest).not.toBeChecked();
  await page.unroute(SAVE);
  // A 401 mid-save: the session ends; the screen says so and offers sign-in back to this screen.
  await page.route(SAVE, (route) => route.fulfill({ status: 401, body: '' }));
  await quest.click();
  const ended = page.getByRole('alert');
  await expect(ended).toContainText(t('setting.session.ended'));
  await expect(ended.getByRole('link', { name: t('setting.session.signIn') })).toHaveAttribute(
    'href',
    `/login?returnTo=${encodeURIComponent('/menu/setting')}`,
  );
  await expect(quest).not.toBeChecked();
});
