// Convert end to end (issue 14 item 5, decision 036): /profile/wallet/convert in Chromium against
// the real API. The demo member converts GACT → USDT, USDT → GACT and points → GACT (one pair in
// each language) and reads the receipt; a quote left to run out says "Request has expired" and a
// new one keeps the amount; each named refusal shows its translated sentence (two from the real
// server, the others answered in its place); an HTTP 500, malformed JSON, schema-invalid data, no
// network and a request that never answers each end in a message and a way on; a session ended
// mid-flow signs in and comes back with the pair and amount kept. axe: 0 serious or critical.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { TIMING } from '../../../src/config/constants.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import { apiLogin, DEMO, seedLogin, type LoginResult } from '../support/session';
import { t, textIn, type Locale } from '../support/texts';

const QUOTE = '/api/Wallet/ConvertQuote';
const CONVERT = '/api/Wallet/Convert';
const PAGE = '/profile/wallet/convert';

let demo: LoginResult;
test.beforeAll(async ({ request }) => {
  demo = await apiLogin(request);
});

const amountField = (page: Page) => page.locator('#convert-amount');

/** Taps a button that may sit at the bottom edge, behind the fixed bottom nav, as a member scrolls to it. */
async function tap(button: Locator) {
  await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await button.click();
}
const asset = (locale: Locale, a: string) => textIn(locale, `wallet.assets.${a}`);

async function open(page: Page, locale: Locale = 'en-US') {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
  await seedLogin(page, demo);
  await page.goto(PAGE);
  await expect(
    page.getByRole('button', { name: textIn(locale, 'wallet.convert.getQuote') }),
  ).toBeVisible();
}

async function askQuote(page: Page, locale: Locale, from: string, to: string, amount: string) {
  await page
    .getByRole('button', {
      name: textIn(locale, 'wallet.convert.pair', {
        from: asset(locale, from),
        to: asset(locale, to),
      }),
    })
    .click();
  await amountField(page).fill(amount);
  await tap(page.getByRole('button', { name: textIn(locale, 'wallet.convert.getQuote') }));
}

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

const PATHS_BY_LOCALE = [
  ['en-US', 'GACT', 'USDT', '1'],
  ['zh-TW', 'USDT', 'GACT', '1'],
  ['zh-CN', 'POINT', 'GACT', '100'],
] as const;

for (const [locale, from, to, amount] of PATHS_BY_LOCALE) {
  test(`${locale}: ${from} → ${to} is quoted, confirmed and converted with its receipt`, async ({
    page,
  }) => {
    await open(page, locale);
    await askQuote(page, locale, from, to, amount);
    const quote = page.getByRole('region', {
      name: textIn(locale, 'wallet.convert.quote.heading'),
    });
    await expect(quote).toBeVisible();
    await expect(quote.getByRole('timer')).toBeVisible();
    await tap(quote.getByRole('button', { name: textIn(locale, 'wallet.convert.quote.convert') }));
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('button', { name: textIn(locale, 'wallet.convert.confirm.yes') })
      .click();
    const receipt = page.getByRole('region', {
      name: textIn(locale, 'wallet.convert.done.heading'),
    });
    await expect(receipt).toBeVisible();
    await expect(receipt.getByText(textIn(locale, 'wallet.convert.status.Succeed'))).toBeVisible();
    await expect(receipt.getByText(/^#\d+ · #\d+ · #\d+$/)).toBeVisible();
    if (locale === 'en-US') await expectNoSeriousViolations(page);
    await tap(page.getByRole('button', { name: textIn(locale, 'wallet.convert.done.again') }));
    await expect(amountField(page)).toHaveValue('');
  });
}

test('a quote left to run out says "Request has expired"; a new quote keeps the amount', async ({
  page,
}) => {
  await page.clock.install();
  await open(page);
  await askQuote(page, 'en-US', 'GACT', 'USDT', '2.5');
  await expect(page.getByRole('region', { name: t('wallet.convert.quote.heading') })).toBeVisible();
  await page.clock.fastForward(31_000);
  await expect(page.getByRole('alert')).toHaveText(t('errors.status.RequestExpired'));
  await expect(amountField(page)).toHaveValue('2.5');
  await tap(page.getByRole('button', { name: t('wallet.convert.expired.newQuote') }));
  await expect(page.getByRole('region', { name: t('wallet.convert.quote.heading') })).toBeVisible();
  // The server's own expiry, met at the convert: the same way on.
  await page.route(CONVERT, (route) =>
    route.fulfill({ json: { status: 1007, message: 'Request has expired', data: null } }),
  );
  await tap(page.getByRole('button', { name: t('wallet.convert.quote.convert') }));
  await tap(
    page.getByRole('dialog').getByRole('button', { name: t('wallet.convert.confirm.yes') }),
  );
  await expect(page.getByRole('alert')).toHaveText(t('errors.status.RequestExpired'));
  await expect(amountField(page)).toHaveValue('2.5');
});

test('each named refusal shows its translated sentence', async ({ page }) => {
  await open(page, 'zh-TW');
  // From the real server: below the minimum, and more than the balance.
  await askQuote(page, 'zh-TW', 'GACT', 'USDT', '0.5');
  await expect(page.getByRole('alert')).toHaveText(
    textIn('zh-TW', 'errors.status.ConvertAmountTooSmall'),
  );
  await amountField(page).fill('5000');
  await tap(page.getByRole('button', { name: textIn('zh-TW', 'wallet.convert.getQuote') }));
  await expect(page.getByRole('alert')).toHaveText(
    textIn('zh-TW', 'errors.status.InsufficientGactBalance'),
  );
  // Answered in the server's place: what a race or a changed rule would cause.
  for (const [status, name] of [
    [6011, 'RateUnavailable'],
    [6008, 'MutualConversionProhibited'],
    [6012, 'ConversionLimitUsed'],
    [6013, 'DailyLimitExceeded'],
    [6001, 'InsufficientUsdtBalance'],
    [6005, 'InsufficientPointBalance'],
    [6004, 'InsufficientBalance'],
  ] as const) {
    await page.route(QUOTE, (route) =>
      route.fulfill({ json: { status, message: name, data: null } }),
    );
    await amountField(page).fill('1');
    await tap(page.getByRole('button', { name: textIn('zh-TW', 'wallet.convert.getQuote') }));
    await expect(page.getByRole('alert')).toHaveText(textIn('zh-TW', `errors.status.${name}`));
    await page.unroute(QUOTE);
  }
  await expectNoSeriousViolations(page);
});

test('faults: 500, malformed JSON, schema-invalid, offline, a hang: a message and a way on', async ({
  page,
}) => {
  await page.clock.install();
  await open(page);
  await amountField(page).fill('1');
  const getQuote = page.getByRole('button', { name: t('wallet.convert.getQuote') });
  // HTTP 500, then an answer that is not JSON, then one that is not a quote.
  for (const answer of [
    { status: 500, body: 'Internal Server Error' },
    { status: 200, body: '{"status":0,' },
    {
      status: 200,
      body: JSON.stringify({ status: 0, message: 'Success', data: { quoteId: 'x' } }),
    },
  ]) {
    await page.route(QUOTE, (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
    );
    await tap(getQuote);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(getQuote).toBeEnabled();
    await page.unroute(QUOTE);
  }
  // No network at the convert: nothing converted; "Try again" resends the same quote and works.
  await tap(getQuote);
  await tap(page.getByRole('button', { name: t('wallet.convert.quote.convert') }));
  await page.context().setOffline(true);
  await tap(
    page.getByRole('dialog').getByRole('button', { name: t('wallet.convert.confirm.yes') }),
  );
  await expect(page.getByRole('alert')).toHaveText(t('wallet.convert.errors.offline'));
  await page.context().setOffline(false);
  await tap(page.getByRole('button', { name: t('wallet.convert.failed.retry') }));
  await expect(page.getByRole('region', { name: t('wallet.convert.done.heading') })).toBeVisible();
  await tap(page.getByRole('button', { name: t('wallet.convert.done.again') }));
  // A quote that never answers ends at the request time-out with a message and the button back.
  await page.route(QUOTE, () => {});
  await amountField(page).fill('1');
  await tap(getQuote);
  await expect(page.getByRole('button', { name: t('wallet.convert.quoting') })).toBeDisabled();
  await page.clock.fastForward(TIMING.REQUEST_TIMEOUT_MS + 1_000);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(getQuote).toBeEnabled();
});

test('a session ended mid-flow: sign in and come back with the pair and amount kept', async ({
  page,
  request,
}) => {
  // A login of its own, ended on the server while the page holds it.
  const own = await apiLogin(request);
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await seedLogin(page, own);
  await page.goto(PAGE);
  await askQuote(page, 'en-US', 'USDT', 'GACT', '3');
  await expect(page.getByRole('region', { name: t('wallet.convert.quote.heading') })).toBeVisible();
  // Background reads (the announcement) settle first, or their 401 would end the session early.
  await page.waitForLoadState('networkidle');
  await request.post('/api/Member/Logout', {
    data: { token: own.token },
    headers: { Authorization: `Bearer ${own.access_token}` },
  });
  await tap(page.getByRole('button', { name: t('wallet.convert.quote.convert') }));
  await tap(
    page.getByRole('dialog').getByRole('button', { name: t('wallet.convert.confirm.yes') }),
  );
  await expect(page.getByRole('alert')).toHaveText(t('wallet.convert.session.ended'));
  await page.getByRole('link', { name: t('wallet.convert.session.signIn') }).click();
  await page.getByLabel(t('signIn.email'), { exact: true }).fill(DEMO.email);
  await page.getByLabel(t('signIn.password'), { exact: true }).fill(DEMO.password);
  await tap(page.getByRole('button', { name: t('signIn.submit'), exact: true }));
  await expect(page).toHaveURL(/\/profile\/wallet\/convert\?from=USDT&to=GACT&amount=3$/);
  await expect(amountField(page)).toHaveValue('3');
  await expect(
    page.getByRole('button', { name: t('wallet.convert.pair', { from: 'USDT', to: 'GACT' }) }),
  ).toHaveAttribute('aria-pressed', 'true');
});
