// The wallet history end to end (issue 14 item 8, decision 038): /profile/wallet/history and its
// detail in Chromium against the real API. The list in en-US, zh-TW and zh-CN; each filter changes
// the address and the rows, survives a reload, and unreadable filters fall back to the defaults;
// "Load more" appends the next page; a row opens its detail with the same-source entries; a bad id
// is not found with a way back; HTTP 500, malformed JSON, schema-invalid data and no network end in
// the translated message and a retry that works; a session that ends mid-visit asks to sign in and
// comes back to the same filters. axe: 0 serious or critical.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatViolations, seriousViolations } from '../support/axe';
import { apiLogin, seedLogin, type Envelope, type LoginResult } from '../support/session';
import { t, textIn } from '../support/texts';

/** The detail's way back to the list (issue 28 item 13: one wording for every back link). */
const BACK_TO_HISTORY = t('back.label', { place: t('back.places.history') });
const HISTORY = '/api/Wallet/History';

type Entry = { id: number; kind: string; type: string; asset: string; amount: string };
type HistoryPage = { timeZone: string; entries: Entry[] };

async function historyOf(
  request: APIRequestContext,
  who: LoginResult,
  filters: Record<string, string> = {},
) {
  const answer = await request.post(HISTORY, {
    data: { page: 1, size: 100, ...filters },
    headers: { Authorization: `Bearer ${who.access_token}` },
  });
  const body = (await answer.json()) as Envelope<HistoryPage>;
  return { entries: body.data.entries, total: body.total ?? 0 };
}

const rows = (page: Page) => page.locator('.wallet-history-list').first().locator('li');

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

async function signInOnForm(page: Page) {
  await page.getByLabel(t('signIn.email'), { exact: true }).fill('demo@gamerhub.test');
  await page.getByLabel(t('signIn.password'), { exact: true }).fill('Demo#2026pass');
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
}

let demo: LoginResult;
test.beforeAll(async ({ request }) => {
  demo = await apiLogin(request);
});

test('the list in three languages: every movement, newest first, labelled', async ({
  page,
  request,
}) => {
  const { entries, total } = await historyOf(request, demo);
  expect(new Set(entries.map((e) => e.asset))).toEqual(new Set(['POINT', 'GACT', 'USDT']));
  await seedLogin(page, demo);
  await page.goto('/home');
  for (const locale of ['en-US', 'zh-TW', 'zh-CN'] as const) {
    await page.evaluate((lang) => localStorage.setItem('lang', lang), locale);
    await page.goto('/profile/wallet/history');
    await expect(
      page.getByRole('heading', { level: 1, name: textIn(locale, 'wallet.history.heading') }),
    ).toBeVisible();
    await expect(rows(page)).toHaveCount(Math.min(total, 20));
    await expect(rows(page).first()).toContainText(
      textIn(locale, `wallet.history.kinds.${entries[0]!.kind}`),
    );
    const seed = rows(page)
      .filter({
        hasText: textIn(locale, 'wallet.history.kinds.walletSeed'),
      })
      .filter({ hasText: textIn(locale, 'wallet.assets.USDT') });
    if (entries.slice(0, 20).some((e) => e.kind === 'walletSeed' && e.asset === 'USDT'))
      await expect(seed).toContainText(`+250.5 ${textIn(locale, 'wallet.assets.USDT')}`);
    await expect(page.getByText(/wallet\.history\./)).toHaveCount(0);
  }
  await expectNoSeriousViolations(page);
});

test('each filter changes the address and the rows, a reload keeps them, bad ones fall back', async ({
  page,
  request,
}) => {
  await seedLogin(page, demo);
  await page.goto('/profile/wallet/history');
  await page.getByLabel(t('wallet.history.filters.type')).selectOption('opening');
  await expect(page).toHaveURL(/\?type=opening$/);
  const opening = await historyOf(request, demo, { type: 'opening' });
  await expect(rows(page)).toHaveCount(opening.entries.length);

  await page.getByLabel(t('wallet.history.filters.type')).selectOption('');
  await page.getByLabel(t('wallet.history.filters.asset')).selectOption('USDT');
  await expect(page).toHaveURL(/\?asset=USDT$/);
  const usdt = await historyOf(request, demo, { asset: 'USDT' });
  await expect(rows(page)).toHaveCount(usdt.entries.length);
  await expect(rows(page).first()).toContainText(t('wallet.assets.USDT'));

  const ranges = page.getByRole('group', { name: t('wallet.history.filters.range') });
  await ranges.getByRole('button', { name: t('wallet.history.ranges.H') }).click();
  await expect(page).toHaveURL(/\?asset=USDT&range=H$/);
  // Only the last hour's USDT movements (the convert spec may have made some, the seed is older).
  const lastHour = await historyOf(request, demo, { asset: 'USDT', range: 'H' });
  await expect(rows(page)).toHaveCount(Math.min(lastHour.entries.length, 20));
  await ranges.getByRole('button', { name: t('wallet.history.ranges.m') }).click();
  // This month's only: the USDT seed (60 days old) is not among them.
  const month = await historyOf(request, demo, { asset: 'USDT', range: 'm' });
  expect(month.entries.length).toBeLessThan(usdt.entries.length);
  await expect(rows(page)).toHaveCount(month.entries.length);
  await page.reload();
  await expect(ranges.getByRole('button', { name: t('wallet.history.ranges.m') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel(t('wallet.history.filters.asset'))).toHaveValue('USDT');
  await expectNoSeriousViolations(page);

  // Withdrawals are GACT only: no USDT withdrawal can match.
  await page.goto('/profile/wallet/history?type=withdraw&asset=USDT');
  await expect(page.getByText(t('wallet.history.emptyFiltered'))).toBeVisible();

  await page.goto('/profile/wallet/history?type=gift&asset=BTC&range=forever');
  await expect(page.getByLabel(t('wallet.history.filters.type'))).toHaveValue('');
  await expect(
    ranges.getByRole('button', { name: t('wallet.history.ranges.ALL') }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page).first()).toBeVisible();
});

test('load more appends the next page; a row opens its detail, and back', async ({
  page,
  request,
}) => {
  const { total } = await historyOf(request, demo);
  expect(total).toBeGreaterThan(6);
  // Pages of 3, so the demo's history needs "Load more" whatever its length.
  await page.route(`**${HISTORY}`, (route) =>
    route.continue({
      postData: JSON.stringify({ ...(route.request().postDataJSON() as object), size: 3 }),
    }),
  );
  await seedLogin(page, demo);
  await page.goto('/profile/wallet/history');
  await expect(rows(page)).toHaveCount(3);
  await page.getByRole('button', { name: t('wallet.history.more') }).click();
  await expect(rows(page)).toHaveCount(6);
  await expect(page.getByText(t('wallet.history.count', { shown: 6, total }))).toBeVisible();

  await rows(page).nth(4).getByRole('link').click();
  await expect(page).toHaveURL(/\/profile\/wallet\/history\/detail\?id=\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('wallet.history.detail.heading') }),
  ).toBeVisible();
  await expect(page.getByText(t('wallet.history.detail.entryId'))).toBeVisible();
  await expect(page.getByText(t('wallet.history.statuses.Success')).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: BACK_TO_HISTORY }).click();
  await expect(page).toHaveURL(/\/profile\/wallet\/history$/);
});

test("a quest reward's detail links to its quest; a USDT opening shows its exact amount", async ({
  page,
  request,
}) => {
  const { entries } = await historyOf(request, demo);
  const claim = entries.find((e) => e.kind === 'questClaim' || e.kind === 'eventClaim')!;
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-CN'));
  await seedLogin(page, demo);
  await page.goto(`/profile/wallet/history/detail?id=${claim.id}`);
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: textIn('zh-CN', `wallet.history.kinds.${claim.kind}`),
    }),
  ).toBeVisible();
  const subject = page.locator('.wallet-history-facts a');
  await expect(subject).toHaveAttribute('href', /\/quests\/(desc|event_desc)\?id=\d+$/);
  await expect(page.getByText(String(claim.id), { exact: true })).toBeVisible();

  const seed = entries.find((e) => e.kind === 'walletSeed' && e.asset === 'USDT')!;
  await page.goto(`/profile/wallet/history/detail?id=${seed.id}`);
  await expect(page.locator('.wallet-history-detail__amount')).toHaveText(
    `+250.5 ${textIn('zh-CN', 'wallet.assets.USDT')}`,
  );
});

for (const id of ['abc', '2000000000']) {
  test(`entry id ${id} is not found, with a way back`, async ({ page }) => {
    await seedLogin(page, demo);
    await page.goto(`/profile/wallet/history/detail?id=${id}`);
    await expect(page.getByRole('alert')).toHaveText(t('wallet.history.detail.notFound'));
    await page.locator('.wallet-history-note').getByRole('link', { name: BACK_TO_HISTORY }).click();
    await expect(page).toHaveURL(/\/profile\/wallet\/history$/);
    await expect(rows(page).first()).toBeVisible();
  });
}

test('faults: HTTP 500, malformed JSON, schema-invalid data and no network, each then a retry', async ({
  page,
}) => {
  const faults = [
    { status: 500, body: 'Internal Server Error' },
    { status: 200, contentType: 'application/json', body: '{"status":0,' },
    {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 0, message: 'Success', data: { entries: [{ id: 'x' }] } }),
    },
    null,
  ];
  let fault: (typeof faults)[number] | undefined;
  await page.route(`**${HISTORY}`, (route) =>
    fault === undefined
      ? route.continue()
      : fault === null
        ? route.abort('internetdisconnected')
        : route.fulfill(fault),
  );
  await seedLogin(page, demo);
  for (const next of faults) {
    fault = next;
    await page.goto('/profile/wallet/history?type=earn');
    const alert = page.locator('.query-error');
    await expect(alert).toContainText(t('wallet.history.loadFailed'), { timeout: 15_000 });
    fault = undefined;
    await alert.getByRole('button', { name: t('wallet.history.retry') }).click();
    await expect(rows(page).first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  }
});

test('the session ends mid-visit: sign in again and come back to the same filters', async ({
  page,
  request,
}) => {
  const own = await apiLogin(request);
  await seedLogin(page, own);
  await page.goto('/profile/wallet/history?type=earn&range=Y');
  await expect(rows(page).first()).toBeVisible();
  // Background reads (the announcement) settle first, or their 401 would end the session early.
  await page.waitForLoadState('networkidle');
  const logout = await request.post('/api/Member/Logout', {
    data: { token: own.token },
    headers: { Authorization: `Bearer ${own.access_token}`, DeviceType: 'pc' },
  });
  expect(((await logout.json()) as Envelope).status).toBe(0);

  await page.getByLabel(t('wallet.history.filters.asset')).selectOption('POINT');
  await expect(
    page.getByRole('alert').filter({ hasText: t('wallet.history.sessionEnded') }),
  ).toBeVisible();
  await page.getByRole('link', { name: t('wallet.history.signInButton') }).click();
  await signInOnForm(page);
  await expect(page).toHaveURL(/\/profile\/wallet\/history\?type=earn&asset=POINT&range=Y$/);
  await expect(page.getByLabel(t('wallet.history.filters.asset'))).toHaveValue('POINT');
  await expect(rows(page).first()).toBeVisible();
});
