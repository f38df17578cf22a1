// Lootbox and inventory end to end (issue 12): /lootbox, /lootbox/list and /profile/inventory in
// Chromium against the real API. A visitor sees every box and its full odds and is asked to sign in
// to open; zh-TW carries the odds disclosure; a member without enough points is told before
// anything is sent; the demo member names a chest (too long, a sensitive word, then fine), opens it
// and gets a receipt, the item in the inventory and the open in the history with its odds; every
// named failure (offline, HTTP 500, an unreadable answer, InsufficientPointBalance, the session
// ending mid-open) ends in its message and a way on, and a retry is never charged twice; an item is
// used once (ItemAlreadyUsed when it was used elsewhere meanwhile). axe: 0 serious or critical.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatViolations, seriousViolations } from '../support/axe';
import {
  DEMO,
  apiLogin,
  seedLogin,
  signUpViaApi,
  type Credentials,
  type Envelope,
  type LoginResult,
} from '../support/session';
import { t, textIn } from '../support/texts';
import { SEED_MEMBERS } from '../../../server/db/seed-data.ts';
import { hang } from '../support/hang';

/**
 * Seeded members other than the demo member pay for most opens here: the browser specs share one
 * database, and the prize specs after this one spend nearly all of the demo member's points.
 * kai (100 points) pays one open, luna (340) three.
 */
function seeded(prefix: string): Credentials {
  const member = SEED_MEMBERS.find((m) => m.email.startsWith(prefix));
  if (!member) throw new Error(`server/db/seed-data.ts no longer seeds ${prefix}gamerhub.test`);
  return { email: member.email, password: member.password };
}
const KAI = seeded('kai@');
const LUNA = seeded('luna@');

const OPEN = '/api/Mission/OpenLootbox';
const STARTER = 'Starter Chest';
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

type Points = { points: number };

async function pointsOf(request: APIRequestContext, who: LoginResult): Promise<number> {
  const answer = await request.get('/api/Member/MemberInfo', {
    headers: { Authorization: `Bearer ${who.access_token}` },
  });
  return ((await answer.json()) as Envelope<Points>).data.points;
}

async function openCount(request: APIRequestContext, who: LoginResult): Promise<number> {
  const answer = await request.post('/api/Mission/LootboxHistory', {
    data: { page: 1, size: 1 },
    headers: { Authorization: `Bearer ${who.access_token}` },
  });
  return ((await answer.json()) as Envelope).total ?? 0;
}

const starterCard = (page: Page) => page.getByRole('region', { name: STARTER });
const dialog = (page: Page) => page.getByRole('dialog');

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

async function startOpen(page: Page) {
  await starterCard(page)
    .getByRole('button', { name: t('lootbox.open.button', { points: 100 }) })
    .click();
  await expect(dialog(page)).toBeVisible();
}

test('a visitor sees every box with odds summing to 100 % and is asked to sign in to open', async ({
  page,
}) => {
  await page.goto('/lootbox');
  await expect(page.getByRole('heading', { level: 1, name: t('titles.lootbox') })).toBeVisible();
  for (const box of [STARTER, 'Legend Chest']) {
    const table = page.getByRole('table', { name: t('lootbox.odds.caption', { box }) });
    await expect(table).toBeVisible();
    await expect(table.locator('tfoot')).toContainText('100%');
  }
  await expect(starterCard(page)).toContainText('Ember Knight');
  await expect(starterCard(page)).toContainText('40%');
  await expect(starterCard(page)).toContainText(t('lootbox.odds.disclosure'));
  await expectNoSeriousViolations(page);

  await startOpen(page);
  await expect(dialog(page)).toContainText(t('lootbox.open.signInPrompt'));
  const link = dialog(page).getByRole('link', { name: t('lootbox.open.signIn') });
  await expect(link).toHaveAttribute(
    'href',
    /^\/login\?returnTo=%2Flootbox%3Fbox%3D\d+%26open%3D1$/,
  );
  await expectNoSeriousViolations(page);
});

test('zh-TW shows the odds and the odds disclosure in Traditional Chinese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-TW'));
  await page.goto('/lootbox');
  const card = page.getByRole('region', { name: '新手寶箱' });
  await expect(
    card.getByRole('table', { name: textIn('zh-TW', 'lootbox.odds.caption', { box: '新手寶箱' }) }),
  ).toContainText('餘燼騎士');
  await expect(card).toContainText(textIn('zh-TW', 'lootbox.odds.disclosure'));
});

test('a member whose balance is not enough is told before anything is sent', async ({
  page,
  request,
}) => {
  const me = await signUpViaApi(request, `opener.${unique()}@lootbox.test`, 'Opener#2026pass');
  expect(await pointsOf(request, me)).toBeLessThan(100);
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes(OPEN)) sent += 1;
  });
  await seedLogin(page, me);
  await page.goto('/lootbox');
  await startOpen(page);
  await expect(dialog(page).getByRole('alert')).toHaveText(
    t('lootbox.open.notEnough', {
      cost: 100,
      balance: (await pointsOf(request, me)).toLocaleString('en-US'),
    }),
  );
  expect(sent).toBe(0);
});

test('a member names a chest, opens it, and finds the item in the inventory and the open in the history', async ({
  page,
  request,
}) => {
  const me = await apiLogin(request, KAI);
  const before = await pointsOf(request, me);
  const opens = await openCount(request, me);
  await seedLogin(page, me);
  await page.goto('/lootbox');
  await expect(
    page.getByText(t('lootbox.balance', { points: before.toLocaleString('en-US') })),
  ).toBeVisible();
  await startOpen(page);
  await expect(
    dialog(page).getByRole('heading', { name: t('lootbox.open.confirmTitle', { box: STARTER }) }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  const name = dialog(page).getByRole('textbox', { name: t('lootbox.chestName.label') });
  const confirm = dialog(page).getByRole('button', { name: t('lootbox.open.confirm') });
  await name.fill('ABCDEFGHIJKLM');
  await confirm.click();
  await expect(dialog(page).getByRole('alert')).toHaveText(t('lootbox.chestName.invalid'));
  await name.fill('官方寶箱');
  await confirm.click();
  await expect(dialog(page).getByRole('alert')).toHaveText(t('errors.status.NameSensitiveWords'));
  await name.fill('E2E-Box');
  await confirm.click();

  const receipt = dialog(page).getByRole('region', { name: t('lootbox.receipt.heading') });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText('E2E-Box');
  await expect(receipt).toContainText(
    t('lootbox.cost', { points: (before - 100).toLocaleString('en-US') }),
  );
  expect(await pointsOf(request, me)).toBe(before - 100);
  expect(await openCount(request, me)).toBe(opens + 1);
  const heading = await dialog(page).getByRole('heading', { level: 2 }).textContent();
  const item = /^You got (.+)!$/.exec(heading ?? '')?.[1] ?? '';
  expect(item).not.toBe('');
  await expectNoSeriousViolations(page);

  await dialog(page)
    .getByRole('link', { name: t('lootbox.result.toInventory') })
    .click();
  await expect(page).toHaveURL(/\/profile\/inventory$/);
  await expect(page.getByRole('button', { name: new RegExp(item) }).first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/lootbox/list');
  const first = page.locator('.history-card').first();
  await expect(first).toContainText(t('lootbox.history.got', { item }));
  await expect(first).toContainText('E2E-Box');
  await first.locator('summary', { hasText: t('lootbox.history.oddsAtTime') }).click();
  await expect(first.getByRole('table')).toContainText('40%');
  await expectNoSeriousViolations(page);
});

test('offline: the open is told, and the retry with the same key charges once', async ({
  page,
  context,
  request,
}) => {
  const me = await apiLogin(request, LUNA);
  const before = await pointsOf(request, me);
  const opens = await openCount(request, me);
  await seedLogin(page, me);
  await page.goto('/lootbox');
  await startOpen(page);
  await context.setOffline(true);
  await dialog(page)
    .getByRole('button', { name: t('lootbox.open.confirm') })
    .click();
  await expect(dialog(page).getByRole('alert')).toHaveText(t('lootbox.open.errors.offline'));
  await context.setOffline(false);
  await dialog(page)
    .getByRole('button', { name: t('lootbox.open.retry') })
    .click();
  await expect(
    dialog(page).getByRole('region', { name: t('lootbox.receipt.heading') }),
  ).toBeVisible();
  expect(await openCount(request, me)).toBe(opens + 1);
  expect(await pointsOf(request, me)).toBe(before - 100);
});

test('an answer lost after the server charged: the retry returns the first result, never a second charge', async ({
  page,
  request,
}) => {
  const me = await apiLogin(request, LUNA);
  const before = await pointsOf(request, me);
  const opens = await openCount(request, me);
  await seedLogin(page, me);
  await page.goto('/lootbox');
  // The first answer reaches the server, then is replaced by HTTP 500 on the way back.
  let first = true;
  await page.route(`**${OPEN}`, async (route) => {
    if (!first) return route.continue();
    first = false;
    await route.fetch();
    await route.fulfill({ status: 500, body: 'Internal Server Error' });
  });
  await startOpen(page);
  await dialog(page)
    .getByRole('button', { name: t('lootbox.open.confirm') })
    .click();
  await expect(dialog(page).getByRole('alert')).toHaveText(t('errors.generic'));
  await dialog(page)
    .getByRole('button', { name: t('lootbox.open.retry') })
    .click();
  await expect(
    dialog(page).getByRole('region', { name: t('lootbox.receipt.heading') }),
  ).toBeVisible();
  expect(await openCount(request, me)).toBe(opens + 1);
  expect(await pointsOf(request, me)).toBe(before - 100);
});

for (const [name, answer, key] of [
  [
    'InsufficientPointBalance',
    {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 6005, message: 'Insufficient Point balance' }),
    },
    'errors.status.InsufficientPointBalance',
  ],
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
      body: JSON.stringify({ status: 0, message: 'Success', data: { openId: 'x' } }),
    },
    'errors.badResponse',
  ],
] as const) {
  test(`${name}: its message, nothing charged`, async ({ page, request }) => {
    const me = await apiLogin(request, DEMO);
    const opens = await openCount(request, me);
    await seedLogin(page, me);
    await page.goto('/lootbox');
    await page.route(`**${OPEN}`, (route) => route.fulfill(answer));
    await startOpen(page);
    await dialog(page)
      .getByRole('button', { name: t('lootbox.open.confirm') })
      .click();
    await expect(dialog(page).getByRole('alert')).toHaveText(t(key));
    expect(await openCount(request, me)).toBe(opens);
  });
}

test('a box retired meanwhile is told as no longer on sale', async ({ page, request }) => {
  const me = await apiLogin(request, DEMO);
  await seedLogin(page, me);
  await page.goto('/lootbox');
  await page.route(`**${OPEN}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 1002, message: 'Data does not exist' }),
    }),
  );
  await startOpen(page);
  await dialog(page)
    .getByRole('button', { name: t('lootbox.open.confirm') })
    .click();
  await expect(dialog(page).getByRole('alert')).toHaveText(t('lootbox.open.errors.gone'));
  await dialog(page)
    .getByRole('button', { name: t('lootbox.open.cancel') })
    .click();
  await expect(dialog(page)).toHaveCount(0);
});

test('a request that hangs ends in a message; the retry opens once', async ({ page, request }) => {
  const me = await apiLogin(request, LUNA);
  const opens = await openCount(request, me);
  await seedLogin(page, me);
  await page.clock.install();
  // The first open never gets an answer (held here, never sent on).
  const call = await hang(page, OPEN);
  await page.goto('/lootbox');
  await startOpen(page);
  await dialog(page)
    .getByRole('button', { name: t('lootbox.open.confirm') })
    .click();
  await expect(
    dialog(page).getByRole('button', { name: t('lootbox.open.opening') }),
  ).toBeDisabled();
  await call.outlast();
  await expect(dialog(page).getByRole('alert')).toHaveText(t('errors.generic'));
  call.release();
  await dialog(page)
    .getByRole('button', { name: t('lootbox.open.retry') })
    .click();
  await expect(
    dialog(page).getByRole('region', { name: t('lootbox.receipt.heading') }),
  ).toBeVisible();
  expect(await openCount(request, me)).toBe(opens + 1);
});

test('the session ends mid-open: sign in again, come back to the box, open it', async ({
  page,
  request,
}) => {
  const me = await apiLogin(request, DEMO);
  await seedLogin(page, me);
  await page.goto('/lootbox');
  await startOpen(page);
  // Background reads (the announcement) settle first, or their 401 would end the session early.
  await page.waitForLoadState('networkidle');
  await request.post('/api/Member/Logout', {
    data: { token: me.token },
    headers: { Authorization: `Bearer ${me.access_token}` },
  });
  await dialog(page)
    .getByRole('button', { name: t('lootbox.open.confirm') })
    .click();
  await expect(dialog(page).getByRole('alert')).toHaveText(t('lootbox.open.sessionEnded'));
  await dialog(page)
    .getByRole('link', { name: t('lootbox.open.signInAgain') })
    .click();
  await page.getByRole('textbox', { name: t('signIn.email') }).fill(DEMO.email);
  await page.getByLabel(t('signIn.password')).fill(DEMO.password);
  await page.getByRole('button', { name: t('signIn.submit') }).click();
  await expect(page).toHaveURL(/\/lootbox$/);
  await expect(
    dialog(page).getByRole('heading', { name: t('lootbox.open.confirmTitle', { box: STARTER }) }),
  ).toBeVisible();
  await dialog(page)
    .getByRole('button', { name: t('lootbox.open.confirm') })
    .click();
  await expect(
    dialog(page).getByRole('region', { name: t('lootbox.receipt.heading') }),
  ).toBeVisible();
});

test('inventory: filter by status, a detail, use once; a use made elsewhere meanwhile is told', async ({
  page,
  request,
}) => {
  const me = await apiLogin(request, DEMO);
  await seedLogin(page, me);
  await page.goto('/profile/inventory');
  await expect(page.getByRole('heading', { level: 1, name: t('inventory.heading') })).toBeVisible();
  await page.getByRole('button', { name: t('inventory.statuses.Frozen'), exact: true }).click();
  const frozen = page.getByRole('button', { name: /Crystal Spire/ });
  await expect(frozen).toHaveCount(1);
  await frozen.click();
  await expect(dialog(page)).toContainText(t('inventory.statuses.Frozen'));
  await expect(dialog(page).getByRole('button', { name: t('inventory.use.button') })).toHaveCount(
    0,
  );
  await expectNoSeriousViolations(page);
  await dialog(page)
    .getByRole('button', { name: t('common.close') })
    .click();

  await page.getByRole('button', { name: t('inventory.filters.Available'), exact: true }).click();
  const dragon = page.getByRole('button', { name: /Golden Dragon/ }).first();
  await dragon.click();
  await dialog(page)
    .getByRole('button', { name: t('inventory.use.button') })
    .click();
  await expect(dialog(page).getByRole('status')).toHaveText(
    t('inventory.use.done', { item: 'Golden Dragon' }),
  );
  await expect(dialog(page)).toContainText(t('inventory.statuses.Used'));
  await expect(dialog(page).getByRole('button', { name: t('inventory.use.button') })).toHaveCount(
    0,
  );
  await dialog(page)
    .getByRole('button', { name: t('common.close') })
    .click();

  // An avatar won in another tab, used there while this list still shows it Available.
  const usable = async () => {
    const answer = await request.post('/api/Member/Inventory', {
      data: { page: 1, size: 100, status: 'Available' },
      headers: { Authorization: `Bearer ${me.access_token}` },
    });
    const items = (
      (await answer.json()) as Envelope<{ id: number; item: { name: string; usable: boolean } }[]>
    ).data;
    return items.filter((i) => i.item.usable);
  };
  let [target] = await usable();
  if (!target) {
    // Every usable item is used: open boxes until an avatar comes out.
    for (let i = 0; i < 20 && !target; i += 1) {
      await request.post(OPEN, {
        data: { lootboxId: 2, openKey: `e2e-${unique().replace('.', '-')}` },
        headers: { Authorization: `Bearer ${me.access_token}` },
      });
      [target] = await usable();
    }
  }
  expect(target).toBeDefined();
  await page.reload();
  await page.getByRole('button', { name: t('inventory.filters.Available'), exact: true }).click();
  await page
    .getByRole('button', { name: new RegExp(target!.item.name) })
    .first()
    .click();
  const use = await request.post('/api/Member/UseItem', {
    // Another use than the sheet's (its own key): the sheet's press is refused as already used.
    data: { inventoryId: target!.id, useKey: `other-tab-${Date.now()}` },
    headers: { Authorization: `Bearer ${me.access_token}` },
  });
  expect(((await use.json()) as Envelope).status).toBe(0);
  await dialog(page)
    .getByRole('button', { name: t('inventory.use.button') })
    .click();
  await expect(dialog(page).getByRole('alert')).toHaveText(t('errors.status.ItemAlreadyUsed'));
});

test('inventory: an item frozen meanwhile, and no connection, are told under Use', async ({
  page,
  context,
  request,
}) => {
  const me = await apiLogin(request, DEMO);
  await seedLogin(page, me);
  await page.goto('/profile/inventory');
  await page.getByRole('button', { name: t('inventory.filters.Available'), exact: true }).click();
  const answer = await request.post('/api/Member/Inventory', {
    data: { page: 1, size: 100, status: 'Available' },
    headers: { Authorization: `Bearer ${me.access_token}` },
  });
  const items = ((await answer.json()) as Envelope<{ item: { name: string; usable: boolean } }[]>)
    .data;
  const usable = items.find((i) => i.item.usable);
  test.skip(!usable, 'no usable item left to try');
  await page
    .getByRole('button', { name: new RegExp(usable!.item.name) })
    .first()
    .click();
  const use = dialog(page).getByRole('button', { name: t('inventory.use.button') });
  await page.route('**/api/Member/UseItem', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 9203, message: 'This item is frozen and cannot be used' }),
    }),
  );
  await use.click();
  await expect(dialog(page).getByRole('alert')).toHaveText(t('errors.status.ItemFrozen'));
  await page.unroute('**/api/Member/UseItem');
  await context.setOffline(true);
  await use.click();
  await expect(dialog(page).getByRole('alert')).toHaveText(t('inventory.use.offline'));
  await context.setOffline(false);
});

for (const [screen, url, api, key] of [
  ['/lootbox', '/lootbox', '/api/Mission/LootboxList', 'lootbox.loadFailed'],
  ['/lootbox/list', '/lootbox/list', '/api/Mission/LootboxHistory', 'lootbox.history.loadFailed'],
  ['/profile/inventory', '/profile/inventory', '/api/Member/Inventory', 'inventory.loadFailed'],
] as const) {
  test(`${screen}: a failed read says so, and "Try again" reads again`, async ({
    page,
    request,
  }) => {
    await seedLogin(page, await apiLogin(request, DEMO));
    let failing = true;
    await page.route(`**${api}*`, (route) =>
      failing ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue(),
    );
    await page.goto(url);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(t(key), { timeout: 15_000 });
    failing = false;
    await alert.getByRole('button', { name: t('lootbox.retry') }).click();
    await expect(alert).toHaveCount(0);
  });
}

test('history and inventory ask a visitor to sign in', async ({ page }) => {
  await page.goto('/lootbox/list');
  await expect(page.getByText(t('lootbox.history.signIn'))).toBeVisible();
  await page.goto('/profile/inventory');
  await expect(page.getByText(t('inventory.signIn'))).toBeVisible();
  await expectNoSeriousViolations(page);
});
