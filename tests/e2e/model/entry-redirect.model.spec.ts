// The entry-redirect machine's model (tests/model/fixtures/entry-redirect.fixtures.ts), walked in
// Chromium by loading the built app at each input case's entry URL: one test per generated path,
// titled with the catalogue's path id (`-g <path id>` runs one). The machine takes no events, so
// each path is its arrival and the state it rests in, asserted as in
// tests/model/entry-redirect.model.test.tsx.
import { expect, test, type Page } from '@playwright/test';
import { entryRedirectMachine } from '../../../src/machines/entry-redirect.machine';
import { runPath, type StateAssertions } from '../../model/support/harness';
import { fixturePaths } from '../../model/support/model-fixture';
import { entryRedirectFixture } from '../../model/fixtures/entry-redirect.fixtures';
import { expectHomeMounted } from '../support/app';
import { t } from '../support/texts';
import {
  assertUniqueIds,
  passedIds,
  pathTitle,
  recordPassed,
  replayTransitions,
} from './model-run';

const MACHINE_ID = entryRedirectMachine.id;

type Ctx = {
  page: Page;
  /** The app's own origin: no entry may lead anywhere else. */
  origin: string;
  /** Alerts and other dialogs the page opened (a hostile query must not run script). */
  dialogs: string[];
};

/** The address is the app's origin, this path and exactly this query string. */
const at = (pathname: string, search: string) => async (ctx: Ctx) => {
  await expect(ctx.page).toHaveURL(
    (url) => url.origin === ctx.origin && url.pathname + url.search === pathname + search,
  );
};

const states: StateAssertions<Ctx> = {
  toQuestDescription: at('/quests/desc', '?id=42&code=c0de&missionAssessId=7'),
  toProfile: at('/profile', '?code=c1&codeType=Register'),
  toReback: at('/reback', '?code=abc123'),
  toLogin: async (ctx) => {
    await at('/login', '?inviteCode=ABCD1234')(ctx);
    await expect(
      ctx.page.getByText(t('signIn.inviteCarried', { code: 'ABCD1234' }), { exact: true }),
    ).toBeVisible();
  },
  mounting: async (ctx) => {
    // Nothing to redirect: the app mounts where the member landed (/ is /home), on its origin.
    await expectHomeMounted(ctx.page);
    await expect(ctx.page).toHaveURL(
      (url) => url.origin === ctx.origin && url.pathname === '/home',
    );
    expect(ctx.dialogs).toEqual([]);
  },
};

const paths = fixturePaths(entryRedirectFixture);
assertUniqueIds(paths);

for (const path of paths) {
  test(pathTitle(path), async ({ page, baseURL }) => {
    const search = entryRedirectFixture.inputCases.find((c) => c.name === path.inputCase)?.input
      .search;
    if (search === undefined) throw new Error(`no input case ${path.inputCase}`);
    const ctx: Ctx = { page, origin: new URL(baseURL!).origin, dialogs: [] };
    page.on('dialog', (dialog) => {
      ctx.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/${search}`);
    await runPath(path, ctx, {}, states);
    recordPassed(MACHINE_ID, path.id);
  });
}

test(`coverage: the ${MACHINE_ID} paths that passed in this run take every transition`, async () => {
  const passed = passedIds(MACHINE_ID);
  const notPassed = paths.filter((p) => !passed.has(p.id)).map((p) => p.id);
  const recorder = await replayTransitions(
    entryRedirectFixture,
    paths.filter((p) => passed.has(p.id)),
  );
  const missing = recorder.missing(entryRedirectMachine);
  expect.soft(notPassed, 'paths that did not run or did not pass in this run').toEqual([]);
  expect.soft(missing.states, 'states no passed path reaches').toEqual([]);
  expect(missing.transitions, 'transitions no passed path takes').toEqual([]);
});
