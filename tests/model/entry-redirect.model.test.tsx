// Every rule of the entry-redirect machine, walked by loading the real app at an entry URL.
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryRedirectMachine } from '../../src/machines/entry-redirect.machine';
import { CoverageRecorder } from './support/coverage';
import { expectFullCoverage, runPath, type StateAssertions } from './support/harness';
import { startLiveApi, type LiveApi } from './support/live-api';
import { generatePaths, type InputCase } from './support/paths';
import { renderApp, stopApp, type RenderedApp } from './support/render-app';

const INPUT_CASES: InputCase<{ search: string }>[] = [
  { name: 'missionState', input: { search: '?state=Convert_ab_42_7&code=c0de' } },
  { name: 'profileState', input: { search: '?state=Register_x_0&code=c1' } },
  { name: 'onlyCode', input: { search: '?code=abc123' } },
  { name: 'inviteCode', input: { search: '?inviteCode=ABCD1234' } },
  { name: 'nothing', input: { search: '' } },
  { name: 'malformed', input: { search: '?state=//evil.example&inviteCode=javascript:alert(1)' } },
];

type Ctx = { app: RenderedApp };
const at = (path: string, search: string) => async () => {
  await waitFor(() => expect(window.location.pathname + window.location.search).toBe(path + search));
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
    expect(window.location.origin).toBe('http://localhost:3000');
    await screen.findByRole('heading', { name: ctx.app.t('home.partnered') });
  },
};

let api: LiveApi;
const recorder = new CoverageRecorder();
const paths = generatePaths(entryRedirectMachine, [], INPUT_CASES);

describe('entry redirect machine, walked by loading the app', () => {
  beforeAll(async () => {
    api = await startLiveApi();
  });
  afterAll(() => api.close());

  it.each(paths.map((p) => [`${p.id} (${p.inputCase})`, p] as const))('%s', async (_name, path) => {
    const search = INPUT_CASES.find((c) => c.name === path.inputCase)?.input.search ?? '';
    const app = await renderApp(`/${search}`, api.gate.url, recorder);
    try {
      await runPath(path, { app }, {}, states);
    } finally {
      stopApp(app);
    }
  });

  it('reached every state and transition', () => expectFullCoverage(entryRedirectMachine, recorder));
});
