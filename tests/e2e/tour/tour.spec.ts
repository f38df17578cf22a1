// The guided tour (issue 16 item 3, decision 048) against the real API, as a new member: it starts
// on Home after the first sign-in and walks Home → Quests → Reward → Profile with → and Next, back
// with ←; Tab stays inside the popover; Esc asks "Are you sure you want to stop the tour?", No goes
// back to the step, Yes stops it: the stored login and the member's server settings both say
// showStep false, so a reload and a second browser (another device) show no tour. Restarted from
// Settings it runs again on Home, without the first-run step, and Done ends it. axe: 0 serious or
// critical with the tour open.
import { expect, test, type Page } from '@playwright/test';
import { formatViolations, seriousViolations } from '../support/axe';
import { bottomNav, expectHomeMounted } from '../support/app';
import {
  apiLogin,
  LOGIN_INFO_KEY,
  seedLogin,
  signUpViaApi,
  serverShowStep,
  storedLoginInfo,
  type LoginResult,
} from '../support/session';
import { t } from '../support/texts';
import { TOUR_STEPS } from '../../../src/features/tour/views/tour/tour-steps.ts';

const PASSWORD = 'Tour#2026pass';
const email = `tour-${Date.now()}@e2e.test`;

let member: LoginResult;
test.beforeAll(async ({ request }) => {
  member = await signUpViaApi(request, email, PASSWORD);
  expect(member.firstLogin).toBe(true);
});

/** What the app stores after a first sign-in (use-login-handover): showStep from firstLogin. */
async function seedFirstLogin(page: Page, login: LoginResult) {
  const info = { access_token: login.access_token, uid: login.uid, token: login.token };
  await page.addInitScript(
    ({ key, value }) => {
      if (!window.location.protocol.startsWith('http')) return;
      if (sessionStorage.getItem('e2e:login-seeded') !== null) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('e2e:login-seeded', '1');
    },
    { key: LOGIN_INFO_KEY, value: JSON.stringify({ ...info, showStep: login.firstLogin }) },
  );
}

const popover = (page: Page) => page.locator('.tour-popover');

async function expectStep(page: Page, id: string, route: string, n: number, of: number) {
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  const card = popover(page).getByRole('dialog', { name: t(`tour.steps.${id}.title`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(t('tour.progress', { current: n, total: of }));
}

test('a new member is walked through four routes, stops the tour with Esc, and it stays stopped', async ({
  page,
  browser,
  request,
}) => {
  await seedFirstLogin(page, member);
  await page.goto('/home');
  await expectStep(page, 'homeGames', '/home', 1, 5);
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);

  await page.keyboard.press('ArrowRight');
  await expectStep(page, 'questsList', '/quests', 2, 5);
  await popover(page)
    .getByRole('button', { name: t('tour.next') })
    .click();
  await expectStep(page, 'rewardCalendar', '/reward', 3, 5);
  await page.keyboard.press('ArrowLeft');
  await expectStep(page, 'questsList', '/quests', 2, 5);
  await page.keyboard.press('ArrowRight');
  await expectStep(page, 'rewardCalendar', '/reward', 3, 5);

  // Tab (9) and Shift+Tab go round the popover's own controls and never leave it.
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(
      await page.evaluate(() => document.activeElement?.closest('.tour-popover') !== null),
    ).toBe(true);
  }

  await page.keyboard.press('ArrowRight');
  await expectStep(page, 'profileWallet', '/profile', 4, 5);
  await popover(page)
    .getByRole('button', { name: t('tour.next') })
    .click();
  await expectStep(page, 'profileMenu', '/profile', 5, 5);
  await expect(popover(page).getByRole('button', { name: t('tour.done') })).toBeVisible();

  // Esc (27) asks first; No (or Esc) goes back to the same step.
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: t('tour.confirm.title') });
  await expect(question).toContainText(t('tour.confirm.question'));
  // The question says what stopping means (where the tour comes back), not its title again.
  await expect(question).toContainText(t('setting.tour.restart'));
  await question.getByRole('button', { name: t('tour.confirm.no') }).click();
  await expectStep(page, 'profileMenu', '/profile', 5, 5);
  await popover(page)
    .getByRole('button', { name: t('tour.close') })
    .click();
  await question.getByRole('button', { name: t('tour.confirm.yes') }).click();
  await expect(popover(page)).toHaveCount(0);
  await expect(question).toHaveCount(0);

  expect((await storedLoginInfo(page))?.showStep).toBe(false);
  await expect.poll(() => serverShowStep(request, member.access_token)).toBe(false);

  await page.goto('/home');
  await expectHomeMounted(page);
  await page.waitForTimeout(800);
  await expect(popover(page)).toHaveCount(0);

  // Another device: the member signs in again there (not a first sign-in); the server says no tour.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await seedFirstLogin(otherPage, await apiLogin(request, { email, password: PASSWORD }));
  await otherPage.goto('/home');
  await expectHomeMounted(otherPage);
  await otherPage.waitForTimeout(800);
  await expect(popover(otherPage)).toHaveCount(0);
  await other.close();
});

test('restarted from Settings, the tour runs again on Home and Done ends it', async ({
  page,
  request,
}) => {
  await seedLogin(page, member);
  await page.goto('/menu/setting');
  await page.getByRole('button', { name: t('setting.tour.restart') }).click();
  await expect(page.getByText(t('setting.tour.restarted'))).toBeVisible();
  await expect(popover(page)).toHaveCount(0);

  await bottomNav(page)
    .getByRole('link', { name: t('nav.home') })
    .click();
  // Not a first run: the "see the tour again" step is skipped, so four steps.
  await expectStep(page, 'homeGames', '/home', 1, 4);
  for (const [id, route, n] of [
    ['questsList', '/quests', 2],
    ['rewardCalendar', '/reward', 3],
    ['profileWallet', '/profile', 4],
  ] as const) {
    await page.keyboard.press('ArrowRight');
    await expectStep(page, id, route, n, 4);
  }
  await popover(page)
    .getByRole('button', { name: t('tour.done') })
    .click();
  await expect(popover(page)).toHaveCount(0);
  expect((await storedLoginInfo(page))?.showStep).toBe(false);
  await expect.poll(() => serverShowStep(request, member.access_token)).toBe(false);
});

test('on a 360 × 740 phone each step spotlights something that fits the screen, and the popover leaves it in view', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const small = await signUpViaApi(request, `tour-small-${Date.now()}@e2e.test`, PASSWORD);
  await seedFirstLogin(page, small);
  await page.goto('/home');
  const steps: [string, string][] = [
    ['homeGames', '/home'],
    ['questsList', '/quests'],
    ['rewardCalendar', '/reward'],
    ['profileWallet', '/profile'],
  ];
  for (const [index, [id, route]] of steps.entries()) {
    await expectStep(page, id, route, index + 1, 5);
    const selector = TOUR_STEPS[index]!.selector;
    // Measured once the smooth scroll to the target has settled.
    await expect
      .poll(async () => {
        const target = await page.locator(selector).first().boundingBox();
        const card = await popover(page).getByRole('dialog').boundingBox();
        if (!target || !card) return 'not on screen';
        const problems: string[] = [];
        if (target.y < 0 || target.y + target.height > 740) problems.push('target off screen');
        const overlap =
          Math.min(target.y + target.height, card.y + card.height) - Math.max(target.y, card.y);
        if (overlap > 1) problems.push(`popover covers ${Math.round(overlap)} px of the target`);
        return problems.join(', ') || 'fits';
      })
      .toBe('fits');
    await popover(page)
      .getByRole('button', { name: t('tour.next') })
      .click();
  }
  await context.close();
});
