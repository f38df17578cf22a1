// Walks every generated path of the session machine against the rendered app and the real API.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import { sessionMachine } from '../../../src/shared/machines/session.machine';
import { DEMO_MEMBER, SEED_MEMBERS } from '../../../server/db/seed-data';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import type { ModelPath } from '../support/paths';
import { MEMBERS, sessionFixture } from '../fixtures/session.fixtures';
import type { SessionContext } from '../../../src/shared/machines/session.machine';
import { renderApp, stopApp, type RenderedApp } from '../support/render-app';
import type { TextKey } from '../../../src/i18n/text-key';
import { walkModel } from '../support/walk';

const LOGOUT = '/api/Member/Logout';
const MEMBER_INFO = '/api/Member/MemberInfo';
const login = { access_token: 'a', uid: '1', token: 't', showStep: false };
const LUNA = SEED_MEMBERS.find((m) => m.email === MEMBERS.luna.email)!;

type Ctx = {
  /** Set once the app has rendered: with a `_token`, only after the platform has checked it. */
  app: RenderedApp;
  rendering: Promise<RenderedApp>;
  api: LiveApi;
  /** The `_token` of the address the app was opened at, if any. */
  urlToken: string | null;
};

let api: LiveApi;
const recorder = new CoverageRecorder();

/** Session tokens of logins made outside the form (a `_token` login stores only the access token). */
const sessionTokens = new Map<string, string>();

async function signInForReal(
  who: { email: string; password: string } = DEMO_MEMBER,
): Promise<{ access_token: string; token: string; uid: string }> {
  const response = await fetch(`${api.serverUrl}/api/Member/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  const login = (
    (await response.json()) as { data: { access_token: string; token: string; uid: string } }
  ).data;
  sessionTokens.set(login.access_token, login.token);
  return login;
}

const storedLogin = () =>
  JSON.parse(localStorage.getItem('loginInfo') ?? 'null') as { access_token: string } | null;

/** The stored login of each input case: a real one of the member it names. */
const STORED: Record<string, (() => Promise<object>) | undefined> = {
  storedLogin: () => signInForReal(),
  urlTokenSameMember: () => signInForReal(),
  urlTokenOtherMember: () => signInForReal(LUNA),
  staleApiLogin: async () => ({ ...login, uid: 'api' }),
};

/**
 * Opens the app as the input case says. With a `_token` (always a real one of the demo member),
 * the platform's check is held: the app renders only once it is answered.
 */
async function arrive(path: ModelPath): Promise<Ctx> {
  const { inputCase } = path;
  localStorage.clear();
  const stored = await STORED[inputCase]?.();
  if (stored) localStorage.setItem('loginInfo', JSON.stringify({ ...stored, showStep: false }));
  const urlToken = inputCase.startsWith('urlToken') ? (await signInForReal()).access_token : null;
  if (urlToken) api.gate.hold(MEMBER_INFO);
  const rendering = renderApp(
    urlToken ? `/home?_token=${urlToken}&tab=1` : '/home',
    api.gate.url,
    recorder,
  );
  const ctx: Ctx = { app: undefined as unknown as RenderedApp, rendering, api, urlToken };
  if (!urlToken) ctx.app = await rendering;
  if (inputCase === 'staleApiLogin') expect(localStorage.getItem('loginInfo')).toBeNull();
  return ctx;
}

/** The held check of the link's token goes on (`pass`) or loses its connection (`fail`). */
async function answerCheck(ctx: Ctx, mode: 'pass' | 'fail'): Promise<void> {
  await api.gate.arrived(MEMBER_INFO);
  api.gate.release(MEMBER_INFO, mode);
  ctx.app = await ctx.rendering;
}

const dialogNamed = (ctx: Ctx, key: TextKey) =>
  screen.findByRole('dialog', { name: ctx.app.t(key) });
const button = (ctx: Ctx, key: TextKey, vars?: Record<string, string>) =>
  screen.getByRole('button', { name: ctx.app.t(key, vars) });

const executors: Executors<
  typeof sessionMachine,
  | 'xstate.done.actor.logout'
  | 'xstate.error.actor.logout'
  | 'xstate.done.actor.checkUrlToken'
  | 'xstate.error.actor.checkUrlToken',
  Ctx
> = {
  'xstate.done.actor.checkUrlToken': async (ctx, event) => {
    const before = storedLogin();
    await answerCheck(ctx, 'pass');
    await screen.findByRole('button', { name: ctx.app.t('nav.exit') });
    const { current } = event.output as { current: { uid: string } | null };
    // Nobody was signed in: the link's token is stored as an "api" login; otherwise nothing yet.
    if (current === null) {
      expect(storedLogin()).toMatchObject({ uid: 'api', access_token: ctx.urlToken });
    } else expect(storedLogin()).toEqual(before);
  },
  'xstate.error.actor.checkUrlToken': async (ctx, event) => {
    const before = storedLogin();
    const isUnreachable = (event.error as { kind?: string }).kind === 'network';
    if (!isUnreachable) {
      // The link's session ends on the platform before it is asked: a revoked (expired) token.
      await fetch(`${api.serverUrl}${LOGOUT}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ctx.urlToken}` },
        body: JSON.stringify({ token: sessionTokens.get(ctx.urlToken ?? '') }),
      });
    }
    await answerCheck(ctx, isUnreachable ? 'fail' : 'pass');
    // Told in words, and whoever was signed in (if anyone) still is.
    await screen.findByText(ctx.app.t(isUnreachable ? 'urlToken.unchecked' : 'urlToken.refused'));
    expect(storedLogin()).toEqual(before);
  },
  'accountSwitch.continue': async (ctx) => {
    fireEvent.click(
      button(ctx, 'urlToken.continueAs', { name: MEMBERS.demo.nickname } as Record<string, string>),
    );
    await waitFor(() =>
      expect(storedLogin()).toMatchObject({ uid: 'api', access_token: ctx.urlToken }),
    );
  },
  'accountSwitch.stay': async (ctx) => {
    const before = storedLogin();
    fireEvent.click(
      button(ctx, 'urlToken.stayAs', { name: MEMBERS.luna.nickname } as Record<string, string>),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: ctx.app.t('urlToken.switchTitle') })).toBeNull(),
    );
    expect(storedLogin()).toEqual(before);
  },
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
    // Inside the dialog: its "Log out" and the nav's entry under it share one word (decision 051).
    const dialog = await dialogNamed(ctx, 'logout.title');
    fireEvent.click(within(dialog).getByRole('button', { name: ctx.app.t('logout.confirm') }));
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
  checkingUrlToken: async () => {
    // The token has left the address bar (other parameters stay) before the platform is asked,
    // and nothing renders until it answers.
    await api.gate.arrived(MEMBER_INFO);
    expect(window.location.search).toBe('?tab=1');
    expect(screen.queryByRole('navigation')).toBeNull();
  },
  'signedIn.confirmingSwitch': async (ctx, snapshot) => {
    const { accountSwitch } = snapshot.context as SessionContext;
    const dialog = await dialogNamed(ctx, 'urlToken.switchTitle');
    // It names both members, the link's and the signed-in one, by their real names.
    expect(dialog.textContent).toContain(accountSwitch?.incoming.email);
    expect(dialog.textContent).toContain(accountSwitch?.current.email);
    button(ctx, 'urlToken.continueAs', { name: accountSwitch?.incoming.nickname ?? '' });
    button(ctx, 'urlToken.stayAs', { name: accountSwitch?.current.nickname ?? '' });
  },
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
  walkModel<Ctx>({
    machine: sessionMachine,
    recorder,
    paths,
    api: 'shared',
    started: (started) => {
      api = started;
    },
    arrive: (_api, path) => arrive(path),
    executors,
    states,
    leave: async (ctx) => {
      if (ctx) stopApp(await ctx.rendering);
    },
  });
});
