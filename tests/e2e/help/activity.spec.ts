// Activity and messages end to end (issue 15 item 3, decision 041): /activity and the bell in
// Chromium against the real API. The list and the bell's unread count in en-US, zh-TW and zh-CN,
// each message in the screen's language; the list loads on as it scrolls; mark one and mark all
// read without the loading bar; polling only while signed in, visible and online; HTTP 500,
// malformed JSON, schema-invalid data and no network end in the translated message and a retry
// that works; a session that ends on a mark asks to sign in and comes back. axe: 0 serious.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_MESSAGE_COUNT } from '../../../server/db/seed-data.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import { apiLogin, DEMO, seedLogin, type Envelope, type LoginResult } from '../support/session';
import { t, textIn, type Locale } from '../support/texts';

const MESSAGES = '/api/Member/Messages';
const READ_ALL = '/api/Member/ReadAllMessages';
// Not kai@: auth-sign-in.spec needs kai's very first sign-in to be its own.
const LUNA = { email: 'luna@gamerhub.test', password: 'Luna#2026pass' };

type Message = { id: number; title: string; content: string; isRead: boolean };

async function messagesOf(request: APIRequestContext, who: LoginResult, lang: Locale = 'en-US') {
  const answer = await request.post(MESSAGES, {
    data: { page: 1, size: 100 },
    headers: { Authorization: `Bearer ${who.access_token}`, 'Accept-Language': lang },
  });
  const body = (await answer.json()) as Envelope<Message[]> & { unread?: number };
  return { items: body.data, unread: body.unread ?? -1 };
}

const list = (page: Page, locale: Locale = 'en-US') =>
  page
    .getByRole('main')
    .getByRole('list', { name: textIn(locale, 'activities.title') })
    .getByRole('listitem');
const bell = (page: Page) => page.locator('.app-header .bell');

/** Counts every time the loading bar shows, from the page's first paint on. */
async function watchLoadingBar(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { loadingShown: number };
    w.loadingShown = 0;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof Element && n.matches('[role="progressbar"]')) w.loadingShown += 1;
    }).observe(document, { childList: true, subtree: true });
  });
}
const loadingShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { loadingShown: number }).loadingShown);

let demo: LoginResult;
test.beforeAll(async ({ request }) => {
  demo = await apiLogin(request);
});

test('the list and the bell in three languages; the list loads on as it scrolls', async ({
  page,
  request,
}) => {
  await seedLogin(page, demo);
  await page.goto('/home');
  for (const locale of ['en-US', 'zh-TW', 'zh-CN'] as const) {
    const { items, unread } = await messagesOf(request, demo, locale);
    expect(unread).toBeGreaterThan(0);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), locale);
    await page.goto('/activity');
    await expect(
      page.getByRole('heading', { level: 1, name: textIn(locale, 'titles.activity') }),
    ).toBeVisible();
    // The server wrote each message in this language: the list shows its words.
    await expect(list(page, locale).first()).toContainText(items[0]!.title);
    await expect(page.locator('.activity-head__count')).toHaveText(
      textIn(locale, 'activities.unreadCount', { count: unread }),
    );
    await expect(bell(page)).toHaveAccessibleName(
      textIn(locale, 'header.bellUnread', { count: unread }),
    );
    await expect(bell(page).locator('.bell__dot')).toHaveText(String(unread));
    const unreadItem = list(page, locale).filter({
      hasText: textIn(locale, 'activities.unread'),
    });
    await expect(unreadItem.first()).toBeVisible();
  }
  // Scrolling alone brings every page, then the end line (no "Load more" tap). The seeded
  // messages, plus any an earlier spec's claim, check-in or redemption as the demo member wrote.
  const total = (await messagesOf(request, demo, 'zh-CN')).items.length;
  expect(total).toBeGreaterThanOrEqual(DEMO_MESSAGE_COUNT);
  const all = list(page, 'zh-CN');
  await expect(all.nth(9)).toBeVisible();
  while ((await all.count()) < total) {
    const before = await all.count();
    await all.last().scrollIntoViewIfNeeded();
    await expect.poll(() => all.count()).toBeGreaterThan(before);
  }
  await expect(all).toHaveCount(total);
  await expect(page.getByText(textIn('zh-CN', 'activities.end'), { exact: true })).toBeVisible();
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
});

test('mark one read, then all read: the counts follow, the loading bar never shows', async ({
  page,
  request,
}) => {
  const luna = await apiLogin(request, LUNA);
  const before = await messagesOf(request, luna);
  expect(before.unread).toBeGreaterThanOrEqual(2);
  await watchLoadingBar(page);
  await seedLogin(page, luna);
  await page.goto('/activity');
  await expect(list(page)).toHaveCount(before.items.length);
  const status = page.locator('.activity-head__count');
  await expect(status).toHaveText(t('activities.unreadCount', { count: before.unread }));
  const shownBefore = await loadingShown(page);

  const first = before.items.find((m) => !m.isRead)!;
  const read = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/Member/ReadMessage');
  await list(page).filter({ hasText: first.title }).getByText(first.title).click();
  await read;
  await expect(status).toHaveText(t('activities.unreadCount', { count: before.unread - 1 }));
  await expect(bell(page)).toHaveAccessibleName(
    t('header.bellUnread', { count: before.unread - 1 }),
  );

  const markAll = page.getByRole('button', { name: t('activities.markAllRead') });
  await markAll.click();
  await expect(status).toHaveText(t('activities.allRead'));
  await expect(markAll).toBeDisabled();
  await expect(bell(page)).toHaveAccessibleName(t('header.bell'));
  await expect(bell(page).locator('.bell__dot')).toHaveCount(0);
  await expect(list(page).filter({ hasText: t('activities.unread') })).toHaveCount(0);
  expect(await loadingShown(page)).toBe(shownBefore);
  expect((await messagesOf(request, luna)).unread).toBe(0);
  // A reload reads the same from the server.
  await page.reload();
  await expect(status).toHaveText(t('activities.allRead'));
});

test('polling: only signed in, while the page is visible and the browser online', async ({
  page,
  context,
}) => {
  await page.clock.install();
  let polls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === MESSAGES) polls += 1;
  });
  // A visitor: nothing to poll.
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.clock.runFor(130_000);
  expect(polls).toBe(0);

  await seedLogin(page, demo);
  await page.goto('/home');
  await expect.poll(() => polls).toBe(1);
  const tick = async () => {
    await page.clock.runFor(61_000);
    await page.waitForTimeout(300);
    return polls;
  };
  expect(await tick()).toBe(2);

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  expect(await tick()).toBe(2);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  expect(await tick()).toBeGreaterThanOrEqual(3);

  const online = polls;
  await context.setOffline(true);
  try {
    await page.clock.runFor(61_000);
    await page.waitForTimeout(300);
    expect(polls).toBe(online);
  } finally {
    await context.setOffline(false);
  }
});

test('faults: HTTP 500, malformed JSON, schema-invalid data and no network, each then a retry', async ({
  page,
}) => {
  const faults = [
    { status: 500, body: 'Internal Server Error' },
    { status: 200, contentType: 'application/json', body: '{"status":0,' },
    {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 0, message: 'Success', data: [{ id: 'x' }], total: 1 }),
    },
    null,
  ];
  let fault: (typeof faults)[number] | undefined;
  await page.route(`**${MESSAGES}`, (route) =>
    fault === undefined
      ? route.continue()
      : fault === null
        ? route.abort('internetdisconnected')
        : route.fulfill(fault),
  );
  await seedLogin(page, demo);
  for (const next of faults) {
    fault = next;
    await page.goto('/activity');
    const alert = page.locator('.query-error, [role="alert"]').filter({
      hasText: t('activities.loadFailed'),
    });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    fault = undefined;
    await page.getByRole('button', { name: t('common.retry') }).click();
    await expect(list(page).first()).toBeVisible();
  }

  // A failed mark-all says so in words, and the button stays there to try again.
  await page.route(`**${READ_ALL}`, (route) => route.fulfill({ status: 500, body: 'oops' }));
  const markAll = page.getByRole('button', { name: t('activities.markAllRead') });
  await markAll.click();
  await expect(page.getByText(t('errors.generic'), { exact: false }).first()).toBeVisible();
  await expect(markAll).toBeEnabled();
});

test('the session ends on a mark: sign in again and come back to Activity', async ({
  page,
  request,
}) => {
  // The demo member: Luna's messages are all read by the test above, and the refused mark changes nothing.
  const own = await apiLogin(request, DEMO);
  await seedLogin(page, own);
  await page.goto('/activity');
  await expect(list(page).first()).toBeVisible();
  // Background reads (the announcement) settle first, or their 401 would end the session early.
  await page.waitForLoadState('networkidle');
  await request.post('/api/Member/Logout', {
    data: { token: own.token },
    headers: { Authorization: `Bearer ${own.access_token}`, DeviceType: 'pc' },
  });
  // The next call finds the session gone: the mark, or a read the page makes first.
  await page
    .getByRole('button', { name: t('activities.markAllRead') })
    .click({ timeout: 3_000 })
    .catch(() => {});
  const signIn = page.getByRole('main').getByRole('link', { name: t('loginPrompt.confirm') });
  await expect(signIn).toBeVisible();
  await signIn.click();
  await page.getByLabel(t('signIn.email'), { exact: true }).fill(DEMO.email);
  await page.getByLabel(t('signIn.password'), { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(list(page).first()).toBeVisible();
});
