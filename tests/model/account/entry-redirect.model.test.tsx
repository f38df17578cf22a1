// Every rule of the entry-redirect machine, walked by loading the real app at an entry URL.
import { screen, waitFor } from '@testing-library/react';
import { DEMO_MEMBER } from '../../../server/db/seed-data';
import { describe, expect } from 'vitest';
import { entryRedirectMachine } from '../../../src/features/account/machines/entry-redirect.machine';
import { CoverageRecorder } from '../support/coverage';
import { type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { entryRedirectFixture } from '../fixtures/entry-redirect.fixtures';
import { renderApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

type Ctx = { app: RenderedApp; search: string };
const at = (path: string, search: string) => async () => {
  await waitFor(() =>
    expect(window.location.pathname + window.location.search).toBe(path + search),
  );
};

const states: StateAssertions<Ctx> = {
  toQuestDescription: at('/quests/desc', '?id=42&code=c0de&missionAssessId=7'),
  toProfile: at('/profile', '?code=c1&codeType=Register'),
  toReback: at('/reback', '?code=abc123'),
  toSignUp: async (ctx) => {
    // A visitor: sign-up, the code in its field whatever its shape.
    const code = new URLSearchParams(ctx.search).get('inviteCode') ?? '';
    await at('/login/signup', `?inviteCode=${code}`)();
    const field = await screen.findByRole('textbox', { name: ctx.app.t('signUp.inviteCode') });
    expect(field).toHaveProperty('value', code);
  },
  toLogin: async (ctx) => {
    // The login page, carrying the code; with a stored login it sends the member home (docs/product/account.md).
    await at('/home', '')();
    await screen.findByRole('heading', { name: ctx.app.t('home.partnered') });
    expect(screen.queryByRole('textbox', { name: ctx.app.t('signUp.inviteCode') })).toBeNull();
  },
  mounting: async (ctx) => {
    // No rule applied: the app mounted where the member landed (/ → /home), the query untouched.
    await screen.findByRole('heading', { name: ctx.app.t('home.partnered') });
    expect(window.location.pathname).toBe('/home');
  },
};

let api: LiveApi;

/** A real login of the demo member, as the platform answers it. */
async function login(): Promise<{ access_token: string; uid: string; token: string }> {
  const response = await fetch(`${api.serverUrl}/api/Member/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', DeviceType: 'pc' },
    body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
  });
  return ((await response.json()) as { data: { access_token: string; uid: string; token: string } })
    .data;
}
const recorder = new CoverageRecorder();
const paths = fixturePaths(entryRedirectFixture);

describe('entry redirect machine, walked by loading the app', () => {
  walkModel<Ctx>({
    machine: entryRedirectMachine,
    recorder,
    paths,
    api: 'shared',
    started: (started) => {
      api = started;
    },
    arrive: async (_api, path) => {
      const input = entryRedirectFixture.inputCases.find((c) => c.name === path.inputCase)?.input;
      const search = input?.search ?? '';
      localStorage.clear();
      if (input?.hasStoredLogin) {
        localStorage.setItem('loginInfo', JSON.stringify({ ...(await login()), showStep: false }));
      }
      return { app: await renderApp(`/${search}`, api.gate.url, recorder), search };
    },
    executors: {},
    states,
  });
});
