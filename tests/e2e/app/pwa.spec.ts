// Installable and offline read-only (issue 9, scope 6; "offline at load" of scope 5): the manifest
// and its icons, the service worker that controls the start URL, cached reads shown offline with the
// offline notice, writes that fail at once offline and change nothing (never queued or replayed),
// logout offline, and a new version that waits for the member's Reload.
//
// Every other spec blocks service workers (playwright.config.ts), so page.route fault injection
// and first visits there see the network; this one allows them. `context.setOffline(true)` takes
// the whole browser context offline: the pages and their service worker alike.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectHomeMounted } from '../support/app';
import { apiLogin, memberInfoWith, seedLogin, storedLoginInfo } from '../support/session';
import { t } from '../support/texts';

test.use({ serviceWorkers: 'allow' });

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The service worker of the build under test (playwright.config.ts serves E2E_DIST, else dist/). */
const SW_FILE = path.resolve(ROOT, process.env.E2E_DIST ?? 'dist', 'sw.js');
/** Its share of the texts (decision 068): each language's text files, as the build wrote them. */
const SW_TEXTS_FILE = path.resolve(ROOT, process.env.E2E_DIST ?? 'dist', 'sw-texts.js');

const MEMBER_CACHE = 'gamerhub-member-data-v1';
const PUBLIC_CACHE = 'gamerhub-public-data-v1';
const TEXTS_CACHE = 'gamerhub-texts-v1';
const PARTNERED_GAMES = '/api/Game/PartneredGames';
const MESSAGES = '/api/Member/Messages';

type Message = { id: number; title: string; isRead: boolean };
type Game = { id: number; name: string };

/** Waits until the service worker controls the page (the first install claims it: no reload). */
async function waitForControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

/** How many answers the named cache holds, as the page sees Cache Storage. */
function cachedCount(page: Page, cacheName: string): Promise<number> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return 0;
    return (await (await caches.open(name)).keys()).length;
  }, cacheName);
}

async function partneredGames(request: APIRequestContext): Promise<Game[]> {
  const body = (await (await request.get(PARTNERED_GAMES)).json()) as { data: Game[] };
  return body.data;
}

async function messages(request: APIRequestContext, accessToken: string): Promise<Message[]> {
  const response = await request.post(MESSAGES, {
    data: { page: 1, size: 50 },
    headers: { Authorization: `Bearer ${accessToken}`, DeviceType: 'pc' },
  });
  return ((await response.json()) as { data: Message[] }).data;
}

/** The text files of each language, read from the build's sw-texts.js. */
function textFiles(): Record<string, string[]> {
  const source = readFileSync(SW_TEXTS_FILE, 'utf8');
  const map = /\)\(self, (\{.*\}), "/.exec(source)?.[1];
  if (!map) throw new Error(`no text map in ${SW_TEXTS_FILE}`);
  return JSON.parse(map) as Record<string, string[]>;
}

/** The addresses a cache holds (the precache: Workbox's own cache), sorted. */
function cachedPaths(page: Page, cacheName: string | RegExp): Promise<string[]> {
  const name = typeof cacheName === 'string' ? cacheName : cacheName.source;
  return page.evaluate(
    async ([wanted, isPattern]) => {
      const names = await caches.keys();
      const found = isPattern ? names.find((n) => new RegExp(wanted).test(n)) : wanted;
      if (!found || !(await caches.has(found))) return [];
      const keys = await (await caches.open(found)).keys();
      return keys.map((request) => new URL(request.url).pathname).sort();
    },
    [name, typeof cacheName !== 'string'] as const,
  );
}

/** The offline notice with a "last updated" time (HH:mm today, else YYYY-MM-DD HH:mm). */
function offlineNoticeWithTime(page: Page) {
  const [before, after] = t('offline.notice', { time: '\u0000' }).split('\u0000');
  const escape = (s = '') => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('status').filter({
    hasText: new RegExp(`^${escape(before)}(\\d{4}-\\d{2}-\\d{2} )?\\d{2}:\\d{2}${escape(after)}$`),
  });
}

/** Signs the demo member in (a real login in storage), opens /home, waits for the worker. */
async function visitSignedIn(page: Page, request: APIRequestContext) {
  const login = await seedLogin(page, await apiLogin(request));
  await page.goto('/home');
  await expectHomeMounted(page);
  await waitForControl(page);
  return login;
}

test('the manifest is linked and installable: name, start URL, standalone, icons that load', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href ?? '');
  expect(response.ok()).toBe(true);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: t('app.name'),
    short_name: t('app.name'),
    start_url: '/home',
    scope: '/',
    display: 'standalone',
  });
  const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
  expect(manifest.theme_color).toBe(themeColor);
  expect(manifest.background_color).toBe(themeColor);

  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
    // A PNG's IHDR holds its width and height (big-endian) at bytes 16–23.
    const bytes = await image.body();
    const [width, height] = icon.sizes.split('x').map(Number);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], icon.src).toEqual([width, height]);
  }
});

test('the service worker registers, controls the start URL after a reload, and is never cached by HTTP', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  await expectHomeMounted(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.reload();
  await expectHomeMounted(page);
  const script = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  expect(new URL(script ?? 'http://x/none').pathname).toBe('/sw.js');
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('offline after one visit: /home shows the kept games and the offline notice with its time', async ({
  page,
  context,
  request,
}) => {
  const games = await partneredGames(request);
  await visitSignedIn(page, request);
  // The first install took the page and asked its reads again through the worker, which kept them.
  await expect.poll(() => cachedCount(page, PUBLIC_CACHE)).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: t('offline.noticeNoTime') })).toHaveCount(
    0,
  );

  await context.setOffline(true);
  try {
    await page.reload();
    await expectHomeMounted(page);
    for (const game of games.slice(0, 3)) {
      await expect(page.getByRole('heading', { level: 3, name: game.name })).toBeVisible();
    }
    await expect(offlineNoticeWithTime(page)).toBeVisible();
    // Offline at load: the page came from the worker, not from the (unreachable) server.
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  } finally {
    await context.setOffline(false);
  }
  // Back online, the notice goes.
  await expect(offlineNoticeWithTime(page)).toHaveCount(0);
});

test("offline, the member's activity is readable; opening a message (a write) fails at once and changes nothing", async ({
  page,
  context,
  request,
}) => {
  const login = await visitSignedIn(page, request);
  // Newest first, as Activity lists them: the first unread one is on the first page.
  const listed = await messages(request, login.access_token);
  const index = listed.findIndex((m) => !m.isRead);
  expect(index, 'the demo member has an unread message on the first page').toBeGreaterThanOrEqual(
    0,
  );
  expect(index).toBeLessThan(4);
  const unread = listed[index] as Message;
  // One visit to Activity while online: its page of messages is kept for this member.
  await page.goto('/activity');
  const items = page.getByRole('list', { name: t('activities.title') }).getByRole('listitem');
  await expect(items.nth(index)).toContainText(unread.title);
  await expect.poll(() => cachedCount(page, MEMBER_CACHE)).toBeGreaterThan(0);

  await context.setOffline(true);
  let readCalls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/Member/ReadMessage') readCalls += 1;
  });
  try {
    await page.reload();
    await expect(offlineNoticeWithTime(page)).toBeVisible();
    const item = items.nth(index);
    await expect(item).toContainText(unread.title);
    await expect(item).toContainText(t('activities.unread'));
    await item.getByText(unread.title, { exact: true }).click();
    await expect(page.getByText(t('offline.failed'), { exact: true })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  // Nothing was queued: back online, the message is still unread on the server, and the app
  // sent nothing more on its own.
  await page.waitForTimeout(1_000);
  const after = (await messages(request, login.access_token)).find((m) => m.id === unread.id);
  expect(after?.isRead).toBe(false);
  expect(readCalls).toBe(1);
});

test('offline, signing in fails at once with the offline message and keeps what was typed', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  await expectHomeMounted(page);
  await waitForControl(page);
  await context.setOffline(true);
  try {
    // Into the sign-in form the way a visitor goes: the login prompt of the bottom nav.
    await page.getByRole('button', { name: t('nav.login'), exact: true }).click();
    await page
      .getByRole('dialog', { name: t('loginPrompt.title') })
      .getByRole('button', { name: t('loginPrompt.confirm'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel(t('signIn.email'), { exact: true }).fill('demo@gamerhub.test');
    await page.getByLabel(t('signIn.password'), { exact: true }).fill('Whatever#2026');
    await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
    await expect(page.getByText(t('offline.failed'), { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(t('signIn.email'), { exact: true })).toHaveValue(
      'demo@gamerhub.test',
    );
    expect(await storedLoginInfo(page)).toBeNull();
  } finally {
    await context.setOffline(false);
  }
});

test("logout offline still ends the session here, and forgets the member's kept data", async ({
  page,
  context,
  request,
}) => {
  const login = await visitSignedIn(page, request);
  await expect.poll(() => cachedCount(page, MEMBER_CACHE)).toBeGreaterThan(0);

  await context.setOffline(true);
  try {
    await page.getByRole('button', { name: t('nav.exit'), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: t('logout.title') });
    await confirm.getByRole('button', { name: t('logout.confirm'), exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: t('signIn.submit'), exact: true })).toBeVisible();
    expect(await storedLoginInfo(page)).toBeNull();
    await expect.poll(() => page.evaluate((name) => caches.has(name), MEMBER_CACHE)).toBe(false);
    // Nothing to retry: no "you're offline" notice about a logout that already happened here.
    await expect(page.getByText(t('offline.failed'), { exact: true })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
  // The logout was not queued or replayed: the server never heard of it (the token lapses on its own).
  await page.waitForTimeout(1_000);
  expect((await memberInfoWith(request, login.access_token)).status).toBe(0);
});

test("the worker precaches no texts, keeps the visitor's language, and an unvisited screen reads offline in it", async ({
  page,
  context,
}) => {
  const texts = textFiles();
  const allTexts = Object.values(texts).flat();
  expect(texts['en-US']?.length).toBeGreaterThan(5);

  await page.goto('/home');
  await expectHomeMounted(page);
  await waitForControl(page);
  // Every area of English, none of the other languages: a screen not yet opened still has its words.
  await expect.poll(() => cachedPaths(page, TEXTS_CACHE)).toEqual([...texts['en-US']!].sort());
  const precached = await cachedPaths(page, /^workbox-precache/);
  expect(precached.length).toBeGreaterThan(20);
  expect(precached.filter((file) => allTexts.includes(file))).toEqual([]);

  await context.setOffline(true);
  try {
    // /quests was never opened: its code is precached, its words kept for English.
    await page.goto('/quests');
    await expect(
      page.getByRole('link', { name: t('quests.list.tabMajor'), exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  } finally {
    await context.setOffline(false);
  }
});

test('a new version waits for the member: the update prompt, and Reload swaps it in', async ({
  page,
}) => {
  await page.goto('/home');
  await expectHomeMounted(page);
  await waitForControl(page);
  // A later visit: the page starts under the worker, as a returning member's does.
  await page.reload();
  await expectHomeMounted(page);

  // A deploy: the server now has a different service worker (byte-for-byte is enough).
  const original = readFileSync(SW_FILE, 'utf8');
  writeFileSync(SW_FILE, `${original}\n// e2e: the next version\n`);
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: t('update.available') });
    await expect(prompt).toBeVisible();
    // Nothing is swapped under the member: the new version waits.
    const waiting = () =>
      page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      );
    expect(await waiting()).toBe(true);
    await page.waitForTimeout(1_000);
    expect(await waiting()).toBe(true);

    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    await prompt.getByRole('button', { name: t('update.reload'), exact: true }).click();
    // The page reloads into the new version.
    await expect
      .poll(() => page.evaluate(() => 'beforeUpdate' in window).catch(() => true))
      .toBe(false);
    await expectHomeMounted(page);
    await expect(prompt).toHaveCount(0);
    expect(await waiting()).toBe(false);
  } finally {
    writeFileSync(SW_FILE, original);
  }
});
