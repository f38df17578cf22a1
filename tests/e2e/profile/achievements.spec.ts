// Badges and event tickets end to end (issue 13, decision 031): /profile/achievements and
// /profile/tickets in Chromium against the real API. A new member sees the whole catalogue locked
// at 0; the demo member sees unlocked badges with their date and locked ones part way, and tickets
// valid first, then used and expired; zh-TW; a visitor is asked to sign in and comes back; every
// named failure (HTTP 500, an unreadable answer, a schema-invalid answer, a request that never
// answers, the session ending mid-visit) ends in the list's translated message and a way on.
// axe: 0 serious or critical.
import { expect, test, type Page } from '@playwright/test';
import { TIMING } from '../../../src/config/constants.ts';
import { PATHS } from '../../../src/config/routes.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import {
  DEMO,
  apiLogin,
  seedLogin,
  signUpViaApi,
  type Envelope,
  type LoginResult,
} from '../support/session';
import { t, textIn } from '../support/texts';

const BADGES = '/api/Member/Achievements';
const TICKETS = '/api/Member/Tickets';
const PASSWORD = 'Badges#2026pass';
const BADGE_COUNT = 9;

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

const badge = (page: Page, code: string) => page.locator(`.badge-card[data-code="${code}"]`);
const tickets = (page: Page) => page.locator('.ticket-card');
const alertWith = (page: Page, key: string) => page.getByRole('alert').filter({ hasText: t(key) });

async function newMember(page: Page, request: import('@playwright/test').APIRequestContext) {
  const email = `badges.${Date.now()}.${Math.floor(Math.random() * 1e6)}@achievements.test`;
  const me = await signUpViaApi(request, email, PASSWORD);
  await seedLogin(page, me);
  return { me, email };
}

test('a new member: every badge locked at 0, with its criterion, and no tickets yet', async ({
  page,
  request,
}) => {
  await newMember(page, request);
  await page.goto(PATHS.PROFILE_ACHIEVEMENTS);
  await expect(
    page.getByRole('heading', { level: 1, name: t('achievements.heading') }),
  ).toBeVisible();
  await expect(
    page.getByText(t('achievements.count', { unlocked: 0, total: BADGE_COUNT })),
  ).toBeVisible();
  await expect(page.locator('.badge-card--locked')).toHaveCount(BADGE_COUNT);
  const streak = badge(page, 'week-streak');
  await expect(streak.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(streak).toContainText(
    t('achievements.criteria.checkInStreak', { progress: 0, target: 7 }),
  );
  await expect(streak).toContainText('Check in 7 days in a row.');
  await expectNoSeriousViolations(page);

  await page.goto(PATHS.PROFILE_TICKETS);
  await expect(page.getByText(t('tickets.empty'))).toBeVisible();
  await page.getByRole('link', { name: t('tickets.toEvents') }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.QUESTS_MAJOR}$`));
});

test('the demo member: unlocked badges with their date in Taipei, locked ones part way', async ({
  page,
  request,
}) => {
  await seedLogin(page, await apiLogin(request, DEMO));
  await page.goto(PATHS.PROFILE_ACHIEVEMENTS);
  const first = badge(page, 'first-claim');
  await expect(first).toHaveClass(/badge-card--unlocked/);
  await expect(first.locator('.badge-card__date')).toHaveText(
    new RegExp(
      `^${t('achievements.unlockedOn', { date: 'X' }).replace('X', '\\d{4}-\\d{2}-\\d{2}')}$`,
    ),
  );
  await expect(page.getByText(/Asia\/Taipei/)).toBeVisible();
  const tenQuests = badge(page, 'ten-quests');
  await expect(tenQuests).toHaveClass(/badge-card--locked/);
  const bar = tenQuests.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuemax', '10');
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(badge(page, 'steam-connected')).toHaveClass(/badge-card--locked/);
  await expectNoSeriousViolations(page);
});

test('the demo member tickets: valid first by expiry, then used and expired, with what each is for', async ({
  page,
  request,
}) => {
  await seedLogin(page, await apiLogin(request, DEMO));
  await page.goto(PATHS.PROFILE_TICKETS);
  await expect(page.getByRole('heading', { level: 1, name: t('tickets.heading') })).toBeVisible();
  await expect(tickets(page).first()).toBeVisible();
  const states = await tickets(page).evaluateAll((cards) =>
    cards.map((c) => c.getAttribute('data-state')),
  );
  const rank = { valid: 0, used: 1, expired: 1 } as Record<string, number>;
  expect(states.map((s) => rank[s ?? ''])).toEqual([...states.map((s) => rank[s ?? ''])].sort());
  expect(states).toEqual(expect.arrayContaining(['valid', 'used', 'expired']));
  const draw = tickets(page).filter({ hasText: 'Entry to the Winter Clash grand draw' });
  await expect(draw).toContainText(t('tickets.states.valid'));
  await expect(draw).toContainText(t('tickets.from.checkInMilestone_other', { count: 2 }));
  const raffle = tickets(page).filter({ hasText: 'Autumn Harvest finale stream raffle' });
  await expect(raffle).toContainText(t('tickets.states.expired'));
  await expectNoSeriousViolations(page);
});

test('zh-TW: both screens in Traditional Chinese, names and purposes too', async ({
  page,
  request,
}) => {
  await seedLogin(page, await apiLogin(request, DEMO));
  await page.goto(PATHS.HOME);
  await page.evaluate(() => localStorage.setItem('lang', 'zh-TW'));
  await page.goto(PATHS.PROFILE_ACHIEVEMENTS);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(
    page.getByRole('heading', { level: 1, name: textIn('zh-TW', 'achievements.heading') }),
  ).toBeVisible();
  await expect(badge(page, 'week-streak')).toContainText('連續七天');
  await expectNoSeriousViolations(page);
  await page.goto(PATHS.PROFILE_TICKETS);
  await expect(tickets(page).filter({ hasText: '冬季爭霸戰大抽獎參加券' })).toContainText(
    textIn('zh-TW', 'tickets.states.valid'),
  );
  await expectNoSeriousViolations(page);
});

test('a visitor is asked to sign in and comes back to the badges', async ({ page, request }) => {
  const email = `visitor.${Date.now()}@achievements.test`;
  await signUpViaApi(request, email, PASSWORD);
  await page.goto(PATHS.PROFILE_ACHIEVEMENTS);
  await expect(page.getByText(t('achievements.signIn'))).toBeVisible();
  await page.getByRole('link', { name: t('achievements.signInButton') }).click();
  await page.getByLabel(t('signIn.email'), { exact: true }).fill(email);
  await page.getByLabel(t('signIn.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.PROFILE_ACHIEVEMENTS}$`));
  await expect(page.locator('.badge-card')).toHaveCount(BADGE_COUNT);
});

const FAULTS = [
  { name: 'HTTP 500', answer: { status: 500, body: 'Internal Server Error' } },
  {
    name: 'malformed JSON',
    answer: { status: 200, contentType: 'application/json', body: '{"status":0,' },
  },
  {
    name: 'a schema-invalid answer',
    answer: {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 0, msg: 'ok', data: { items: 'none' }, total: 'x' }),
    },
  },
];

for (const fault of FAULTS)
  for (const screen of [
    {
      path: PATHS.PROFILE_ACHIEVEMENTS,
      api: BADGES,
      key: 'achievements.loadFailed',
      ready: '.badge-card',
    },
    { path: PATHS.PROFILE_TICKETS, api: TICKETS, key: 'tickets.loadFailed', ready: '.ticket-card' },
  ])
    test(`${screen.path}, ${fault.name}: its message, then the retry loads the list`, async ({
      page,
      request,
    }) => {
      await seedLogin(page, await apiLogin(request, DEMO));
      let failing = true;
      await page.route(`**${screen.api}*`, (route) =>
        failing ? route.fulfill(fault.answer) : route.fallback(),
      );
      await page.goto(screen.path);
      const alert = alertWith(page, screen.key);
      await expect(alert).toBeVisible();
      await expectNoSeriousViolations(page);
      failing = false;
      await alert.getByRole('button', { name: t('common.retry'), exact: true }).click();
      await expect(page.locator(screen.ready).first()).toBeVisible();
      await expect(alert).toHaveCount(0);
    });

test('offline: the list says so beside the offline notice; back online the retry loads', async ({
  page,
  request,
  context,
}) => {
  await seedLogin(page, await apiLogin(request, DEMO));
  await page.goto(PATHS.PROFILE_ACHIEVEMENTS);
  await expect(page.locator('.badge-card').first()).toBeVisible();
  await page.goto(PATHS.PROFILE_TICKETS);
  await expect(tickets(page).first()).toBeVisible();
  await context.setOffline(true);
  // Back to the badges inside the app (no page load): the read fails offline.
  await page.goBack();
  const alert = alertWith(page, 'achievements.loadFailed');
  await expect(alert).toBeVisible();
  await expect(page.getByText(t('offline.noticeNoTime'), { exact: true })).toBeVisible();
  await context.setOffline(false);
  await alert.getByRole('button', { name: t('common.retry'), exact: true }).click();
  await expect(page.locator('.badge-card').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('a request that never answers ends in the message after the time-out; the retry loads', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await seedLogin(page, await apiLogin(request, DEMO));
  let held = 0;
  let hanging = true;
  await page.route(`**${BADGES}*`, (route) => {
    if (hanging) held += 1;
    else return route.fallback();
    return undefined;
  });
  await page.goto(PATHS.PROFILE_ACHIEVEMENTS);
  await expect.poll(() => held).toBeGreaterThan(0);
  await page.clock.fastForward(TIMING.REQUEST_TIMEOUT_MS + 1_000);
  const alert = alertWith(page, 'achievements.loadFailed');
  await expect(alert).toBeVisible();
  hanging = false;
  await alert.getByRole('button', { name: t('common.retry'), exact: true }).click();
  await expect(page.locator('.badge-card').first()).toBeVisible();
});

test('the session ends mid-visit: asked to sign in, and back to the tickets after', async ({
  page,
  request,
}) => {
  const { me, email } = await newMember(page, request);
  await page.goto(PATHS.PROFILE_TICKETS);
  await expect(page.getByText(t('tickets.empty'))).toBeVisible();
  // Background reads (the announcement) settle first, or their 401 would end the session early.
  await page.waitForLoadState('networkidle');
  await endSession(request, me);
  await page.reload();
  await expect(page.getByText(t('tickets.signIn'))).toBeVisible();
  await page.getByRole('link', { name: t('achievements.signInButton') }).click();
  await page.getByLabel(t('signIn.email'), { exact: true }).fill(email);
  await page.getByLabel(t('signIn.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.PROFILE_TICKETS}$`));
  await expect(page.getByText(t('tickets.empty'))).toBeVisible();
});

async function endSession(request: import('@playwright/test').APIRequestContext, me: LoginResult) {
  const answer = await request.post('/api/Member/Logout', {
    data: { token: me.token },
    headers: { Authorization: `Bearer ${me.access_token}`, DeviceType: 'pc' },
  });
  expect(((await answer.json()) as Envelope).status).toBe(0);
}
