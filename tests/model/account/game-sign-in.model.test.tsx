// The game sign-in machine, walked on the real /login/game screen against the real API: the game
// and what it asks for, the "authorize" tick, Allow / Cancel, a lost connection while granting,
// "Access granted" with its countdown, and the hand-over to the game's registered return address
// with a one-time code the game's server can redeem exactly once. Signed-out members, unknown and
// malformed game ids and a server whose beta has ended end on their own screens.
// The countdown (TIMING.REDIRECT_COUNTDOWN_MS, 5 s) runs on the browser clock, faked but moving on
// with real time; one path moves it past the end (the others skip it with "Continue now").
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PARTNER_RETURN_BASE } from '../../../server/config';
import { DEMO_MEMBER } from '../../../server/db/seed-data';
import { TIMING } from '../../../src/config/constants';
import { gameSignInMachine } from '../../../src/features/account/machines/game-sign-in.machine';
import { leaveApp } from '../../../src/features/account/views/game-sign-in/leave-app';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type StateAssertions } from '../support/harness';
import { startLiveApi, type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { BETA_GAME_ID, GAMES, ctxOf, gameSignInFixture } from '../fixtures/game-sign-in.fixtures';
import { renderApp, stopApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const GAME_AUTH_INFO = '/api/Game/GameAuthInfo';
const GET_THIRD_TOKEN = '/api/Member/GetThirdToken';
const paths = fixturePaths(gameSignInFixture);

type Ctx = { app: RenderedApp; api: LiveApi; leave: ReturnType<typeof vi.fn> };
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
  return (await response.json()) as { status: number; data: Record<string, unknown> | null };
}

const URLS: Record<string, string> = {
  signedIn: '/login/game?gameId=1',
  signedOut: '/login/game?gameId=1',
  unknownGame: '/login/game?gameId=999',
  malformedGameId: '/login/game?gameId=%2F%2Fevil.example',
  betaEnded: `/login/game?gameId=${BETA_GAME_ID}`,
};

async function arrive(inputCase: string): Promise<Ctx> {
  localStorage.clear();
  const target = inputCase === 'betaEnded' ? betaApi : api;
  if (inputCase !== 'signedOut') {
    const login = await call(target, '/api/Member/Login', {
      email: DEMO_MEMBER.email,
      password: DEMO_MEMBER.password,
    });
    localStorage.setItem('loginInfo', JSON.stringify({ ...login.data, showStep: false }));
  }
  // Hold the game's details so the "loading" screen can be seen (a malformed id asks nothing).
  if (inputCase !== 'malformedGameId') target.gate.hold(GAME_AUTH_INFO);
  const leave = vi.fn();
  vi.spyOn(leaveApp, 'to').mockImplementation(leave);
  const app = await renderApp(URLS[inputCase] ?? '', target.gate.url, recorder);
  return { app, api: target, leave };
}

const pass = (path: string) => async (ctx: Ctx) => {
  await ctx.api.gate.arrived(path);
  ctx.api.gate.release(path, 'pass');
};

const executors: Executors<
  typeof gameSignInMachine,
  | 'xstate.done.actor.loadGame'
  | 'xstate.error.actor.loadGame'
  | 'xstate.done.actor.grantAccess'
  | 'xstate.error.actor.grantAccess'
  | 'xstate.after.REDIRECT_COUNTDOWN.gameSignIn.granted',
  Ctx
> = {
  'xstate.done.actor.loadGame': pass(GAME_AUTH_INFO),
  'xstate.error.actor.loadGame': pass(GAME_AUTH_INFO),
  'authorize.toggle': async () => {
    fireEvent.click(screen.getByRole('checkbox'));
  },
  'consent.allow': async (ctx) => {
    // Hold the grant so "granting" can be seen; without the tick nothing is sent.
    ctx.api.gate.hold(GET_THIRD_TOKEN);
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('gameSignIn.allow') }));
  },
  'consent.cancel': async (ctx) => {
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('gameSignIn.cancel') }));
  },
  'xstate.done.actor.grantAccess': pass(GET_THIRD_TOKEN),
  'xstate.error.actor.grantAccess': async (ctx) => {
    await ctx.api.gate.arrived(GET_THIRD_TOKEN);
    ctx.api.gate.release(GET_THIRD_TOKEN, 'fail');
  },
  'redirect.skip': async (ctx) => {
    fireEvent.click(screen.getByRole('button', { name: ctx.app.t('gameSignIn.continue') }));
  },
  'xstate.after.REDIRECT_COUNTDOWN.gameSignIn.granted': async (ctx) => {
    // The countdown ends by itself and the app hands over without a tap.
    await vi.advanceTimersByTimeAsync(TIMING.REDIRECT_COUNTDOWN_MS);
    await waitFor(() => expect(ctx.leave).toHaveBeenCalled(), {
      timeout: 5_000,
      interval: 50,
    });
  },
};

const gameName = (snapshot: Parameters<typeof ctxOf>[0]) => ctxOf(snapshot).game?.name ?? '';

const states: StateAssertions<Ctx> = {
  loading: async (ctx) => {
    await ctx.api.gate.arrived(GAME_AUTH_INFO);
    expect((await screen.findByRole('status')).textContent).toBe(ctx.app.t('gameSignIn.loading'));
  },
  signInRequired: async (ctx, snapshot) => {
    const name = gameName(snapshot);
    await screen.findByRole('heading', { name: ctx.app.t('gameSignIn.heading', { game: name }) });
    screen.getByText(ctx.app.t('gameSignIn.signInRequired'));
    // The sign-in page carries the game's id, and only that, to bring the member back here.
    const link = screen.getByRole('link', { name: ctx.app.t('gameSignIn.signIn') });
    expect(link.getAttribute('href')).toBe('/login?gameId=1');
    expect(screen.queryByRole('checkbox')).toBeNull();
  },
  consenting: async (ctx, snapshot) => {
    const c = ctxOf(snapshot);
    const name = gameName(snapshot);
    await screen.findByRole('heading', { name: ctx.app.t('gameSignIn.heading', { game: name }) });
    const allow = await screen.findByRole('button', { name: ctx.app.t('gameSignIn.allow') });
    await waitFor(() => expect(allow).toHaveProperty('disabled', false));
    // What the game asks for (docs/product/README.md), in words.
    for (const scope of c.game?.scopes ?? [])
      screen.getByText(ctx.app.t(`gameSignIn.scope.${scope}`));
    const tick = screen.getByRole('checkbox', {
      name: ctx.app.t('gameSignIn.authorize', { game: name }),
    });
    expect(tick).toHaveProperty('checked', c.isAuthorized);
    if (c.error?.key) expect(screen.getByRole('alert').textContent).toBe(ctx.app.t(c.error.key));
    else expect(screen.queryByRole('alert')).toBeNull();
    expect(ctx.leave).not.toHaveBeenCalled();
  },
  granting: async (ctx) => {
    await ctx.api.gate.arrived(GET_THIRD_TOKEN);
    expect(screen.getByRole('button', { name: ctx.app.t('gameSignIn.allowing') })).toHaveProperty(
      'disabled',
      true,
    );
  },
  granted: async (ctx, snapshot) => {
    const name = gameName(snapshot);
    await screen.findByRole('heading', { name: ctx.app.t('gameSignIn.grantedHeading') });
    const texts = [1, 2, 3, 4, 5].map((seconds) =>
      ctx.app.t('gameSignIn.granted', { game: name, seconds }),
    );
    expect(texts).toContain(screen.getByRole('status').textContent);
    expect(ctx.leave).not.toHaveBeenCalled();
  },
  leaving: async (ctx, snapshot) => {
    const name = gameName(snapshot);
    await waitFor(() => expect(ctx.leave).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status').textContent).toBe(
      ctx.app.t('gameSignIn.leaving', { game: name }),
    );
    // The game's registered address, with a one-time code its server redeems exactly once.
    const target = new URL(String(ctx.leave.mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe(DEFAULT_PARTNER_RETURN_BASE);
    const code = target.searchParams.get('code') ?? '';
    const redeem = { gameId: 1, code, secret: GAMES[1].secret };
    const first = await call(ctx.api, '/api/Member/CheckThirdToken', redeem);
    expect(first.status).toBe(0);
    expect(first.data?.uid).toBe(DEMO_MEMBER.uid);
    expect((await call(ctx.api, '/api/Member/CheckThirdToken', redeem)).status).not.toBe(0);
  },
  cancelled: async (ctx) => {
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    await screen.findByRole('button', { name: ctx.app.t('nav.exit') });
    expect(ctx.leave).not.toHaveBeenCalled();
  },
  betaEnded: async (ctx) => {
    await screen.findByRole('heading', { name: ctx.app.t('gameSignIn.betaEndedHeading') });
    expect(screen.getByRole('alert').textContent).toBe(ctx.app.t('errors.status.BetaEnded'));
    expect(screen.queryByRole('checkbox')).toBeNull();
  },
  failed: async (ctx, snapshot) => {
    const { error } = ctxOf(snapshot);
    await screen.findByRole('heading', { name: ctx.app.t('gameSignIn.failedHeading') });
    expect(screen.getByRole('alert').textContent).toBe(error?.key ? ctx.app.t(error.key) : '');
    expect(
      screen.getByRole('link', { name: ctx.app.t('gameSignIn.home') }).getAttribute('href'),
    ).toBe('/home');
    expect(window.location.pathname).toBe('/login/game');
  },
};

describe('game sign-in machine, walked on the /login/game screen', () => {
  walkModel<Ctx>({
    machine: gameSignInMachine,
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
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  // Not a model path: the member leaves this screen to sign in and comes back to a fresh one.
  it('signed out: "Sign in" → /login?gameId=1 → signed in → the consent screen of the same game', async () => {
    localStorage.clear();
    const app = await renderApp('/login/game?gameId=1', api.gate.url);
    try {
      const signIn = await screen.findByRole('link', { name: app.t('gameSignIn.signIn') });
      fireEvent.click(signIn);
      const email = await screen.findByRole('textbox', { name: app.t('signIn.email') });
      expect(window.location.pathname + window.location.search).toBe('/login?gameId=1');
      screen.getByText(app.t('signIn.gameCarried'));
      // Sign-up and code sign-in carry the game on too.
      expect(screen.getByRole('link', { name: app.t('signUp.link') }).getAttribute('href')).toBe(
        '/login/signup?gameId=1',
      );
      expect(screen.getByRole('link', { name: app.t('codeLogin.link') }).getAttribute('href')).toBe(
        '/login/loginCode?gameId=1',
      );
      fireEvent.change(email, { target: { value: DEMO_MEMBER.email } });
      fireEvent.change(screen.getByLabelText(app.t('signIn.password')), {
        target: { value: DEMO_MEMBER.password },
      });
      fireEvent.click(screen.getByRole('button', { name: app.t('signIn.submit') }));

      await screen.findByRole(
        'heading',
        { name: app.t('gameSignIn.heading', { game: GAMES[1].name }) },
        { timeout: 5_000 },
      );
      expect(window.location.pathname + window.location.search).toBe('/login/game?gameId=1');
      await screen.findByRole('checkbox', {
        name: app.t('gameSignIn.authorize', { game: GAMES[1].name }),
      });
      expect(screen.queryByText(app.t('gameSignIn.signInRequired'))).toBeNull();
    } finally {
      stopApp(app);
      localStorage.clear();
    }
  });
});
