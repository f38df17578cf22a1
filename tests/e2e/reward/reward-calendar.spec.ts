// The reward calendar end to end (issue 12): /reward against the real API in Chromium. A visitor
// sees the month, the rule, the zone and a day's missions, and is asked to sign in to check in,
// coming back with the check-in done; a member checks in once (the same receipt after a reload and
// from the API); the demo member sees a streak, a missed day and the bonus day ahead; each named
// message: offline (nothing claimed), the day turned, the session ended, a server fault, and a
// calendar that cannot load. Check-ins are made by members signed up for the test.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatViolations, seriousViolations } from '../support/axe';
import {
  apiLogin,
  seedLogin,
  signUpViaApi,
  type Envelope,
  type LoginResult,
} from '../support/session';
import { t } from '../support/texts';
import { hang } from '../support/hang';

const PASSWORD = 'Checker#2026pass';
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

type Receipt = {
  entryId: number;
  day: string;
  amount: string;
  balanceAfter: string;
  streak: number;
};
type Calendar = {
  today: string;
  timeZone: string;
  streak: number;
  days: { day: string; status: string; points: string | null; missions: number }[];
  receipt: Receipt | null;
};

const newMember = (request: APIRequestContext) =>
  signUpViaApi(request, `checker.${unique()}@reward.test`, PASSWORD);

async function calendarOf(request: APIRequestContext, me?: LoginResult): Promise<Calendar> {
  const answer = await request.post('/api/Mission/RewardCalendar', {
    data: {},
    headers: me ? { Authorization: `Bearer ${me.access_token}` } : {},
  });
  return ((await answer.json()) as Envelope<Calendar>).data;
}

const checkInArea = (page: Page) => page.getByRole('region', { name: t('reward.checkIn.heading') });
const checkInButton = (page: Page, points = '10') =>
  checkInArea(page).getByRole('button', { name: t('reward.checkIn.button', { points }) });

async function expectReceipt(page: Page, held: Receipt) {
  const receipt = checkInArea(page).getByRole('status', {
    name: t('reward.checkIn.receipt.heading', { day: held.day }),
  });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(t('reward.checkIn.receipt.amount', { points: held.amount }));
  await expect(receipt).toContainText(t('reward.checkIn.receipt.entry', { id: held.entryId }));
  await expect(receipt).toContainText(
    t(`reward.checkIn.receipt.streak_${held.streak === 1 ? 'one' : 'other'}`, {
      count: held.streak,
    }),
  );
}

test('a visitor sees the month, the rule and the zone, lists a day’s missions, and the two links', async ({
  page,
  request,
}) => {
  const cal = await calendarOf(request);
  await page.goto('/reward');
  await expect(page.getByRole('heading', { level: 1, name: t('titles.reward') })).toBeVisible();
  await expect(page.getByText(t('reward.zone.visitor'))).toBeVisible();
  await expect(page.getByText(new RegExp(`${cal.today}`)).first()).toBeVisible();
  await expect(
    page.getByText(t('reward.streak.visitorRule', { base: 10, every: 7, bonus: 50 })),
  ).toBeVisible();
  const grid = page.getByRole('region', { name: t('reward.calendar.title') });
  const today = cal.days.find((d) => d.day === cal.today)!;
  const missions = t(`reward.calendar.missions_${today.missions === 1 ? 'one' : 'other'}`, {
    count: today.missions,
  });
  const todayCell = grid.getByRole('button', {
    name: t('reward.calendar.day.today', { date: cal.today, points: '10', missions }),
  });
  await expect(todayCell).toHaveAttribute('aria-pressed', 'true');
  await expect(grid.locator('button[aria-pressed="false"]')).toHaveCount(cal.days.length - 1);

  // Today's missions, as QueryMissionByDate lists them.
  const listed = page.getByRole('region', {
    name: t('reward.missions.heading', { date: cal.today }),
  });
  await expect(listed.getByRole('link')).toHaveCount(today.missions);
  // Another day: its own list.
  const first = cal.days[0]!;
  await grid.getByRole('button', { name: new RegExp(`^${first.day}`) }).click();
  const other = page.getByRole('region', {
    name: t('reward.missions.heading', { date: first.day }),
  });
  await expect(other).toBeVisible();
  if (first.missions === 0) await expect(other.getByText(t('reward.missions.empty'))).toBeVisible();
  else await expect(other.getByRole('link')).toHaveCount(first.missions);

  await expect(page.getByRole('link', { name: t('reward.links.redeem') })).toHaveAttribute(
    'href',
    '/reward/redeem',
  );
  await expect(page.getByRole('link', { name: t('reward.links.history') })).toHaveAttribute(
    'href',
    '/reward/history',
  );
});

test('a visitor is asked to sign in to check in, and comes back checked in', async ({
  page,
  request,
}) => {
  const me = await newMember(request);
  const email = `checker-in.${unique()}@reward.test`;
  const fresh = await signUpViaApi(request, email, PASSWORD);
  void me;
  await page.goto('/reward');
  await checkInButton(page).click();
  await expect(checkInArea(page).getByRole('alert')).toHaveText(t('reward.checkIn.signInPrompt'));
  await checkInArea(page)
    .getByRole('link', { name: t('reward.checkIn.signIn') })
    .click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Freward%3FcheckIn%3D1$/);
  await page.getByLabel(t('signIn.email'), { exact: true }).fill(email);
  await page.getByLabel(t('signIn.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/reward$/);
  await expect(checkInArea(page).getByRole('status')).toBeVisible();
  const held = (await calendarOf(request, fresh)).receipt!;
  expect(held).not.toBeNull();
  await expectReceipt(page, held);
});

test('a member checks in once: the receipt, the calendar day, and the same receipt again', async ({
  page,
  request,
}) => {
  const me = await newMember(request);
  await seedLogin(page, me);
  await page.goto('/reward');
  await expect(page.getByText(t('reward.streak.count_other', { count: 0 }))).toBeVisible();
  await checkInButton(page).click();
  const cal = await calendarOf(request, me);
  const held = cal.receipt!;
  expect(held).toMatchObject({ day: cal.today, amount: '10', streak: 1 });
  await expectReceipt(page, held);
  await expect(page.getByText(t('reward.streak.count_one', { count: 1 }))).toBeVisible();
  const grid = page.getByRole('region', { name: t('reward.calendar.title') });
  await expect(
    grid.getByRole('button', {
      name: new RegExp(`^${cal.today}: ${t('reward.calendar.legend.checkedIn').toLowerCase()}`),
    }),
  ).toBeVisible();

  await page.reload();
  await expectReceipt(page, held);
  const again = await request.post('/api/Mission/CheckIn', {
    data: { day: cal.today },
    headers: { Authorization: `Bearer ${me.access_token}` },
  });
  expect(((await again.json()) as Envelope<Receipt>).data).toEqual(held);
});

test('the demo member sees the streak, a missed day and the bonus day ahead', async ({
  page,
  request,
}) => {
  const demo = await apiLogin(request);
  const cal = await calendarOf(request, demo);
  await seedLogin(page, demo);
  await page.goto('/reward');
  await expect(page.getByText(new RegExp(cal.timeZone)).first()).toBeVisible();
  await expect(
    page.getByText(t('reward.streak.rule', { base: 10, every: 7, bonus: 50 })),
  ).toBeVisible();
  expect(cal.streak).toBeGreaterThan(0);
  await expect(page.getByText(t('reward.streak.count_other', { count: cal.streak }))).toBeVisible();
  expect(cal.days.some((d) => d.status === 'missed')).toBe(true);
  expect(cal.days.some((d) => d.status === 'checkedIn')).toBe(true);
});

test.describe('named messages', () => {
  test('offline: nothing is claimed and the member is told; back online the retry pays once', async ({
    page,
    context,
    request,
  }) => {
    const me = await newMember(request);
    await seedLogin(page, me);
    await page.goto('/reward');
    await expect(checkInButton(page)).toBeVisible();
    await context.setOffline(true);
    await checkInButton(page).click();
    await expect(checkInArea(page).getByRole('alert')).toHaveText(
      t('reward.checkIn.errors.offline'),
    );
    expect((await calendarOf(request, me)).receipt).toBeNull();
    await context.setOffline(false);
    await checkInArea(page)
      .getByRole('button', { name: t('reward.checkIn.retry') })
      .click();
    const held = (await calendarOf(request, me)).receipt!;
    await expectReceipt(page, held);
  });

  test('the day turned: the platform’s refusal in words, then the new day', async ({
    page,
    request,
  }) => {
    const me = await newMember(request);
    await seedLogin(page, me);
    // The request names a day that is over by the time it arrives (the page's today, a day back).
    await page.route('**/api/Mission/CheckIn', async (route) => {
      const body = route.request().postDataJSON() as { day: string };
      const past = new Date(Date.parse(`${body.day}T00:00:00Z`) - 86_400_000);
      await route.continue({ postData: JSON.stringify({ day: past.toISOString().slice(0, 10) }) });
    });
    await page.goto('/reward');
    await checkInButton(page).click();
    await expect(checkInArea(page).getByRole('alert')).toHaveText(
      t('reward.checkIn.errors.dayOver'),
    );
    expect((await calendarOf(request, me)).receipt).toBeNull();
    await page.unroute('**/api/Mission/CheckIn');
    await checkInArea(page)
      .getByRole('button', { name: t('reward.checkIn.reload') })
      .click();
    await expect(checkInButton(page)).toBeVisible();
  });

  test('the session ended mid-check-in: sign in again, and back', async ({ page, request }) => {
    const me = await newMember(request);
    await seedLogin(page, me);
    await page.goto('/reward');
    await expect(checkInButton(page)).toBeVisible();
    // The session ends while the page is open: the check-in is answered HTTP 401.
    await page.route('**/api/Mission/CheckIn', (route) => route.fulfill({ status: 401, body: '' }));
    await checkInButton(page).click();
    await expect(checkInArea(page).getByRole('alert')).toHaveText(t('reward.checkIn.sessionEnded'));
    await expect(
      checkInArea(page).getByRole('link', { name: t('reward.checkIn.signIn') }),
    ).toHaveAttribute('href', '/login?returnTo=%2Freward%3FcheckIn%3D1');
  });

  test('a server fault: the generic message and Try again', async ({ page, request }) => {
    const me = await newMember(request);
    await seedLogin(page, me);
    await page.route('**/api/Mission/CheckIn', (route) =>
      route.fulfill({ status: 500, body: 'boom' }),
    );
    await page.goto('/reward');
    await checkInButton(page).click();
    await expect(checkInArea(page).getByRole('alert')).toBeVisible();
    await page.unroute('**/api/Mission/CheckIn');
    await checkInArea(page)
      .getByRole('button', { name: t('reward.checkIn.retry') })
      .click();
    await expectReceipt(page, (await calendarOf(request, me)).receipt!);
  });

  test('a check-in that hangs ends in a message and Try again, which pays once', async ({
    page,
    request,
  }) => {
    const me = await newMember(request);
    await seedLogin(page, me);
    await page.clock.install();
    // The request is held: no answer ever comes, until the app gives up on it.
    const call = await hang(page, '/api/Mission/CheckIn');
    await page.goto('/reward');
    await checkInButton(page).click();
    await call.outlast();
    await expect(checkInArea(page).getByRole('alert')).toBeVisible();
    expect((await calendarOf(request, me)).receipt).toBeNull();
    call.release();
    await checkInArea(page)
      .getByRole('button', { name: t('reward.checkIn.retry') })
      .click();
    await expectReceipt(page, (await calendarOf(request, me)).receipt!);
  });

  test('a calendar that cannot load says so, and Try again reads it', async ({ page }) => {
    let refuse = true;
    await page.route('**/api/Mission/RewardCalendar', (route) =>
      refuse
        ? route.fulfill({ status: 200, body: '{"status":0,"data":{"nonsense":true}}' })
        : route.continue(),
    );
    await page.goto('/reward');
    await expect(page.getByText(t('reward.calendar.failed'))).toBeVisible();
    await expect(page.getByText(t('errors.badResponse')).first()).toBeVisible();
    refuse = false;
    await page.getByRole('button', { name: t('reward.calendar.retry') }).click();
    await expect(page.getByRole('region', { name: t('reward.calendar.title') })).toBeVisible();
  });
});

test('a day whose missions cannot load says so, and Try again lists them', async ({ page }) => {
  let fail = true;
  await page.route('**/api/Mission/QueryMissionByDate', (route) =>
    fail ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
  );
  await page.goto('/reward');
  await expect(page.getByText(t('reward.missions.failed'))).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: t('reward.missions.retry') }).click();
  await expect(page.getByText(t('reward.missions.failed'))).toHaveCount(0);
  const cal = await calendarOf(page.request);
  const today = cal.days.find((d) => d.day === cal.today)!;
  await expect(
    page
      .getByRole('region', { name: t('reward.missions.heading', { date: cal.today }) })
      .getByRole('link'),
  ).toHaveCount(today.missions);
});

test('axe finds nothing serious on the reward calendar, signed out and in', async ({
  page,
  request,
}) => {
  await page.goto('/reward');
  await expect(page.getByRole('region', { name: t('reward.calendar.title') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  let violations = await seriousViolations(page);
  expect(violations.length, formatViolations(violations)).toBe(0);
  await seedLogin(page, await apiLogin(request));
  await page.goto('/reward');
  await expect(page.getByRole('region', { name: t('reward.calendar.title') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  violations = await seriousViolations(page);
  expect(violations.length, formatViolations(violations)).toBe(0);
});
