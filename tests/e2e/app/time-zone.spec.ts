// One clock per screen (issue 28 item 3, docs/architecture.md "Time"): a phone in Asia/Taipei or Pacific/Honolulu
// signs up and lives on its own zone, not UTC: settings shows it, the reward calendar's "today" is
// the local day, an event's deadline reads the same on the list and on the event's page, and a
// visitor is told the device's zone. The e2e server runs on the real clock (no injected one), so
// besides the two named zones each run also checks a zone whose calendar day differs from UTC's at
// that moment (Kiritimati, UTC+14, or Pago Pago, UTC-11): a UTC "today" always shows up somewhere.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatInZone, zoneLabel } from '../../../src/i18n/zoned-time.ts';
import { mailedCode } from '../support/outbox';
import { apiLogin, seedLogin, type Envelope } from '../support/session';
import { t } from '../support/texts';

const PASSWORD = 'Zoned#2026pass';
const REGISTER_PATH = '/api/Member/Register';
const stripTags = (text: string) => text.replace(/<\/?\w+>/g, '');
const DATE_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;

/** A zone whose calendar day is not UTC's right now (UTC+14 from 10:00 UTC, UTC-11 before 11:00). */
const OFF_DAY_ZONE = new Date().getUTCHours() >= 12 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';

/** Today (YYYY-MM-DD) on the clock of `zone`. */
const todayIn = (zone: string) => formatInZone(Date.now(), zone, 'DATE');

async function signUpViaUi(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await page.goto('/login/signup');
  await page.getByRole('textbox', { name: t('signUp.email'), exact: true }).fill(email);
  await page.getByLabel(t('signUp.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t('signUp.confirmPassword'), { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: stripTags(t('signUp.agree')) }).check();
  await page.getByRole('button', { name: t('signUp.submit'), exact: true }).click();
  await page
    .getByLabel(t('verification.code'), { exact: true })
    .fill(await mailedCode(request, email));
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === REGISTER_PATH);
  await page.getByRole('button', { name: t('verification.submit'), exact: true }).click();
  const body = (await (await answer).json()) as Envelope;
  expect(body.status, `sign-up refused: ${body.message}`).toBe(0);
  await expect(page).toHaveURL(/\/home$/);
}

/** The first event card's date on /quests/major, then the same event's page: the two must agree. */
async function expectEventDeadlineAgrees(page: Page, zone: string): Promise<void> {
  await page.goto('/quests/major');
  await expect(page.getByTestId('screen-zone')).toHaveText(
    t('quests.event.timeZone', { zone: zoneLabel(zone) }),
  );
  const card = page.locator('a.event-card').first();
  await expect(card.getByTestId('event-time')).toHaveText(DATE_TIME);
  const listed = (await card.getByTestId('event-time').textContent())!.match(DATE_TIME)![0];
  // Opened by its address: a new member's welcome popup and tour may be over the card.
  await page.goto((await card.getAttribute('href'))!);
  await expect(page).toHaveURL(/\/quests\/event_desc\?id=\d+/);
  await expect(page.getByText(t('quests.event.timeZone', { zone: zoneLabel(zone) }))).toBeVisible();
  await expect(page.locator('.detail-page > p').first()).toContainText(listed);
}

// The title names the off-day zone by its role, not its name: Playwright matches tests by title
// between the runner and its workers, which may load this file on either side of 12:00 UTC.
for (const [label, zone] of [
  ['Asia/Taipei', 'Asia/Taipei'],
  ['Pacific/Honolulu', 'Pacific/Honolulu'],
  ['a zone whose day is not UTC’s', OFF_DAY_ZONE],
] as const) {
  test.describe(`a phone in ${label}`, () => {
    test.use({ timezoneId: zone, locale: 'en-US' });

    test('signs up on its own zone: settings, the reward calendar and event times all read it', async ({
      page,
      request,
    }) => {
      const email = `zone.${zone.replace(/\W/g, '')}.${Date.now()}@e2e.test`;
      await signUpViaUi(page, request, email);

      await page.goto('/menu/setting');
      await expect(page.getByTestId('current-time-zone')).toHaveText(zone);
      // The device's zone is the stored one: nothing to offer.
      await expect(page.getByRole('button', { name: /Use this device/i })).toHaveCount(0);

      await page.goto('/reward');
      await expect(
        page.getByText(t('reward.zone.line', { zone: zoneLabel(zone), today: todayIn(zone) })),
      ).toBeVisible();

      await expectEventDeadlineAgrees(page, zone);
    });

    test('a visitor is told the device zone, and the calendar counts its days', async ({
      page,
    }) => {
      await page.goto('/reward');
      await expect(
        page.getByText(t('reward.zone.line', { zone: zoneLabel(zone), today: todayIn(zone) })),
      ).toBeVisible();
      await expect(page.getByText(t('reward.zone.visitor'))).toBeVisible();
      await expect(page.getByText(/\bUTC\b/)).toHaveCount(0);

      await expectEventDeadlineAgrees(page, zone);
    });
  });
}

test.describe('a member whose stored zone is not the device’s', () => {
  test.use({ timezoneId: 'Pacific/Honolulu', locale: 'en-US' });

  test('reads the stored zone on every screen and is offered this device’s zone', async ({
    page,
    request,
  }) => {
    // The demo member's stored zone is Asia/Taipei (seed); the phone is in Honolulu.
    const login = await apiLogin(request);
    await seedLogin(page, login);
    await expectEventDeadlineAgrees(page, 'Asia/Taipei');

    // A receipt (an exchange record) names the member's zone and reads its time in it.
    await page.goto('/reward/history');
    const row = page.locator('a.record-row').first();
    await expect(row).toContainText(DATE_TIME);
    const listed = (await row.textContent())!.match(DATE_TIME)![0];
    await page.goto((await row.getAttribute('href'))!);
    await expect(
      page
        .getByRole('definition')
        .filter({ hasText: `${listed} (Asia/Taipei)` })
        .first(),
    ).toBeVisible();

    // The withdrawals and the KYC status read the member's zone too, not the phone's.
    const auth = { Authorization: `Bearer ${login.access_token}`, DeviceType: 'pc' };
    const withdrawals = (await (
      await request.get('/api/Wallet/Withdrawals', { headers: auth })
    ).json()) as Envelope<{ items: { createdAt: string }[] }>;
    const kyc = (await (
      await request.get('/api/Wallet/Kyc', { headers: auth })
    ).json()) as Envelope<{
      submittedAt: string | null;
    }>;
    expect(withdrawals.status, `withdrawals refused: ${withdrawals.message}`).toBe(0);
    expect(kyc.status, `KYC status refused: ${kyc.message}`).toBe(0);
    await page.goto('/profile/wallet/withdraw');
    await expect(page.locator('.withdraw-list__item').first()).toContainText(
      formatInZone(withdrawals.data.items[0]!.createdAt, 'Asia/Taipei'),
    );
    await page.goto('/profile/wallet/kyc');
    await expect(page.getByText(formatInZone(kyc.data.submittedAt!, 'Asia/Taipei'))).toBeVisible();

    await page.goto('/menu/setting');
    await expect(page.getByTestId('current-time-zone')).toHaveText('Asia/Taipei');
    await expect(
      page.getByRole('button', {
        name: t('setting.timeZone.useDevice', { zone: 'Pacific/Honolulu' }),
      }),
    ).toBeVisible();
  });
});
