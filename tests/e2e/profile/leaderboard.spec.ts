// The leaderboard end to end (issue 13): /profile/leaderboard against the real API and the seeded
// rivals. The demo member sees their own row among the others' masked names on both tabs (a
// tablist the arrow keys move through, kept in the address); KaiRunner, beyond the top 50, sees
// their own row pinned under the top 50; a visitor is asked to sign in; zh-TW; and every fault of a
// read (HTTP 500, no connection, malformed JSON, schema-invalid data, a request that never answers,
// a session ended mid-visit) ends in a translated message with a way on.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SEED_MEMBERS } from '../../../server/db/seed-data.ts';
import { TIMING } from '../../../src/config/constants.ts';
import { PATHS } from '../../../src/config/routes.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import { apiLogin, DEMO, seedLogin, type Envelope, type LoginResult } from '../support/session';
import { t, textIn } from '../support/texts';

const API = '/api/Member/Leaderboard';
const KAI = SEED_MEMBERS.find((m) => m.nickname === 'KaiRunner')!;
type Board = { me: { rank: number; name: string } | null; rows: { name: string }[] };

const tab = (page: Page, key: string) => page.getByRole('tab', { name: t(key), exact: true });
const rows = (page: Page) =>
  page.getByRole('list', { name: t('leaderboard.listLabel') }).getByRole('listitem');
const pinned = (page: Page) => page.getByRole('region', { name: t('leaderboard.yourRank') });

async function boardFor(request: APIRequestContext, who: LoginResult, period: 'week' | 'all') {
  const answer = await request.post(API, {
    data: { period },
    headers: { Authorization: `Bearer ${who.access_token}` },
  });
  return ((await answer.json()) as Envelope<Board>).data;
}

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

test('the demo member: their own row among masked names on both tabs, moved with the arrow keys', async ({
  page,
  request,
}) => {
  const demo = await apiLogin(request, DEMO);
  await seedLogin(page, demo);
  const week = await boardFor(request, demo, 'week');
  await page.goto(PATHS.PROFILE_LEADERBOARD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('leaderboard.heading'));
  await expect(tab(page, 'leaderboard.tabWeek')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/UTC/).first()).toBeVisible();
  await expect(rows(page)).toHaveCount(50);
  if (week.me) {
    // Seeded in the middle of this week's board (none yet early on a Monday).
    const mine = rows(page).nth(week.me.rank - 1);
    await expect(mine).toHaveAttribute('aria-current', 'true');
    await expect(mine).toContainText('DemoHero');
    await expect(mine).toContainText(t('leaderboard.you'));
  } else await expect(page.getByText(t('leaderboard.noPointsWeek'))).toBeVisible();
  await expect(rows(page).filter({ hasText: '***' })).toHaveCount(week.me ? 49 : 50);
  await expectNoSeriousViolations(page);

  await tab(page, 'leaderboard.tabWeek').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'leaderboard.tabAll')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'leaderboard.tabAll')).toBeFocused();
  await expect(page).toHaveURL(/\?period=all$/);
  const all = await boardFor(request, demo, 'all');
  await expect(rows(page).nth(all.me!.rank - 1)).toContainText('DemoHero');
  await expect(pinned(page)).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'leaderboard.tabWeek')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`${PATHS.PROFILE_LEADERBOARD}$`));
});

test('KaiRunner, beyond the top 50: their own row pinned under the top 50', async ({
  page,
  request,
}) => {
  const kai = await apiLogin(request, { email: KAI.email, password: KAI.password });
  await seedLogin(page, kai);
  await page.goto(`${PATHS.PROFILE_LEADERBOARD}?period=all`);
  await expect(rows(page)).toHaveCount(50);
  await expect(rows(page).filter({ hasText: 'KaiRunner' })).toHaveCount(0);
  const own = pinned(page);
  await expect(own).toContainText('KaiRunner');
  const { me } = await boardFor(request, kai, 'all');
  expect(me!.rank).toBeGreaterThan(50);
  await expect(own).toContainText(t('leaderboard.rank', { rank: me!.rank }));
  await expectNoSeriousViolations(page);
});

test('a visitor sees the board with every name masked and is asked to sign in', async ({
  page,
}) => {
  await page.goto(`${PATHS.PROFILE_LEADERBOARD}?period=all`);
  await expect(rows(page)).toHaveCount(50);
  await expect(rows(page).filter({ hasText: '***' })).toHaveCount(50);
  const signIn = page.getByRole('link', { name: t('leaderboard.signInButton') });
  await expect(signIn).toHaveAttribute(
    'href',
    `${PATHS.LOGIN}?${new URLSearchParams({ returnTo: `${PATHS.PROFILE_LEADERBOARD}?period=all` })}`,
  );
  await expectNoSeriousViolations(page);
});

test('zh-TW: the board in Traditional Chinese', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-TW'));
  await seedLogin(page, await apiLogin(request, DEMO));
  await page.goto(PATHS.PROFILE_LEADERBOARD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    textIn('zh-TW', 'leaderboard.heading'),
  );
  await expect(
    page.getByRole('tab', { name: textIn('zh-TW', 'leaderboard.tabAll'), exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/世界標準時間週一 00:00/)).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: textIn('zh-TW', 'leaderboard.listLabel') })
      .getByRole('listitem'),
  ).toHaveCount(50);
  await expectNoSeriousViolations(page);
});

for (const [name, answer, key] of [
  ['HTTP 500', { status: 500, body: 'Internal Server Error' }, 'leaderboard.loadFailed'],
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
      body: JSON.stringify({ status: 0, message: 'Success', data: { rows: 'x' } }),
    },
    'errors.badResponse',
  ],
] as const) {
  test(`${name}: its message, and "Try again" reads the board`, async ({ page }) => {
    let failing = true;
    await page.route(`**${API}`, (route) => (failing ? route.fulfill(answer) : route.fallback()));
    await page.goto(PATHS.PROFILE_LEADERBOARD);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(t(key));
    failing = false;
    await alert.getByRole('button', { name: t('common.retry') }).click();
    await expect(rows(page)).toHaveCount(50);
  });
}

test('no connection: its message, and "Try again" reads the board', async ({ page }) => {
  let failing = true;
  await page.route(`**${API}`, (route) =>
    failing ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.goto(`${PATHS.PROFILE_LEADERBOARD}?period=all`);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(t('errors.network'));
  failing = false;
  await alert.getByRole('button', { name: t('common.retry') }).click();
  await expect(rows(page)).toHaveCount(50);
});

test('a request that never answers ends in the board’s message; “Try again” reads it', async ({
  page,
}) => {
  await page.clock.install();
  let held = 0;
  let hanging = true;
  await page.route(`**${API}`, (route) => {
    if (!hanging) return route.fallback();
    held += 1;
    return undefined;
  });
  await page.goto(PATHS.PROFILE_LEADERBOARD);
  await expect.poll(() => held).toBeGreaterThan(0);
  await page.clock.fastForward(TIMING.REQUEST_TIMEOUT_MS + 1_000);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(t('leaderboard.loadFailed'));
  hanging = false;
  await alert.getByRole('button', { name: t('common.retry') }).click();
  await expect(rows(page)).toHaveCount(50);
});

test('a session ended mid-visit: the board reads as a visitor’s and offers the sign-in back', async ({
  page,
  request,
}) => {
  const kai = await apiLogin(request, { email: KAI.email, password: KAI.password });
  await seedLogin(page, kai);
  await page.goto(PATHS.PROFILE_LEADERBOARD);
  await expect(rows(page)).toHaveCount(50);
  // Background reads (the announcement) settle first, or their 401 would end the session early.
  await page.waitForLoadState('networkidle');
  const answer = await request.post('/api/Member/Logout', {
    data: { token: kai.token },
    headers: { Authorization: `Bearer ${kai.access_token}`, DeviceType: 'pc' },
  });
  expect(((await answer.json()) as Envelope).status).toBe(0);
  await tab(page, 'leaderboard.tabAll').click();
  const signIn = page.getByRole('link', { name: t('leaderboard.signInButton') });
  await expect(signIn).toHaveAttribute(
    'href',
    `${PATHS.LOGIN}?${new URLSearchParams({ returnTo: `${PATHS.PROFILE_LEADERBOARD}?period=all` })}`,
  );
  await expect(rows(page)).toHaveCount(50);
  await expect(pinned(page)).toHaveCount(0);
});
