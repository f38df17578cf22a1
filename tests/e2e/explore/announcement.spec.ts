// The announcement notice end to end (issue 15 item 5, decision 041): the seeded beta-ended notice
// reads in en-US, zh-TW and zh-CN, sits in the page's flow and never on a flow screen (sign-in),
// and once dismissed it is gone for good: in the browser for a visitor, on the server for a member
// (another device does not show it either). axe: 0 serious or critical with it on screen.
import { expect, test, type Page } from '@playwright/test';
import { SEED_ANNOUNCEMENTS } from '../../../server/db/seed-announcements.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import { layoutShiftOf, watchLayoutShift } from '../support/layout-probe';
import { apiLogin, seedLogin, type Envelope } from '../support/session';
import { t, textIn } from '../support/texts';

const BETA = SEED_ANNOUNCEMENTS[0];
const LUNA = { email: 'luna@gamerhub.test', password: 'Luna#2026pass' };
const notice = (page: Page, title: string = BETA.title['en-US']) =>
  page.getByRole('complementary', { name: title });

test('a visitor reads it in three languages, never on a flow screen, and dismisses it once', async ({
  page,
}) => {
  await watchLayoutShift(page);
  await page.goto('/home');
  for (const locale of ['en-US', 'zh-TW', 'zh-CN'] as const) {
    await page.evaluate((lang) => localStorage.setItem('lang', lang), locale);
    await page.goto('/home');
    const shown = notice(page, BETA.title[locale]);
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(BETA.body[locale]);
    await expect(shown.getByRole('button')).toHaveText(textIn(locale, 'announcement.dismiss'));
  }
  await page.evaluate(() => localStorage.setItem('lang', 'en-US'));
  await page.goto('/home');
  await expect(notice(page)).toBeVisible();
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
  // It comes after the page's own content, in the flow: it covers nothing and moves nothing.
  const box = (await notice(page).boundingBox())!;
  const last = (await page.locator('main .page').boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(last.y + last.height);
  // Its arrival moves nothing on screen (it used to push the page down: CLS 0.14–0.28).
  expect(await layoutShiftOf(page)).toBeLessThan(0.01);

  // A flow (sign-in) has the screen to itself; back on Home the notice returns.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: t('signIn.submit'), exact: true })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await page.goBack();
  await expect(notice(page)).toBeVisible();

  await notice(page)
    .getByRole('button', { name: t('announcement.dismiss') })
    .click();
  await expect(notice(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForTimeout(500);
  await expect(notice(page)).toHaveCount(0);
});

test('a member dismisses it on one device: the server remembers, another device does not show it', async ({
  page,
  browser,
  request,
}) => {
  const luna = await apiLogin(request, LUNA);
  await seedLogin(page, luna);
  await page.goto('/home');
  await expect(notice(page)).toBeVisible();
  const dismissed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/Member/DismissAnnouncement',
  );
  await notice(page)
    .getByRole('button', { name: t('announcement.dismiss') })
    .click();
  expect(((await (await dismissed).json()) as Envelope).status).toBe(0);
  await expect(notice(page)).toHaveCount(0);

  const answer = await request.get('/api/Member/Announcements', {
    headers: { Authorization: `Bearer ${luna.access_token}` },
  });
  expect(((await answer.json()) as Envelope<unknown[]>).data).toEqual([]);

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await seedLogin(second, await apiLogin(request, LUNA));
    await second.goto('/home');
    await expect(second.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await second.waitForTimeout(800);
    await expect(notice(second)).toHaveCount(0);
  } finally {
    await other.close();
  }
});
