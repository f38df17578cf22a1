// /profile end to end (issue 13): the demo member's name, status, level with its progress and the
// thresholds behind it, balances and quests completed as the platform holds them, active quests
// that open their page, and the way to the rest; a fresh member renames themselves (each docs/product/profile.md
// message on the way, nothing typed lost when the connection drops); a visitor is asked to sign in
// and still reaches the menu; a profile or progress that cannot load says so and retries.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LEVEL_THRESHOLDS_POINTS } from '../../../src/config/constants.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import {
  apiLogin,
  seedLogin,
  signUpViaApi,
  type Envelope,
  type LoginResult,
} from '../support/session';
import { t, textIn } from '../support/texts';

type Progress = {
  active: { id: number; title: string; state: string }[];
  completedCount: number;
  points: string;
  earnedPoints: string;
  level: number;
  nextLevelAt: string | null;
};

const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
const us = (n: number | string) => Number(n).toLocaleString('en-US');

async function progressOf(request: APIRequestContext, me: LoginResult): Promise<Progress> {
  const answer = await request.get('/api/Mission/QuestProgress', {
    headers: { Authorization: `Bearer ${me.access_token}` },
  });
  return ((await answer.json()) as Envelope<Progress>).data;
}

const account = (page: Page) => page.getByRole('region', { name: t('profile.account') });
const section = (page: Page, heading: string) => page.getByRole('region', { name: heading });

test('the demo member sees their profile as the platform holds it', async ({ page, request }) => {
  const me = await apiLogin(request);
  const progress = await progressOf(request, me);
  await seedLogin(page, me);
  await page.goto('/profile');

  await expect(account(page).getByText('DemoHero', { exact: true })).toBeVisible();
  await expect(account(page).getByText(t('profile.status.names.Actived'))).toBeVisible();

  const level = section(page, t('profile.level.heading'));
  await expect(level.getByText(t('profile.level.short', { level: progress.level }))).toBeVisible();
  await expect(level.getByRole('meter')).toBeVisible();
  await expect(level).toContainText(
    t('profile.level.progress', {
      earned: us(progress.earnedPoints),
      next: us(progress.nextLevelAt!),
    }),
  );

  const wallet = section(page, t('profile.wallet.heading'));
  await expect(wallet).toContainText(us(progress.points));
  await expect(wallet).toContainText(us(progress.completedCount));
  await expect(wallet.getByRole('link', { name: t('profile.wallet.open') })).toHaveAttribute(
    'href',
    '/profile/wallet',
  );

  const active = section(page, t('profile.active.heading'));
  await expect(active.getByRole('link')).toHaveCount(Math.min(progress.active.length, 5) + 1);

  expect(formatViolations(await seriousViolations(page))).toBe('');

  // How levels work: every threshold of the one config, the member's own marked.
  await level.getByRole('button', { name: t('profile.level.explain') }).click();
  const levels = page.getByRole('dialog', { name: t('profile.level.popupTitle') });
  await expect(levels.getByRole('listitem')).toHaveCount(LEVEL_THRESHOLDS_POINTS.length);
  await expect(levels.locator('[aria-current="true"]')).toContainText(
    t('profile.level.short', { level: progress.level }),
  );
  await expect(levels).toContainText(
    t('profile.level.named', { level: 4, name: t('profile.level.names.4') }),
  );
  expect(formatViolations(await seriousViolations(page))).toBe('');
  await page.keyboard.press('Escape');

  // What each account status means.
  await account(page)
    .getByRole('button', { name: t('profile.status.explain') })
    .click();
  const statuses = page.getByRole('dialog', { name: t('profile.status.popupTitle') });
  for (const status of ['WaitActive', 'Actived', 'Frozen', 'Close', 'Black'])
    await expect(statuses).toContainText(t(`profile.status.meaning.${status}`));
  await page.keyboard.press('Escape');

  // An active quest opens its page.
  const first = progress.active[0]!;
  await active.getByRole('link', { name: new RegExp(`^${first.title}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/quests/desc\\?id=${first.id}$`));
});

test('zh-TW: the profile and its level table read in Traditional Chinese', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-TW'));
  await seedLogin(page, await apiLogin(request));
  await page.goto('/profile');
  const tw = (key: string, vars?: Record<string, string | number>) => textIn('zh-TW', key, vars);
  await expect(page.getByRole('heading', { level: 1, name: tw('titles.profile') })).toBeVisible();
  await page.getByRole('button', { name: tw('profile.level.explain') }).click();
  const levels = page.getByRole('dialog', { name: tw('profile.level.popupTitle') });
  await expect(levels).toContainText(tw('profile.level.popupIntro'));
  await expect(levels).toContainText(
    tw('profile.level.named', { level: 4, name: tw('profile.level.names.4') }),
  );
});

test('a member renames themselves: each rule is told, a dropped save keeps the name typed', async ({
  page,
  request,
}) => {
  const me = await signUpViaApi(request, `renamer.${unique()}@profile.test`, 'Renamer#2026pass');
  await seedLogin(page, me);
  await page.goto('/profile');
  await account(page)
    .getByRole('button', { name: t('profile.name.edit') })
    .click();
  const box = page.getByLabel(t('profile.name.label'), { exact: true });
  const save = page.getByRole('button', { name: t('profile.name.save') });

  await box.fill('   ');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText(t('profile.name.required'));
  await box.fill('abcdefghijklm');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText(t('profile.name.format'));
  await box.fill('星星星星星星星星星');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText(t('profile.name.format'));
  await box.fill('GameAdmin');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText(t('errors.status.NameSensitiveWords'));

  // The connection drops during the save: told so, and the name is still in the field.
  await box.fill('星際旅人');
  await page.route('**/api/Member/SetMemberInfo', (route) => route.abort('internetdisconnected'));
  await save.click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(box).toHaveValue('星際旅人');
  await page.unroute('**/api/Member/SetMemberInfo');

  await save.click();
  await expect(page.getByText(t('profile.name.saved'))).toBeVisible();
  await expect(account(page).getByText('星際旅人', { exact: true })).toBeVisible();
  await page.reload();
  await expect(account(page).getByText('星際旅人', { exact: true })).toBeVisible();
});

test('a visitor is asked to sign in and still reaches the menu', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByText(t('profile.signInPrompt'))).toBeVisible();
  await page.getByRole('link', { name: t('profile.signIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/profile');
  await page.getByRole('link', { name: t('profile.links.menu') }).click();
  await expect(page).toHaveURL(/\/menu$/);
});

test('a profile that cannot load says so and loads on retry', async ({ page, request }) => {
  await seedLogin(page, await apiLogin(request));
  // Every MemberInfo fails until the message shows: the app, the route's loader and the page may
  // each ask, in any order, and one that got through would skip the failure.
  let isFailing = true;
  await page.route('**/api/Member/MemberInfo', (route) =>
    isFailing ? route.fulfill({ status: 500, body: 'oops' }) : route.continue(),
  );
  await page.route('**/api/Mission/QuestProgress', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":0,"data":' }),
  );
  await page.goto('/profile');
  await expect(page.getByText(t('profile.loadFailed'))).toBeVisible();
  isFailing = false;
  await page
    .getByRole('button', { name: t('common.retry') })
    .first()
    .click();
  await expect(account(page).getByText('DemoHero', { exact: true })).toBeVisible();
  // The progress answer is unreadable: its cards say so, each with a retry.
  const level = section(page, t('profile.level.heading'));
  await expect(level.getByText(t('profile.loadFailed'))).toBeVisible();
  await page.unroute('**/api/Mission/QuestProgress');
  await level.getByRole('button', { name: t('common.retry') }).click();
  await expect(level.getByRole('meter')).toBeVisible();
});

test('the header help offers customer service and the FAQ beside the community chat', async ({
  page,
  request,
}) => {
  await seedLogin(page, await apiLogin(request));
  await page.goto('/profile');
  await page.getByRole('button', { name: t('header.serverHelp') }).click();
  const help = page.getByRole('dialog', { name: t('serverHelp.title') });
  await expect(help.getByRole('link', { name: t('serverHelp.open') })).toBeVisible();
  await expect(help.getByRole('link', { name: t('menu.faq') })).toBeVisible();
  await help.getByRole('link', { name: t('menu.support') }).click();
  await expect(page).toHaveURL(/\/menu\/support$/);
  await expect(help).toHaveCount(0);
});
