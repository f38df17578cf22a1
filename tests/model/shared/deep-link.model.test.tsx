// The deep link machine, walked on the real /explore/game screen against the real API: "Open in
// app" goes to the app's address; the page being hidden (the app took over) cancels the fallback;
// a page still showing after 5000 ms goes to the game's store page; another tap tries again.
// Where the page goes is observed at its one exit (src/views/explore/leave-page.ts): jsdom cannot
// navigate. The 5000 ms run on fake timers a path moves on. Not a model path: leaving the route
// while waiting cancels the fallback too.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_OPEN_TIMEOUT_MS } from '../../../src/config/deep-link';
import { deepLinkMachine } from '../../../src/shared/machines/deep-link.machine';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { DEEP_LINK_GAME, DEEP_LINK_INPUT, deepLinkFixture } from '../fixtures/deep-link.fixtures';
import { renderApp, stopApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const visited = vi.hoisted(() => [] as string[]);
vi.mock('../../../src/shared/routing/leave-page', () => ({
  leavePageFor: (address: string) => visited.push(address),
}));

const paths = fixturePaths(deepLinkFixture);
const recorder = new CoverageRecorder();

type Ctx = { app: RenderedApp; api: LiveApi };
let api: LiveApi;
let gameId = 0;

async function gameIdOf(target: LiveApi, slug: string): Promise<number> {
  const response = await fetch(`${target.serverUrl}/api/Game/GameList`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page: 1 }),
  });
  const body = (await response.json()) as { data: { id: number; icon: string }[] };
  const found = body.data.find((g) => g.icon === `games/${slug}.svg`);
  if (!found) throw new Error(`${slug} is not listed`);
  return found.id;
}

async function arrive(): Promise<Ctx> {
  localStorage.clear();
  visited.length = 0;
  const app = await renderApp(`/explore/game?id=${gameId}`, api.gate.url, recorder);
  return { app, api };
}

const openButton = (ctx: Ctx) => screen.findByRole('button', { name: ctx.app.t('deepLink.open') });
const statusText = () => document.querySelector('.open-in-app__status')?.textContent ?? null;

function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

const executors: Executors<
  typeof deepLinkMachine,
  'xstate.after.appOpenTimeout.deepLink.waitingForApp',
  Ctx
> = {
  'app.open': async (ctx) => {
    fireEvent.click(await openButton(ctx));
  },
  'page.hide': async () => {
    hidePage();
  },
  'xstate.after.appOpenTimeout.deepLink.waitingForApp': async () => {
    await vi.advanceTimersByTimeAsync(APP_OPEN_TIMEOUT_MS);
  },
};

const states: StateAssertions<Ctx> = {
  idle: async (ctx) => {
    const button = await openButton(ctx);
    expect(button).toHaveProperty('disabled', false);
    expect(statusText()).toBe('');
    expect(visited).toEqual([]);
  },
  waitingForApp: async (ctx) => {
    await waitFor(() => expect(statusText()).toBe(ctx.app.t('deepLink.opening')));
    expect(await openButton(ctx)).toHaveProperty('disabled', true);
    expect(visited.at(-1)).toBe(DEEP_LINK_INPUT.app);
  },
  appOpened: async (ctx) => {
    await waitFor(() => expect(statusText()).toBe(ctx.app.t('deepLink.opened')));
    const before = visited.length;
    // The fallback was cancelled: past the time-out, the page has gone nowhere else.
    await vi.advanceTimersByTimeAsync(APP_OPEN_TIMEOUT_MS + 1000);
    expect(visited.length).toBe(before);
    expect(visited.at(-1)).toBe(DEEP_LINK_INPUT.app);
    expect(await openButton(ctx)).toHaveProperty('disabled', false);
  },
  storeOpened: async (ctx) => {
    await waitFor(() => expect(statusText()).toBe(ctx.app.t('deepLink.toStore')));
    expect(visited.slice(-2)).toEqual([DEEP_LINK_INPUT.app, DEEP_LINK_INPUT.fallback]);
  },
};

describe('deep link machine, walked on the /explore/game screen', () => {
  walkModel<Ctx>({
    machine: deepLinkMachine,
    recorder,
    paths,
    api: 'shared',
    started: async (started) => {
      api = started;
      gameId = await gameIdOf(api, DEEP_LINK_GAME);
    },
    arrive: () => arrive(),
    executors,
    states,
    leave: (ctx) => {
      stopApp(ctx?.app);
      localStorage.clear();
    },
    timeout: 20_000,
  });
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('leaving the route while waiting cancels the fallback', async () => {
    let ctx: Ctx | null = null;
    try {
      ctx = await arrive();
      fireEvent.click(await openButton(ctx));
      expect(visited).toEqual([DEEP_LINK_INPUT.app]);
      fireEvent.click(screen.getByRole('link', { name: ctx.app.t('nav.home') }));
      await waitFor(() => expect(window.location.pathname).toBe('/home'));
      // Left once the game's screen is gone, not when the address changes: the router renders the
      // next screen in a transition, a few milliseconds after the address (the timers below jump).
      await waitFor(() => expect(statusText()).toBeNull());
      await vi.advanceTimersByTimeAsync(APP_OPEN_TIMEOUT_MS * 2);
      expect(visited).toEqual([DEEP_LINK_INPUT.app]);
    } finally {
      stopApp(ctx?.app);
      localStorage.clear();
    }
  });

  it('a pagehide (the browser leaving for the app) cancels the fallback too', async () => {
    let ctx: Ctx | null = null;
    try {
      ctx = await arrive();
      fireEvent.click(await openButton(ctx));
      window.dispatchEvent(new Event('pagehide'));
      await waitFor(() => expect(statusText()).toBe(ctx!.app.t('deepLink.opened')));
      await vi.advanceTimersByTimeAsync(APP_OPEN_TIMEOUT_MS * 2);
      expect(visited).toEqual([DEEP_LINK_INPUT.app]);
    } finally {
      stopApp(ctx?.app);
      localStorage.clear();
    }
  });
});
