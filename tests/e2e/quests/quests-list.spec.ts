// The quest list screens of issue 11 against the real local API and its seed
// (server/db/seed-quests-data.ts): /quests with its trending strip, filters in the address and
// infinite list; /quests/major; the questers and winners of a quest or event. Read-only: nothing is
// claimed or changed, so the specs after this one see the same demo data.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PATHS } from '../../../src/config/routes.ts';
import { formatViolations, seriousViolations } from '../support/axe';
import { formatOffenders, measureScale, type Offender } from '../support/layout-probe';
import { settle } from '../support/routes';
import { signInViaStorage, type Envelope } from '../support/session';
import { escapeRegExp, t, type Locale } from '../support/texts';

/** The seed's major events, in their order of creation. */
const EVENT = { WINTER_CLASH: 1, AUTUMN_HARVEST: 3 } as const;
/** The seed's limited quest ("Ember Realms: first five win"): 4 of its 5 winners so far. */
const FIRST_FIVE_TITLE = 'Ember Realms: first five win';
const STARFALL = { id: 2, name: 'Starfall Tactics' } as const;

const cards = (page: Page) => page.locator('a.quest-card');
/** A quest or event card: a link whose name is all it says, its title first. */
const card = (page: Page, title: string) =>
  page.getByRole('link', { name: new RegExp(`^${escapeRegExp(title)}\\b`) });

/** The address is /quests with exactly these filter parameters (in any order). */
async function expectFilterInUrl(page: Page, expected: Record<string, string>) {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
    })
    .toEqual({ path: PATHS.QUESTS, query: expected });
}
const group = (page: Page, key: string) => page.getByRole('group', { name: t(key), exact: true });
const chip = (page: Page, groupKey: string, name: string) =>
  group(page, groupKey).getByRole('button', { name, exact: true });

async function expectPressed(button: Locator) {
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** QuestList's total for a visitor, from the API itself. */
async function questTotal(page: Page): Promise<number> {
  const response = await page.request.post('/api/Mission/QuestList', {
    data: { page: 1, size: 1 },
    headers: { DeviceType: 'pc' },
  });
  const body = (await response.json()) as Envelope<unknown[]>;
  expect(body.status).toBe(0);
  return body.total ?? 0;
}

/** Scrolls to the end of the list until the end-of-list line shows. */
async function scrollToEnd(page: Page, endKey: string) {
  const end = page.getByText(t(endKey), { exact: true });
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(end).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('a member', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInViaStorage(page, request);
  });

  test('/quests: quests in several states, trending events, tabs; the list loads to its end', async ({
    page,
  }) => {
    const total = await questTotal(page);
    expect(total, 'the seed has more quests than a page').toBeGreaterThan(10);
    await page.goto(PATHS.QUESTS);
    const tabs = page.getByRole('navigation', { name: t('quests.list.tabs') });
    await expect(tabs.getByRole('link', { name: t('quests.list.tabQuests') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { name: t('quests.trending.title') })).toBeVisible();
    await expect(card(page, 'Winter Clash')).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    // Scrolling down loads the next page by itself…
    await scrollToEnd(page, 'quests.list.end');
    await expect(cards(page)).toHaveCount(total);
    const loadMore = page.getByRole('button', { name: t('quests.list.loadMore'), exact: true });
    await expect(loadMore).toHaveCount(0);
    // …and the visible "Load more" button does it from the keyboard (reloaded at the top: the
    // server's page is as tall as the list, so a reload at the end keeps the end in view, and
    // scrolling there loads on by itself).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.reload();
    await expect(cards(page)).toHaveCount(10);
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(total);
    await expect(page.getByText(t('quests.list.end'), { exact: true })).toBeVisible();
    const states = new Set(
      await cards(page)
        .locator('[data-state]')
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-state'))),
    );
    for (const state of ['claimable', 'inProgress', 'available', 'claimed', 'locked', 'expired'])
      expect(states, `a card in state ${state}`).toContain(state);
    // Each state badge says its state in words.
    await expect(cards(page).locator('[data-state="claimed"]').first()).toHaveText(
      t('quests.states.claimed'),
    );
  });

  test('filters by kind and game change the list and the address; back and reload keep them', async ({
    page,
  }) => {
    await page.goto(PATHS.QUESTS);
    await expect(cards(page).first()).toBeVisible();
    await expectPressed(chip(page, 'quests.filters.kind', t('quests.filters.all')));

    await chip(page, 'quests.filters.kind', t('quests.kinds.daily')).click();
    await expectFilterInUrl(page, { kind: 'daily' });
    await expectPressed(chip(page, 'quests.filters.kind', t('quests.kinds.daily')));
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(t('quests.kinds.daily'));

    await chip(page, 'quests.filters.kind', t('quests.kinds.weekly')).click();
    await chip(page, 'quests.filters.game', STARFALL.name).click();
    await expectFilterInUrl(page, { kind: 'weekly', game: String(STARFALL.id) });
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, 'Starfall: weekly commander')).toBeVisible();

    await page.reload();
    await expectPressed(chip(page, 'quests.filters.game', STARFALL.name));
    await expectPressed(chip(page, 'quests.filters.kind', t('quests.kinds.weekly')));
    await expect(cards(page)).toHaveCount(1);

    await page.goBack();
    await expectFilterInUrl(page, { kind: 'weekly' });
    await page.goBack();
    await expectFilterInUrl(page, { kind: 'daily' });
    await expect(cards(page)).toHaveCount(1);

    // The platform's own quests: none of them is tied to a game.
    await chip(page, 'quests.filters.game', t('quests.filters.platform')).click();
    await chip(page, 'quests.filters.kind', t('quests.filters.all')).click();
    await expectFilterInUrl(page, { game: 'platform' });
    await expect(cards(page).first()).toBeVisible();
    for (const card of await cards(page).all())
      await expect(card).toContainText(t('quests.platform'));
  });

  test('a filter with no quests says so and offers all quests', async ({ page }) => {
    await page.goto(`${PATHS.QUESTS}?game=platform&kind=daily`);
    await expect(page.getByText(t('quests.list.empty'), { exact: true })).toBeVisible();
    await page.getByRole('link', { name: t('quests.list.clearFilters'), exact: true }).click();
    await expect(page).toHaveURL(/\/quests$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('a bad filter in the address shows All, never an error', async ({ page }) => {
    await page.goto(`${PATHS.QUESTS}?kind=bogus&game=1e3`);
    await expectPressed(chip(page, 'quests.filters.kind', t('quests.filters.all')));
    await expectPressed(chip(page, 'quests.filters.game', t('quests.filters.all')));
    await expect(cards(page)).toHaveCount(10);
  });

  test('tapping a quest card opens its detail; a trending event opens its page', async ({
    page,
  }) => {
    await page.goto(PATHS.QUESTS);
    const firstFive = card(page, FIRST_FIVE_TITLE);
    const id = await firstFive.getAttribute('data-quest-id');
    expect(id).toMatch(/^\d+$/);
    await firstFive.click();
    await expect(page).toHaveURL(new RegExp(`/quests/desc\\?id=${id}$`));

    await page.goto(PATHS.QUESTS);
    await card(page, 'Winter Clash').click();
    await expect(page).toHaveURL(new RegExp(`/quests/event_desc\\?id=${EVENT.WINTER_CLASH}$`));
  });

  test('/quests/major lists the major events, each a link to its page', async ({ page }) => {
    await page.goto(PATHS.QUESTS);
    await page
      .getByRole('navigation', { name: t('quests.list.tabs') })
      .getByRole('link', { name: t('quests.list.tabMajor') })
      .click();
    await expect(page).toHaveURL(/\/quests\/major$/);
    const list = page.getByRole('list', { name: t('quests.major.heading') });
    for (const title of ['Winter Clash', 'Spring Festival Cup', 'Autumn Harvest'])
      await expect(list.getByRole('link', { name: new RegExp(`^${title}\\b`) })).toBeVisible();
    await expect(list.locator('[data-state="live"]')).toHaveText(t('quests.major.states.live'));
    await expect(list.locator('[data-state="ended"]')).toHaveText(t('quests.major.states.ended'));
    await list.getByRole('link', { name: /^Autumn Harvest\b/ }).click();
    await expect(page).toHaveURL(new RegExp(`/quests/event_desc\\?id=${EVENT.AUTUMN_HARVEST}$`));
  });

  test('questers: masked names, the count, and my own row marked "You"', async ({ page }) => {
    await page.goto(`${PATHS.QUESTER}?eventId=${EVENT.AUTUMN_HARVEST}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Autumn Harvest' })).toBeVisible();
    await expect(
      page.getByText(t('quests.questers.count_other', { formatted: 3 }), { exact: true }),
    ).toBeVisible();
    const list = page.getByRole('list', { name: t('quests.questers.heading') });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    for (const item of await list.getByRole('listitem').all())
      await expect(item).toContainText('***');

    await page.goto(`${PATHS.QUESTER}?eventId=${EVENT.WINTER_CLASH}`);
    const mine = page.locator('.person--me');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(t('quests.questers.you'));
    await expect(mine).not.toContainText('***');
  });

  test('winners: rank, masked name, points; my own result even when I did not win', async ({
    page,
  }) => {
    await page.goto(`${PATHS.WINNER}?eventId=${EVENT.AUTUMN_HARVEST}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Autumn Harvest' })).toBeVisible();
    await expect(
      page.getByText(t('quests.winners.limit_other', { formatted: 3 }), { exact: true }),
    ).toBeVisible();
    const list = page.getByRole('list', { name: t('quests.winners.heading') });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText(
      t('quests.winners.rank', { rank: 1 }),
    );
    await expect(list.getByRole('listitem').first()).toContainText('***');
    const mine = page.getByRole('region', { name: t('quests.winners.mine.title') });
    await expect(mine).toContainText(t('quests.winners.mine.notWinner'));

    // A limited quest still open, not claimed by the member.
    await page.goto(PATHS.QUESTS);
    const id = await card(page, FIRST_FIVE_TITLE).getAttribute('data-quest-id');
    await page.goto(`${PATHS.WINNER}?questId=${id}`);
    await expect(
      page.getByRole('list', { name: t('quests.winners.heading') }).getByRole('listitem'),
    ).toHaveCount(4);
    await expect(page.getByRole('region', { name: t('quests.winners.mine.title') })).toContainText(
      t('quests.winners.mine.notClaimed'),
    );
  });

  test('a quester or winner page without exactly one valid id says not found, with a way back', async ({
    page,
  }) => {
    for (const query of ['', '?questId=1&eventId=1', '?eventId=abc', '?questId=0']) {
      await page.goto(`${PATHS.WINNER}${query}`);
      await expect(page.getByText(t('quests.questers.notFound'), { exact: true })).toBeVisible();
    }
    // Well-formed ids the platform does not have.
    for (const url of [`${PATHS.WINNER}?questId=999999`, `${PATHS.QUESTER}?eventId=999999`]) {
      await page.goto(url);
      await expect(page.getByText(t('quests.questers.notFound'), { exact: true })).toBeVisible();
    }
    await page.goto(`${PATHS.QUESTER}?questId=-1`);
    await page.getByRole('link', { name: t('quests.questers.backToQuests'), exact: true }).click();
    await expect(page).toHaveURL(/\/quests$/);
  });
});

test.describe('faults', () => {
  test('QuestList failing says so with a retry; the retry loads the list', async ({ page }) => {
    let failing = true;
    await page.route('**/api/Mission/QuestList', (route) =>
      failing ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback(),
    );
    await page.goto(PATHS.QUESTS);
    const alert = page.getByRole('alert').filter({ hasText: t('quests.list.loadFailed') });
    await expect(alert).toBeVisible();
    failing = false;
    await alert.getByRole('button', { name: t('common.retry'), exact: true }).click();
    await expect(cards(page)).toHaveCount(10);
  });

  test('a next page that fails keeps the loaded cards and retries from "Load more"', async ({
    page,
  }) => {
    let failing = true;
    await page.route('**/api/Mission/QuestList', async (route) => {
      const body = route.request().postDataJSON() as { page?: number };
      if (failing && body.page === 2) await route.fulfill({ status: 200, body: '{not json' });
      else await route.fallback();
    });
    await page.goto(PATHS.QUESTS);
    await expect(cards(page)).toHaveCount(10);
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByText(t('quests.list.moreFailed'), { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    failing = false;
    await page.getByRole('button', { name: t('quests.list.loadMore'), exact: true }).click();
    await expect(page.getByText(t('quests.list.end'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('quests.list.moreFailed'), { exact: true })).toHaveCount(0);
  });

  test('winners answered with data of the wrong shape: a clear message, not a crash', async ({
    page,
  }) => {
    await page.route('**/api/Mission/Winner', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: 0, message: 'Success', data: { winners: 'x' }, total: 1 }),
      }),
    );
    await page.goto(`${PATHS.WINNER}?eventId=${EVENT.AUTUMN_HARVEST}`);
    await expect(
      page.getByRole('alert').filter({ hasText: t('quests.winners.loadFailed') }),
    ).toBeVisible();
  });
});

test.describe('a visitor', () => {
  test('sees every open quest locked with "Sign in to start"', async ({ page }) => {
    await page.goto(PATHS.QUESTS);
    await expect(cards(page)).toHaveCount(10);
    await scrollToEnd(page, 'quests.list.end');
    let locked = 0;
    for (const quest of await cards(page).all()) {
      const state = await quest.locator('[data-state]').getAttribute('data-state');
      // An ended quest is expired for everyone; every other one is locked until sign-in.
      expect(['locked', 'expired']).toContain(state);
      if (state === 'locked') {
        locked += 1;
        await expect(quest).toContainText(t('quests.card.signInToStart'));
      } else await expect(quest).not.toContainText(t('quests.card.signInToStart'));
    }
    expect(locked).toBeGreaterThan(5);
  });

  test('sees the winners without a result of their own', async ({ page }) => {
    await page.goto(`${PATHS.WINNER}?eventId=${EVENT.AUTUMN_HARVEST}`);
    await expect(
      page.getByRole('list', { name: t('quests.winners.heading') }).getByRole('listitem'),
    ).toHaveCount(2);
    await expect(page.getByRole('region', { name: t('quests.winners.mine.title') })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: t('quests.winners.mine.signIn'), exact: true }),
    ).toBeVisible();
  });
});

const ROUTES_TO_CHECK = [
  PATHS.QUESTS,
  PATHS.QUESTS_MAJOR,
  `${PATHS.QUESTER}?eventId=${EVENT.WINTER_CLASH}`,
  `${PATHS.WINNER}?eventId=${EVENT.AUTUMN_HARVEST}`,
];

for (const signedIn of [true, false]) {
  test(`axe finds nothing serious on the four list routes (${signedIn ? 'member' : 'visitor'})`, async ({
    page,
    request,
  }) => {
    if (signedIn) await signInViaStorage(page, request);
    for (const url of ROUTES_TO_CHECK) {
      await page.goto(url);
      await settle(page);
      const violations = await seriousViolations(page);
      expect(violations.length, `axe on ${url}:\n${formatViolations(violations)}`).toBe(0);
    }
  });
}

const LOCALES: readonly Locale[] = ['en-US', 'zh-TW', 'zh-CN'];
const WIDTHS = [360, 390, 430] as const;

test('text and touch targets on the scale, in every language, at 360, 390 and 430 wide', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInViaStorage(page, request);
  const found: (Offender & { where: string })[] = [];
  for (const locale of LOCALES) {
    await page.goto(PATHS.HOME);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), locale);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      for (const url of ROUTES_TO_CHECK) {
        await page.goto(url);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const measured = await measureScale(page);
        found.push(
          ...measured.offenders.map((o) => ({ ...o, where: `${locale} ${width} ${url}` })),
        );
      }
    }
  }
  expect(found.length, `${found.length} off the scale:\n${formatOffenders(found)}`).toBe(0);
});
