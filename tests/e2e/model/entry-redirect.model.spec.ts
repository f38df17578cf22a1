// The entry-redirect machine's model (tests/model/fixtures/entry-redirect.fixtures.ts), walked in
// Chromium by loading the built app at each input case's entry URL: one test per generated path,
// titled with the catalogue's path id (`-g <path id>` runs one). The machine takes no events, so
// each path is its arrival and the state it rests in, asserted as in
// tests/model/entry-redirect.model.test.tsx.
import { expect, test, type Page } from '@playwright/test';
import { entryRedirectMachine } from '../../../src/features/account/machines/entry-redirect.machine';
import { runPath, type StateAssertions } from '../../model/support/harness';
import { fixturePaths } from '../../model/support/model-fixture';
import { entryRedirectFixture } from '../../model/fixtures/entry-redirect.fixtures';
import { expectHomeMounted } from '../support/app';
import { signInViaStorage } from '../support/session';
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
  /** The entry query the page was opened with. */
  search: string;
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
  toSignUp: async (ctx) => {
    // A visitor: sign-up, the code in its field whatever its shape.
    const code = new URLSearchParams(ctx.search).get('inviteCode') ?? '';
    await at('/login/signup', `?inviteCode=${code}`)(ctx);
    await expect(
      ctx.page.getByRole('textbox', { name: t('signUp.inviteCode'), exact: true }),
    ).toHaveValue(code);
  },
  toLogin: async (ctx) => {
    // The login page, carrying the code; with a stored login it sends the member home (docs/product/app.md).
    await expectHomeMounted(ctx.page);
    await expect(ctx.page).toHaveURL(
      (url) => url.origin === ctx.origin && url.pathname === '/home',
    );
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
  test(pathTitle(path), async ({ page, baseURL, request }) => {
    const input = entryRedirectFixture.inputCases.find((c) => c.name === path.inputCase)?.input;
    if (input === undefined) throw new Error(`no input case ${path.inputCase}`);
    const { search } = input;
    if (input.hasStoredLogin) await signInViaStorage(page, request);
    const ctx: Ctx = { page, origin: new URL(baseURL!).origin, dialogs: [], search };
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
