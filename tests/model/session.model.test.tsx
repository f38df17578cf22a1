// Walks every generated path of the session machine against the rendered app and the real API.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionMachine } from '../../src/machines/session.machine';
import { DEMO_MEMBER } from '../../server/db/seed-data';
import { CoverageRecorder } from './support/coverage';
import {
  expectFullCoverage,
  pathCases,
  runPath,
  type Executors,
  type StateAssertions,
} from './support/harness';
import { startLiveApi, type LiveApi } from './support/live-api';
import { fixturePaths } from './support/model-fixture';
import { sessionFixture } from './fixtures/session.fixtures';
import { renderApp, stopApp, type RenderedApp } from './support/render-app';
import type { TextKey } from '../../src/i18n/text-key';

const LOGOUT = '/api/Member/Logout';
const login = { access_token: 'a', uid: '1', token: 't', showStep: false };

type Ctx = { app: RenderedApp; api: LiveApi };

let api: LiveApi;
const recorder = new CoverageRecorder();

/** Session tokens of logins made outside the form (a `_token` login stores only the access token). */
const sessionTokens = new Map<string, string>();

async function signInForReal(): Promise<{ access_token: string; token: string; uid: string }> {
  const response = await fetch(`${api.serverUrl}/api/Member/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
  });
  const login = (
    (await response.json()) as { data: { access_token: string; token: string; uid: string } }
  ).data;
  sessionTokens.set(login.access_token, login.token);
  return login;
}

async function arrive(inputCase: string): Promise<RenderedApp> {
  localStorage.clear();
  if (inputCase === 'storedLogin') {
    const real = await signInForReal();
    localStorage.setItem('loginInfo', JSON.stringify({ ...real, showStep: false }));
  }
  if (inputCase === 'staleApiLogin') {
    localStorage.setItem('loginInfo', JSON.stringify({ ...login, uid: 'api' }));
  }
  const url =
    inputCase === 'urlToken'
      ? `/home?_token=${(await signInForReal()).access_token}&tab=1`
      : '/home';
  const app = await renderApp(url, api.gate.url, recorder);
  if (inputCase === 'urlToken') {
    // The token leaves the address bar before any other request; other parameters stay.
    expect(window.location.search).toBe('?tab=1');
    expect(JSON.parse(localStorage.getItem('loginInfo') ?? '{}').uid).toBe('api');
  }
  if (inputCase === 'staleApiLogin') expect(localStorage.getItem('loginInfo')).toBeNull();
  return app;
}

const dialogNamed = (ctx: Ctx, key: TextKey) =>
  screen.findByRole('dialog', { name: ctx.app.t(key) });
const button = (ctx: Ctx, key: TextKey) => screen.getByRole('button', { name: ctx.app.t(key) });

const executors: Executors<
  typeof sessionMachine,
  'xstate.done.actor.logout' | 'xstate.error.actor.logout',
  Ctx
> = {
  'loginPrompt.open': async (ctx) => fireEvent.click(button(ctx, 'nav.login')),
  'loginPrompt.close': async (ctx) => fireEvent.click(button(ctx, 'loginPrompt.cancel')),
  'loginPrompt.confirm': async (ctx) => {
    fireEvent.click(button(ctx, 'loginPrompt.confirm'));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  },
  'session.signIn': async (ctx) => {
    if (window.location.pathname !== '/login') await ctx.app.router.navigate('/login');
    const email = await screen.findByRole('textbox', { name: ctx.app.t('signIn.email') });
    fireEvent.change(email, { target: { value: DEMO_MEMBER.email } });
    fireEvent.change(screen.getByLabelText(ctx.app.t('signIn.password')), {
      target: { value: DEMO_MEMBER.password },
    });
    fireEvent.click(button(ctx, 'signIn.submit'));
    await screen.findByRole('button', { name: ctx.app.t('nav.exit') }, { timeout: 5000 });
  },
  'session.expire': async (ctx) => {
    // The platform forgets the session; the next call the app makes is answered with tokenInvalid.
    const info = JSON.parse(localStorage.getItem('loginInfo') ?? '{}') as {
      access_token: string;
      token: string;
    };
    await fetch(`${api.serverUrl}${LOGOUT}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${info.access_token}` },
      body: JSON.stringify({ token: sessionTokens.get(info.access_token) ?? info.token }),
    });
    await ctx.app.router.navigate('/activity');
    await waitFor(() => expect(localStorage.getItem('loginInfo')).toBeNull(), { timeout: 5000 });
    await ctx.app.router.navigate('/home');
  },
  // Another tab logs out: the browser tells this one through a storage event.
  'session.endedElsewhere': async (ctx) => {
    const oldValue = localStorage.getItem('loginInfo');
    localStorage.removeItem('loginInfo');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'loginInfo', oldValue, newValue: null }),
    );
    await screen.findByRole('button', { name: ctx.app.t('nav.login') });
  },
  'logout.request': async (ctx) =>
    fireEvent.click(await screen.findByRole('button', { name: ctx.app.t('nav.exit') })),
  'logout.cancel': async (ctx) => fireEvent.click(button(ctx, 'logout.cancel')),
  'logout.confirm': async (ctx) => {
    api.gate.hold(LOGOUT);
    fireEvent.click(button(ctx, 'logout.confirm'));
    await api.gate.arrived(LOGOUT);
  },
  'xstate.done.actor.logout': async () => {
    api.gate.release(LOGOUT, 'pass');
    await waitFor(() => expect(localStorage.getItem('loginInfo')).toBeNull());
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  },
  'xstate.error.actor.logout': async (ctx, event) => {
    if ((event.error as { kind?: string }).kind === 'offline') {
      // The browser has no connection and the call gets no answer: the login is forgotten here
      // anyway, with no notice (there is nothing to retry), and the member lands on /login.
      const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      try {
        api.gate.release(LOGOUT, 'fail');
        await waitFor(() => expect(localStorage.getItem('loginInfo')).toBeNull());
        await waitFor(() => expect(window.location.pathname).toBe('/login'));
      } finally {
        onLine.mockRestore();
      }
      expect(screen.queryByText(ctx.app.t('offline.failed'))).toBeNull();
      return;
    }
    api.gate.release(LOGOUT, 'refuse');
    // The platform answered with an error: only the popup closes; the member is still signed in
    // and told what happened.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: ctx.app.t('logout.title') })).toBeNull(),
    );
    await screen.findByText(ctx.app.t('errors.generic'));
  },
};

const states: StateAssertions<Ctx> = {
  'signedOut.idle': async (ctx) => {
    expect(screen.queryByRole('dialog', { name: ctx.app.t('loginPrompt.title') })).toBeNull();
    expect(localStorage.getItem('loginInfo')).toBeNull();
    if (window.location.pathname === '/login')
      await screen.findByRole('button', { name: ctx.app.t('signIn.submit') });
    else await screen.findByRole('button', { name: ctx.app.t('nav.login') });
  },
  'signedOut.promptingLogin': async (ctx) => void (await dialogNamed(ctx, 'loginPrompt.title')),
  'signedIn.idle': async (ctx) => {
    await screen.findByRole('button', { name: ctx.app.t('nav.exit') });
    expect(screen.queryByRole('dialog', { name: ctx.app.t('logout.title') })).toBeNull();
  },
  'signedIn.confirmingLogout': async (ctx) => {
    const dialog = await dialogNamed(ctx, 'logout.title');
    expect(dialog.getAttribute('aria-busy')).toBe('false');
  },
  'signedIn.loggingOut': async (ctx) => {
    const dialog = await dialogNamed(ctx, 'logout.title');
    await waitFor(() => expect(dialog.getAttribute('aria-busy')).toBe('true'));
  },
};

const paths = fixturePaths(sessionFixture);

describe('session machine, walked in the rendered app', () => {
  beforeAll(async () => {
    api = await startLiveApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it.each(pathCases(paths))('%s', async (_name, path) => {
    const app = await arrive(path.inputCase);
    try {
      await runPath(path, { app, api }, executors, states);
    } finally {
      stopApp(app);
      api.gate.reset();
    }
  });

  it('reached every state and transition', () => {
    expectFullCoverage(sessionMachine, recorder);
  });
});
