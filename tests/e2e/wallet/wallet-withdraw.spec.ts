// Withdraw GACT end to end (issue 14 item 6, decision 037): /profile/wallet/withdraw in Chromium
// against the real API, as the demo member (KYC passed): the quote with fee, gas and total, the
// Transfer code read from the local outbox, the withdrawal pending review, the demo reviewer's
// reject shown as refunded; each named refusal ('Wallet address cannot be empty', a bad checksum,
// 'Withdrawal amount is too small', 'Insufficient GACT balance', a wrong code, 'KYC incomplete' with
// the way to the form); and the faults (HTTP 500, unreadable and schema-invalid answers, offline,
// a session that ends mid-flow) each ending in a translated message with the address kept.
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { TIMING } from '../../../src/config/constants.ts';
import { PATHS } from '../../../src/config/routes.ts';
import { SEED_MEMBERS } from '../../../server/db/seed-data.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import { mailedCode } from '../support/outbox';
import { DEMO, apiLogin, seedLogin, type Envelope, type LoginResult } from '../support/session';
import { t } from '../support/texts';

/** Ends the page's session on the server, as signing out on another device does. */
async function endSession(request: APIRequestContext, me: LoginResult) {
  const answer = await request.post('/api/Member/Logout', {
    data: { token: me.token },
    headers: { Authorization: `Bearer ${me.access_token}`, DeviceType: 'pc' },
  });
  expect(((await answer.json()) as Envelope).status).toBe(0);
}

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const KAI = SEED_MEMBERS.find((m) => m.uid === '10000003')!;
const QUOTE = '/api/Wallet/WithdrawQuote';

const address = (page: Page) => page.getByLabel(t('wallet.withdraw.address'), { exact: true });
const amount = (page: Page) => page.getByLabel(t('wallet.withdraw.amount'), { exact: true });
const proceed = (page: Page) => page.getByRole('button', { name: t('wallet.withdraw.continue') });
const alertWith = (page: Page, key: string) => page.getByText(t(key), { exact: true }).first();

async function ask(page: Page, to: string, much: string) {
  await address(page).fill(to);
  await amount(page).fill(much);
  await proceed(page).click();
}

test.describe.configure({ mode: 'serial' });

test.describe('withdraw GACT', () => {
  test('main path: quote, Transfer code, pending review; a reject shows refunded', async ({
    page,
    request,
  }) => {
    await seedLogin(page, await apiLogin(request));
    await page.goto(PATHS.WALLET_WITHDRAW);
    await expect(page.getByText(t('wallet.withdraw.statuses.Reject')).first()).toBeVisible();
    await ask(page, ADDRESS.toLowerCase(), '20');
    const review = page.locator('.withdraw-quote');
    await expect(review).toContainText('20 GACT');
    await expect(review).toContainText('0.1 GACT');
    await expect(review).toContainText('1.5 GACT');
    await expect(review).toContainText('21.6 GACT');
    await expect(page.locator('p.withdraw-list__address')).toHaveText(ADDRESS);
    expect(formatViolations(await seriousViolations(page))).toBe('');
    await page.getByRole('button', { name: t('wallet.withdraw.confirm') }).click();
    await expect(
      page.getByText(t('wallet.withdraw.codeSent', { email: DEMO.email })),
    ).toBeVisible();
    const code = await mailedCode(request, DEMO.email);
    const box = page.getByLabel(t('wallet.withdraw.code'), { exact: true });
    await box.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: t('wallet.withdraw.codeSubmit') }).click();
    await expect(alertWith(page, 'errors.status.VerificationCodeError')).toBeVisible();
    await box.fill(code);
    await page.getByRole('button', { name: t('wallet.withdraw.codeSubmit') }).click();
    await expect(page.getByText(t('wallet.withdraw.doneHeading'))).toBeVisible();
    const list = page.locator('.withdraw-list__item').first();
    await expect(list).toContainText(t('wallet.withdraw.statuses.NoApprove'));

    const answer = await request.get('/api/Wallet/Withdrawals', {
      headers: { Authorization: `Bearer ${(await apiLogin(request)).access_token}` },
    });
    const id = ((await answer.json()) as { data: { items: { id: number }[] } }).data.items[0]!.id;
    await request.post('/api/Dev/WalletReview', {
      data: { kind: 'withdraw', id, decision: 'Reject' },
    });
    await page.reload();
    await expect(page.locator('.withdraw-list__item').first()).toContainText(
      t('wallet.withdraw.statuses.Reject'),
    );
  });

  test('each named refusal, under its field', async ({ page, request }) => {
    await seedLogin(page, await apiLogin(request));
    await page.goto(PATHS.WALLET_WITHDRAW);
    await ask(page, '', '20');
    await expect(alertWith(page, 'errors.status.WalletAddressEmpty')).toBeVisible();
    await ask(page, ADDRESS.replace('E0F', 'e0F'), '20');
    await expect(alertWith(page, 'errors.status.WalletAddressInvalid')).toBeVisible();
    await ask(page, ADDRESS, '9.5');
    await expect(alertWith(page, 'errors.status.WithdrawalTooSmall')).toBeVisible();
    await ask(page, ADDRESS, '100000');
    await expect(alertWith(page, 'errors.status.InsufficientGactBalance')).toBeVisible();
    // Typed: never more than 6 decimals, one point, digits only.
    await amount(page).fill('');
    await amount(page).pressSequentially('1a2.3456789.1');
    await expect(amount(page)).toHaveValue('12.345678');
  });

  test('KYC incomplete: said before anything is typed, with the way to the KYC form', async ({
    page,
    request,
  }) => {
    await seedLogin(page, await apiLogin(request, KAI));
    await page.goto(PATHS.WALLET_WITHDRAW);
    await expect(page.getByText(t('errors.status.KycIncomplete'))).toBeVisible();
    await expect(page.getByLabel(t('wallet.withdraw.address'))).toHaveCount(0);
    await page.getByRole('link', { name: t('wallet.withdraw.toKyc') }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.WALLET_KYC}$`));
  });

  test('faults end in a translated message and keep what was typed', async ({ page, request }) => {
    const me = await apiLogin(request);
    await seedLogin(page, me);
    await page.goto(PATHS.WALLET_WITHDRAW);
    const faults: [string, (route: Route) => Promise<void>][] = [
      ['errors.generic', (r) => r.fulfill({ status: 500, body: 'oops' })],
      [
        'errors.badResponse',
        (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"status":0,' }),
      ],
      [
        'errors.badResponse',
        (r) =>
          r.fulfill({
            status: 200,
            contentType: 'application/json',
            body: '{"status":0,"message":"Success","data":{"quoteId":"x"}}',
          }),
      ],
    ];
    for (const [key, answer] of faults) {
      await page.route(QUOTE, answer);
      await ask(page, ADDRESS, '12');
      await expect(page.getByRole('alert').filter({ hasText: t(key) })).toBeVisible();
      await expect(address(page)).toHaveValue(ADDRESS);
      await page.unroute(QUOTE);
    }
    await page.context().setOffline(true);
    await proceed(page).click();
    await expect(page.getByRole('alert').filter({ hasText: t('offline.failed') })).toBeVisible();
    await page.context().setOffline(false);

    // Background reads (the announcement) settle first, or their 401 would end the session early.
    await page.waitForLoadState('networkidle');
    await endSession(request, me);
    await proceed(page).click();
    const again = page.getByRole('link', { name: t('wallet.withdraw.signInAgain') });
    await expect(again).toBeVisible();
    await again.click();
    await page.getByLabel(t('signIn.email'), { exact: true }).fill(DEMO.email);
    await page.getByLabel(t('signIn.password'), { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.WALLET_WITHDRAW}$`));
    await expect(address(page)).toHaveValue(ADDRESS);
    await expect(amount(page)).toHaveValue('12');
  });
  test('a quote that never answers ends in a message; trying again goes on', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await seedLogin(page, await apiLogin(request));
    await page.goto(PATHS.WALLET_WITHDRAW);
    let isHanging = true;
    const held: Route[] = [];
    await page.route(QUOTE, async (route) => {
      if (isHanging) held.push(route);
      else await route.fallback();
    });
    await ask(page, ADDRESS, '12');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.clock.fastForward(TIMING.REQUEST_TIMEOUT_MS + 1_000);
    await expect(page.getByRole('alert').filter({ hasText: t('errors.generic') })).toBeVisible();
    await expect(address(page)).toHaveValue(ADDRESS);
    isHanging = false;
    await proceed(page).click();
    await expect(page.locator('.withdraw-quote')).toContainText('12 GACT');
  });
});
