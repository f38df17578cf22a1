// Every rule of the entry-redirect machine, walked by loading the real app at an entry URL.
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryRedirectMachine } from '../../src/machines/entry-redirect.machine';
import { CoverageRecorder } from './support/coverage';
import { expectFullCoverage, pathCases, runPath, type StateAssertions } from './support/harness';
import { startLiveApi, type LiveApi } from './support/live-api';
import { fixturePaths } from './support/model-fixture';
import { entryRedirectFixture } from './fixtures/entry-redirect.fixtures';
import { renderApp, stopApp, type RenderedApp } from './support/render-app';

type Ctx = { app: RenderedApp };
const at = (path: string, search: string) => async () => {
  await waitFor(() =>
    expect(window.location.pathname + window.location.search).toBe(path + search),
  );
};

const states: StateAssertions<Ctx> = {
  toQuestDescription: at('/quests/desc', '?id=42&code=c0de&missionAssessId=7'),
  toProfile: at('/profile', '?code=c1&codeType=Register'),
  toReback: at('/reback', '?code=abc123'),
  toLogin: async (ctx) => {
    await at('/login', '?inviteCode=ABCD1234')();
    await screen.findByText(ctx.app.t('signIn.inviteCarried', { code: 'ABCD1234' }));
  },
  mounting: async (ctx) => {
    // No rule applied: the app mounted where the member landed (/ → /home), the query untouched.
    await screen.findByRole('heading', { name: ctx.app.t('home.partnered') });
    expect(window.location.pathname).toBe('/home');
  },
};

let api: LiveApi;
const recorder = new CoverageRecorder();
const paths = fixturePaths(entryRedirectFixture);

describe('entry redirect machine, walked by loading the app', () => {
  beforeAll(async () => {
    api = await startLiveApi();
  });
  afterAll(() => api.close());

  it.each(pathCases(paths))('%s', async (_name, path) => {
    const search =
      entryRedirectFixture.inputCases.find((c) => c.name === path.inputCase)?.input.search ?? '';
    const app = await renderApp(`/${search}`, api.gate.url, recorder);
    try {
      await runPath(path, { app }, {}, states);
    } finally {
      stopApp(app);
    }
  });

  it('reached every state and transition', () =>
    expectFullCoverage(entryRedirectMachine, recorder));
});
