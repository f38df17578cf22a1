// The wallet home end to end (issue 14 items 1, 3, 4; decision 035): /profile/wallet in Chromium
// against the real API. In en-US, zh-TW and zh-CN the total of GACT and USDT is the figure this file
// computes on its own (bigint, half-even) from the API's balances and rates, with the rates' time;
// changing the currency on /currency visibly changes it (JPY with no decimals). The range tabs
// change spend/earn, the chart and the address; the readout follows the pointer and the arrow keys.
// HTTP 500, an unreadable answer, schema-invalid data, no network and a hanging call end in a
// translated message and a retry that works; a session ended elsewhere asks to sign in and comes
// back. axe: 0 serious or critical.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatAmount } from '../../../src/money/amount.ts';
import { TIMING } from '../../../src/config/constants.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import {
  apiLogin,
  seedLogin,
  signUpViaApi,
  type Envelope,
  type LoginResult,
} from '../support/session';
import { t, textIn, type Locale } from '../support/texts';

const INFO = '/api/Member/GactInfo';
const RATES = '/api/Wallet/Rates';

type Rates = {
  gactUsd: { rate: string };
  usdtUsd: { rate: string };
  fiat: { currency: string; rate: string }[];
};

async function read<T>(request: APIRequestContext, who: LoginResult, path: string): Promise<T> {
  const answer = await request.get(path, {
    headers: { Authorization: `Bearer ${who.access_token}` },
  });
  return ((await answer.json()) as Envelope<T>).data;
}

// Decision 035's arithmetic, written again: decimals as scaled bigints, one half-even rounding.
function scaled(text: string): [bigint, number] {
  const [whole = '0', fraction = ''] = text.split('.');
  return [BigInt(whole + fraction), fraction.length];
}
function totalIn(
  balances: { GACT: string; USDT: string },
  rates: Rates,
  currency: string,
  digits: number,
): string {
  const terms = [
    [balances.GACT, rates.gactUsd.rate],
    [balances.USDT, rates.usdtUsd.rate],
  ].map(([amount, rate]) => {
    const [a, as] = scaled(amount!);
    const [r, rs] = scaled(rate!);
    return [a * r, as + rs] as const;
  });
  const scale = Math.max(...terms.map(([, s]) => s));
  const usd = terms.reduce((sum, [v, s]) => sum + v * 10n ** BigInt(scale - s), 0n);
  const [f, fs] = scaled(rates.fiat.find((x) => x.currency === currency)!.rate);
  const exact = usd * f;
  const divisor = 10n ** BigInt(scale + fs - digits);
  let q = exact / divisor;
  const twice = (exact % divisor) * 2n;
  if (twice > divisor || (twice === divisor && q % 2n === 1n)) q += 1n;
  const text = q.toString().padStart(digits + 1, '0');
  const whole = BigInt(digits ? text.slice(0, -digits) : text).toLocaleString('en-US');
  return digits ? `${whole}.${text.slice(-digits)}` : whole;
}

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

const total = (page: Page) => page.getByTestId('wallet-total');

let demo: LoginResult;
test.beforeAll(async ({ request }) => {
  demo = await apiLogin(request);
});

for (const locale of ['en-US', 'zh-TW', 'zh-CN'] as const satisfies Locale[]) {
  test(`${locale}: balances, the total from the rates with their time, and a currency change`, async ({
    page,
    request,
  }) => {
    const info = await read<{ balances: { GACT: string; USDT: string } }>(request, demo, INFO);
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
    await seedLogin(page, demo);
    // GACT's price moves every minute: the total is checked against the rates the page was given.
    const ratesAnswer = page.waitForResponse((r) => r.url().includes(RATES));
    await page.goto('/profile/wallet');
    const rates = ((await (await ratesAnswer).json()) as Envelope<Rates>).data;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      textIn(locale, 'wallet.home.heading'),
    );
    // The ledger's balances (the convert and withdraw specs move the demo's GACT and USDT).
    await expect(page.getByTestId('balance-GACT')).toHaveText(formatAmount(info.balances.GACT));
    await expect(page.getByTestId('balance-USDT')).toHaveText(formatAmount(info.balances.USDT));
    await expect(total(page)).toContainText(totalIn(info.balances, rates, 'USD', 2));
    await expect(page.getByTestId('rates-time')).toContainText(
      textIn(locale, 'wallet.fiat.ratesAt', { time: '' }).trim(),
    );
    const inUsd = await total(page).textContent();
    // The range chips read in the screen's language (issue 28 item 7: "H D W m Y ALL" on a
    // Chinese screen); their names still say the whole range.
    const chips = await page
      .getByRole('group', { name: textIn(locale, 'wallet.chart.rangeLabel') })
      .getByRole('button')
      .evaluateAll((tabs) => tabs.map((tab) => tab.firstChild?.textContent ?? ''));
    expect(chips).toEqual(
      ['H', 'D', 'W', 'm', 'Y', 'ALL'].map((r) => textIn(locale, `wallet.chart.chips.${r}`)),
    );
    if (locale !== 'en-US') expect(chips.join('')).not.toMatch(/[A-Za-z]/);

    // The currency page (docs/product/wallet.md) is where a member picks it; the wallet follows.
    await page.goto('/currency');
    // Each code with its name in the screen's language (issue 28 item 7: codes alone).
    const yenName = new Intl.DisplayNames([locale], { type: 'currency' }).of('JPY');
    await expect(page.getByRole('radio', { name: `JPY · ${yenName}`, exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'JPY' }).check();
    // This visit reads the rates again, and the minute may have turned since the first.
    const yenRatesAnswer = page.waitForResponse((r) => r.url().includes(RATES));
    await page.goto('/profile/wallet');
    const yenRates = ((await (await yenRatesAnswer).json()) as Envelope<Rates>).data;
    const yen = totalIn(info.balances, yenRates, 'JPY', 0);
    await expect(total(page)).toContainText(yen);
    await expect(total(page)).toContainText('¥');
    await expect(total(page)).not.toHaveText(inUsd!);
    // No decimals in yen.
    expect(await total(page).textContent()).not.toMatch(/[.]\d+$/);
    await expect(page.getByTestId('portfolio')).toContainText('¥');
    await expectNoSeriousViolations(page);
  });
}

test('range tabs change spend/earn, the chart and the address; the readout follows pointer and keys', async ({
  page,
}) => {
  await seedLogin(page, demo);
  await page.goto('/profile/wallet');
  const readout = page.getByTestId('chart-readout');
  const summary = page.getByTestId('chart-summary');
  await expect(summary).toContainText(t('wallet.chart.ranges.D'));
  const lastPoint = await readout.textContent();

  const week = page.getByRole('button', { name: t('wallet.chart.ranges.W') });
  await week.click();
  await expect(week).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/range=W/);
  await expect(summary).toContainText(t('wallet.chart.ranges.W'));
  await expect(
    page.getByRole('heading', { name: new RegExp(t('wallet.chart.ranges.W')) }),
  ).toBeVisible();

  // A pointer over the left of the chart reads an early point.
  const canvas = page.locator('.wallet-chart__canvas .u-over');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 5, box.y + box.height / 2);
  await expect(readout).not.toHaveText(lastPoint!);
  const early = await readout.textContent();

  // Keys: End is the last point, Home the first, arrows step.
  const frame = page.locator('.wallet-chart__frame');
  await page.mouse.move(0, 0);
  await frame.focus();
  await page.keyboard.press('Home');
  const first = await readout.textContent();
  await page.keyboard.press('ArrowRight');
  await expect(readout).not.toHaveText(first!);
  await page.keyboard.press('End');
  await expect(readout).not.toHaveText(early!);

  // The other line: the member's own value.
  await page.getByRole('button', { name: t('wallet.chart.lines.value') }).click();
  await expect(summary).toBeVisible();
  await page.getByRole('button', { name: t('wallet.chart.ranges.ALL') }).click();
  await expect(page).toHaveURL(/range=ALL/);
  await expect(summary).toContainText(t('wallet.chart.ranges.ALL'));
  // The ways on from the wallet home.
  for (const key of ['receive', 'convert', 'withdraw', 'history'])
    await expect(page.getByRole('link', { name: t(`wallet.home.${key}`) })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test.describe('faults', () => {
  for (const [name, fault, key] of [
    ['HTTP 500', { status: 500, body: 'Internal Server Error' }, 'errors.generic'],
    [
      'malformed JSON',
      { status: 200, contentType: 'application/json', body: '{"status":0,' },
      'errors.badResponse',
    ],
    [
      'schema-invalid data',
      {
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: 0, message: 'Success', data: { gactUsd: 1 } }),
      },
      'errors.badResponse',
    ],
    [
      'the platform refusing the rate',
      {
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: 6011, message: 'Error obtaining rate', data: null }),
      },
      'errors.status.RateUnavailable',
    ],
    ['no network', null, 'errors.network'],
  ] as const) {
    test(`${name} on the rates: the translated message, then a retry that works`, async ({
      page,
    }) => {
      let failing = true;
      await page.route(`**${RATES}`, (route) =>
        !failing
          ? route.continue()
          : fault === null
            ? route.abort('internetdisconnected')
            : route.fulfill(fault),
      );
      await seedLogin(page, demo);
      await page.goto('/profile/wallet');
      const alert = page.locator('.query-error').first();
      await expect(alert).toContainText(t(key), { timeout: 15_000 });
      failing = false;
      await alert.getByRole('button', { name: t('common.retry') }).click();
      await expect(total(page)).toBeVisible();
    });
  }

  test('a hanging chart read ends in its message after the time-out; the retry draws it', async ({
    page,
  }) => {
    await page.clock.install();
    let hanging = true;
    let held = 0;
    await page.route(
      (url) => url.pathname === '/api/Wallet/Chart',
      async (route) => {
        if (hanging) held += 1;
        else await route.fallback();
      },
    );
    await seedLogin(page, demo);
    await page.goto('/profile/wallet');
    await expect.poll(() => held).toBeGreaterThan(0);
    // The other reads answer first: only the held one is to outlast the time-out.
    await expect(total(page)).toBeVisible();
    await page.clock.fastForward(TIMING.REQUEST_TIMEOUT_MS + 1_000);
    const alert = page.locator('.wallet-chart .query-error');
    await expect(alert).toContainText(t('errors.generic'));
    hanging = false;
    await alert.getByRole('button', { name: t('common.retry') }).click();
    await expect(page.getByTestId('chart-readout')).toBeVisible();
  });

  test('a session ended elsewhere: asked to sign in, then back on the wallet', async ({
    page,
    request,
  }) => {
    const email = `wallet.${Date.now()}.${Math.floor(Math.random() * 1e6)}@wallet.test`;
    const password = 'Wallet#2026pass';
    const me = await signUpViaApi(request, email, password);
    await seedLogin(page, me);
    await page.goto('/profile/wallet');
    await expect(total(page)).toBeVisible();
    // Background reads (the announcement) settle first, or their 401 would end the session early.
    await page.waitForLoadState('networkidle');
    const answer = await request.post('/api/Member/Logout', {
      data: { token: me.token },
      headers: { Authorization: `Bearer ${me.access_token}`, DeviceType: 'pc' },
    });
    expect(((await answer.json()) as Envelope).status).toBe(0);
    await page.getByRole('button', { name: t('wallet.chart.ranges.Y') }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: t('wallet.home.sessionEnded') }),
    ).toBeVisible();
    await page.getByRole('link', { name: t('wallet.home.signInButton') }).click();
    await page.getByLabel(t('signIn.email'), { exact: true }).fill(email);
    await page.getByLabel(t('signIn.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/wallet$/);
    await expect(total(page)).toBeVisible();
  });
});

test('one time format on the wallet screen: the rates time and the chart readout (zh-TW, 360 px)', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-TW'));
  await seedLogin(page, demo);
  await page.goto('/profile/wallet');
  const dateTime = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;
  const ratesTime = page.getByTestId('rates-time');
  const readout = page.getByTestId('chart-readout').locator('time');
  await expect(ratesTime).toContainText(dateTime);
  await expect(readout).toHaveText(dateTime);
  // A week's point too: no second format for longer ranges.
  await page.getByRole('button', { name: textIn('zh-TW', 'wallet.chart.ranges.W') }).click();
  await expect(readout).toHaveText(dateTime);
  await page.screenshot({ path: testInfo.outputPath('wallet-360-zh-TW.png'), fullPage: true });
});
