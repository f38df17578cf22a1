// The reback machine, walked on the real /reback screen against the real API: a freshly issued
// code signs the member in and counts down to Home, a replayed code and a malformed one end on the
// error screen, and a server whose beta has ended shows the beta-ended notice.
// The countdown (TIMING.REDIRECT_COUNTDOWN_MS, 5 s) runs on the browser clock, faked but moving on
// with real time; one path moves it past the end (the others skip it with "Continue now").
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { DEMO_MEMBER } from '../../../server/db/seed-data';
import { TIMING } from '../../../src/config/constants';
import { rebackMachine } from '../../../src/features/account/machines/reback.machine';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type StateAssertions } from '../support/harness';
import { startLiveApi, type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { ctxOf, rebackFixture } from '../fixtures/reback.fixtures';
import { renderApp, stopApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const REBACK = '/api/Member/Reback';
const paths = fixturePaths(rebackFixture);

type Ctx = { app: RenderedApp; api: LiveApi };
let api: LiveApi;
let betaApi: LiveApi;
const recorder = new CoverageRecorder();

async function call(target: LiveApi, path: string, body: unknown, bearer?: string) {
  const response = await fetch(`${target.serverUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { status: number; data: Record<string, string> };
}

/** A real one-time code, issued for the demo member the way the sign-on service would. */
async function issueCode(target: LiveApi): Promise<string> {
  const login = await call(target, '/api/Member/Login', {
    email: DEMO_MEMBER.email,
    password: DEMO_MEMBER.password,
  });
  const issued = await call(target, '/api/Member/IssueRebackCode', {}, login.data.access_token);
  expect(issued.status).toBe(0);
  return issued.data.code ?? '';
}

async function arrive(inputCase: string): Promise<Ctx> {
  localStorage.clear();
  const target = inputCase === 'betaEnded' ? betaApi : api;
  let url = '/reback?code=%2F%2Fevil.example&state=STATE';
  if (inputCase !== 'malformedCode') {
    const code = await issueCode(target);
    if (inputCase === 'replayedCode') expect((await call(target, REBACK, { code })).status).toBe(0);
    url = `/reback?code=${code}&state=STATE`;
    // Hold the exchange so the "signing in" screen can be seen.
    target.gate.hold(REBACK);
  }
  const app = await renderApp(url, target.gate.url, recorder);
  return { app, api: target };
}

const release = async (ctx: Ctx) => {
  await ctx.api.gate.answer(REBACK);
};

const executors: Executors<
  typeof rebackMachine,
  | 'xstate.done.actor.exchangeCode'
  | 'xstate.error.actor.exchangeCode'
  | 'xstate.after.REDIRECT_COUNTDOWN.reback.welcome',
  Ctx
> = {
  'xstate.done.actor.exchangeCode': release,
  'xstate.error.actor.exchangeCode': release,
  'redirect.skip': async (ctx) => {
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('reback.continue') }));
  },
  'xstate.after.REDIRECT_COUNTDOWN.reback.welcome': async () => {
    // The countdown ends by itself and the page goes Home without a tap.
    await vi.advanceTimersByTimeAsync(TIMING.REDIRECT_COUNTDOWN_MS);
    await waitFor(() => expect(window.location.pathname).toBe('/home'), {
      timeout: 5_000,
      interval: 50,
    });
  },
};

const countdownTexts = (ctx: Ctx) =>
  [1, 2, 3, 4, 5].map((seconds) => ctx.app.t('reback.welcome', { seconds }));

const states: StateAssertions<Ctx> = {
  exchanging: async (ctx) => {
    await ctx.api.gate.arrived(REBACK);
    expect((await screen.findByRole('status')).textContent).toBe(ctx.app.t('reback.exchanging'));
    expect(localStorage.getItem('loginInfo')).toBeNull();
  },
  welcome: async (ctx) => {
    await screen.findByRole('heading', { name: ctx.app.t('reback.heading') });
    const button = await screen.findByRole('button', { name: ctx.app.t('reback.continue') });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(countdownTexts(ctx)).toContain(screen.getByRole('status').textContent);
    // The login is stored: the member is signed in.
    expect(JSON.parse(localStorage.getItem('loginInfo') ?? '{}').uid).toBe(DEMO_MEMBER.uid);
    expect(window.location.pathname).toBe('/reback');
  },
  redirected: async (ctx) => {
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    await screen.findByRole('button', { name: ctx.app.t('nav.exit') });
  },
  failed: async (ctx, snapshot) => {
    const { error } = ctxOf(snapshot);
    await screen.findByRole('heading', { name: ctx.app.t('reback.failedHeading') });
    expect(screen.getByRole('alert').textContent).toBe(error?.key ? ctx.app.t(error.key) : '');
    const link = screen.getByRole('link', { name: ctx.app.t('reback.signInAgain') });
    expect(link.getAttribute('href')).toBe('/login');
    expect(window.location.pathname).toBe('/reback');
    expect(localStorage.getItem('loginInfo')).toBeNull();
  },
  betaEnded: async (ctx) => {
    await screen.findByRole('heading', { name: ctx.app.t('reback.betaEndedHeading') });
    expect(screen.getByRole('alert').textContent).toBe(ctx.app.t('errors.status.BetaEnded'));
    expect(localStorage.getItem('loginInfo')).toBeNull();
  },
};

describe('reback machine, walked on the /reback screen', () => {
  walkModel<Ctx>({
    machine: rebackMachine,
    recorder,
    paths,
    api: 'shared',
    started: async (started) => {
      api = started;
      // Two migrated, seeded databases: slow on a busy machine (the walk allows a minute).
      betaApi = await startLiveApi({ config: { betaEnded: true } });
    },
    arrive: (_api, path) => arrive(path.inputCase),
    executors,
    states,
    leave: (ctx) => {
      betaApi.gate.reset();
      stopApp(ctx?.app);
      localStorage.clear();
    },
    timeout: TIMING.REDIRECT_COUNTDOWN_MS + 15_000,
  });
  afterAll(async () => {
    await betaApi?.close();
  });
  // The page's countdown on a clock a path can move on (and that moves on with real time).
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
  });
  afterEach(() => vi.useRealTimers());
});
