// The vault end to end (issue 13, decision 032): /profile/vault and /profile/vault/item in Chromium
// against the real API. Each of the nine sorts, in en-US, zh-TW and zh-CN, shows the games in the order
// this file computes on its own from the API's answer (no import of the app's sort); the select
// changes the sort and the address; a game opens its items, filtered by category; a game with
// nothing says "Rewards coming soon"; an item shows its status history; a bad id is not found with a
// way back; an HTTP 500, an unreadable answer and no network end in the translated message and a
// retry that works; a visitor is asked to sign in. axe: 0 serious or critical.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatViolations, seriousViolations } from '../support/axe';
import { apiLogin, seedLogin, type Envelope, type LoginResult } from '../support/session';
import { t, textIn, type Locale } from '../support/texts';
import { hang } from '../support/hang';

const VAULT = '/api/Member/Vault';

type Game = {
  gameId: number;
  name: string;
  popularity: number;
  featured: boolean;
  releasedAt: string;
  balance: string | null;
  nftCount: number;
  assetCount: number;
  totalValue: string;
  items: { id: number; name: string; category: string; status: string }[];
};

async function vaultOf(request: APIRequestContext, who: LoginResult, locale: Locale) {
  const answer = await request.get(VAULT, {
    headers: { Authorization: `Bearer ${who.access_token}`, 'Accept-Language': locale },
  });
  return ((await answer.json()) as Envelope<Game[]>).data;
}

// The rules of decision 032, written again here: the seed's amounts have at most 4 decimals and
// stay far below 2^53, so scaled integers compare them exactly.
const scaled = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
};
const EXPECTED: Record<string, (a: Game, b: Game, locale: Locale) => number> = {
  popular: (a, b) => b.popularity - a.popularity,
  featured: (a, b) => Number(b.featured) - Number(a.featured) || b.popularity - a.popularity,
  new: (a, b) => Date.parse(b.releasedAt) - Date.parse(a.releasedAt),
  currency: (a, b) =>
    (b.balance === null ? -1 : scaled(b.balance)) - (a.balance === null ? -1 : scaled(a.balance)),
  asset: (a, b) => b.nftCount + b.assetCount - (a.nftCount + a.assetCount),
  highest: (a, b) => scaled(b.totalValue) - scaled(a.totalValue),
  lowest: (a, b) => scaled(a.totalValue) - scaled(b.totalValue),
  az: (a, b, locale) => new Intl.Collator(locale, { numeric: true }).compare(a.name, b.name),
  za: (a, b, locale) => new Intl.Collator(locale, { numeric: true }).compare(b.name, a.name),
};
const expectedOrder = (games: Game[], sort: string, locale: Locale) =>
  [...games]
    .sort((a, b) => EXPECTED[sort]!(a, b, locale) || a.gameId - b.gameId)
    .map((g) => g.name);

const gameNames = (page: Page) => page.locator('.vault-game__name');

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

let demo: LoginResult;
test.beforeAll(async ({ request }) => {
  demo = await apiLogin(request);
});

for (const locale of ['en-US', 'zh-TW', 'zh-CN'] as const) {
  for (const sort of Object.keys(EXPECTED)) {
    test(`sort ${sort} in ${locale} shows the games in that order`, async ({ page, request }) => {
      const games = await vaultOf(request, demo, locale);
      const expected = expectedOrder(games, sort, locale);
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
      await seedLogin(page, demo);
      await page.goto(`/profile/vault?sort=${sort}`);
      await expect(page.getByLabel(textIn(locale, 'vault.sortLabel'))).toHaveValue(sort);
      await expect(gameNames(page)).toHaveText(expected);
    });
  }
}

test('the sort select changes the order and the address, by keyboard too', async ({
  page,
  request,
}) => {
  const games = await vaultOf(request, demo, 'en-US');
  await seedLogin(page, demo);
  await page.goto('/profile/vault');
  const select = page.getByLabel(t('vault.sortLabel'));
  await expect(select).toHaveValue('popular');
  await expect(gameNames(page)).toHaveText(expectedOrder(games, 'popular', 'en-US'));
  await select.selectOption('za');
  await expect(page).toHaveURL(/\?sort=za$/);
  await expect(gameNames(page)).toHaveText(expectedOrder(games, 'za', 'en-US'));
  await select.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page).toHaveURL(/\?sort=az$/);
  await expect(gameNames(page)).toHaveText(expectedOrder(games, 'az', 'en-US'));
});

test('a game opens its NFTs and assets, filtered by category; an empty game says coming soon', async ({
  page,
  request,
}) => {
  const games = await vaultOf(request, demo, 'en-US');
  const ember = games.find((g) => g.name === 'Ember Realms')!;
  await seedLogin(page, demo);
  await page.goto('/profile/vault?sort=az');
  const harvest = page.locator('.vault-game', { hasText: 'Harvest Haven' });
  await expect(harvest).toContainText(t('vault.comingSoon'));
  await expect(harvest.getByRole('button')).toHaveCount(0);

  const head = page.getByRole('button', { name: /Ember Realms/ });
  await expect(head).toContainText('12,500.5 Rare Earth');
  await head.click();
  await expect(head).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(new RegExp(`game=${ember.gameId}`));
  const list = page.getByRole('list', { name: t('vault.itemsOf', { game: 'Ember Realms' }) });
  await expect(list.getByRole('link')).toHaveCount(ember.items.length);
  await expect(list).toContainText(t('vault.statuses.Listed'));

  const filters = page.getByRole('group', { name: t('vault.categoryLabel') });
  await filters.getByRole('button', { name: t('vault.categories.Landmark') }).click();
  await expect(page).toHaveURL(/category=Landmark/);
  const landmarks = ember.items.filter((i) => i.category === 'Landmark');
  await expect(list.getByRole('link')).toHaveText(landmarks.map((i) => new RegExp(i.name)));
  await expectNoSeriousViolations(page);

  // The open game and filter survive a reload: they are in the address.
  await page.reload();
  await expect(list.getByRole('link')).toHaveCount(landmarks.length);
});

test('an item shows its details and status history, newest first', async ({ page, request }) => {
  const games = await vaultOf(request, demo, 'zh-TW');
  const ranger = games.flatMap((g) => g.items).find((i) => i.name === '暗影遊俠')!;
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-TW'));
  await seedLogin(page, demo);
  await page.goto(`/profile/vault?game=${games.find((g) => g.items.includes(ranger))!.gameId}`);
  await page.getByRole('link', { name: /暗影遊俠/ }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/vault/item\\?id=${ranger.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: '暗影遊俠' })).toBeVisible();
  await expect(page.getByText('星晶碎片 900')).toBeVisible();
  const entries = page.locator('.vault-timeline__entry');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText(textIn('zh-TW', 'vault.statuses.TransferredOut'));
  await expect(entries.nth(0)).toContainText('已售予其他玩家');
  await expect(entries.nth(2)).toContainText(textIn('zh-TW', 'vault.statuses.NotListed'));
  await expectNoSeriousViolations(page);
});

for (const [name, id] of [
  ['malformed', 'abc'],
  ['unknown', '2000000000'],
] as const) {
  test(`a ${name} item id is not found, with a way back to the vault`, async ({ page }) => {
    await seedLogin(page, demo);
    await page.goto(`/profile/vault/item?id=${id}`);
    await expect(page.getByRole('alert')).toHaveText(t('vault.item.notFound'));
    await page
      .getByRole('link', { name: t('back.label', { place: t('back.places.vault') }) })
      .last()
      .click();
    await expect(page).toHaveURL(/\/profile\/vault$/);
    await expect(gameNames(page).first()).toBeVisible();
  });
}

for (const [name, fault] of [
  ['HTTP 500', { status: 500, body: 'Internal Server Error' }],
  ['malformed JSON', { status: 200, contentType: 'application/json', body: '{"status":0,' }],
  [
    'schema-invalid data',
    {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 0, message: 'Success', data: [{ gameId: 'x' }] }),
    },
  ],
  ['no network', null],
] as const) {
  test(`${name} on the vault: the translated message, then a retry that works`, async ({
    page,
  }) => {
    let failing = true;
    await page.route(`**${VAULT}`, (route) =>
      !failing
        ? route.continue()
        : fault === null
          ? route.abort('internetdisconnected')
          : route.fulfill(fault),
    );
    await seedLogin(page, demo);
    await page.goto('/profile/vault');
    const alert = page.locator('.query-error');
    await expect(alert).toContainText(t('vault.loadFailed'), { timeout: 15_000 });
    failing = false;
    await alert.getByRole('button', { name: t('common.retry') }).click();
    await expect(gameNames(page).first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
}

test('HTTP 500 on an item: the translated message and a retry', async ({ page, request }) => {
  const item = (await vaultOf(request, demo, 'en-US')).flatMap((g) => g.items)[0]!;
  let failing = true;
  await page.route('**/api/Member/VaultItem?**', (route) =>
    failing ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue(),
  );
  await seedLogin(page, demo);
  await page.goto(`/profile/vault/item?id=${item.id}`);
  const alert = page.locator('.query-error');
  await expect(alert).toContainText(t('vault.item.loadFailed'), { timeout: 15_000 });
  failing = false;
  await alert.getByRole('button', { name: t('vault.retry') }).click();
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
});

test('a visitor is asked to sign in and comes back to the same view', async ({ page }) => {
  await page.goto('/profile/vault?sort=za');
  await page.getByRole('link', { name: t('vault.signInButton') }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile%2Fvault%3Fsort%3Dza$/);
  await page.getByLabel(t('signIn.email'), { exact: true }).fill('demo@gamerhub.test');
  await page.getByLabel(t('signIn.password'), { exact: true }).fill('Demo#2026pass');
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/vault\?sort=za$/);
  await expect(gameNames(page).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the session ends mid-visit: the item page says so, and signing in comes back to it', async ({
  page,
  request,
}) => {
  // A login of its own: ending it must not end the one the other tests share.
  const own = await apiLogin(request);
  const games = await vaultOf(request, own, 'en-US');
  const ember = games.find((g) => g.name === 'Ember Realms')!;
  const item = ember.items[0]!;
  await seedLogin(page, own);
  await page.goto(`/profile/vault?game=${ember.gameId}`);
  await expect(page.getByRole('link', { name: new RegExp(item.name) })).toBeVisible();
  // Background reads (the announcement) settle first, or their 401 would end the session early.
  await page.waitForLoadState('networkidle');
  const logout = await request.post('/api/Member/Logout', {
    data: { token: own.token },
    headers: { Authorization: `Bearer ${own.access_token}`, DeviceType: 'pc' },
  });
  expect(((await logout.json()) as Envelope).status).toBe(0);

  await page.getByRole('link', { name: new RegExp(item.name) }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('vault.sessionEnded') })).toBeVisible();
  await page.getByRole('link', { name: t('vault.signInButton') }).click();
  await page.getByLabel(t('signIn.email'), { exact: true }).fill('demo@gamerhub.test');
  await page.getByLabel(t('signIn.password'), { exact: true }).fill('Demo#2026pass');
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/vault/item\\?id=${item.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
});

test('a request that hangs ends in the translated message, and a retry works', async ({ page }) => {
  await page.clock.install();
  const call = await hang(page, VAULT);
  await seedLogin(page, demo);
  await page.goto('/profile/vault');
  await call.outlast();
  const alert = page.locator('.query-error');
  await expect(alert).toContainText(t('vault.loadFailed'));
  call.release();
  await alert.getByRole('button', { name: t('common.retry') }).click();
  await expect(gameNames(page).first()).toBeVisible();
});
