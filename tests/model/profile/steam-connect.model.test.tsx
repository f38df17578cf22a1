// The Steam connect machine, walked on the real /profile screen against the real API: the card's
// Connect, the connect popup and the start of Steam's sign-in (the page load itself is stood in
// for), the return with a code the platform issued, its receipt (+100 points, once), every way a
// start, a code or a disconnect fails (offline, HTTP 500, an unreadable answer, a session ended
// mid-flow, and the platform's real refusals: a refused assertion, a replayed one, a Steam account
// linked to another member), the retry that resends the same code, and disconnect asking first.
// One live API for the file; every path has its own member and Steam account.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { createSession } from '../../../server/domain/shared/sessions';
import {
  attemptOf,
  issueCode,
  startSteamConnect,
} from '../../../server/domain/profile/steam-links';
import { balanceOf } from '../../../server/domain/shared/ledger';
import { systemClock } from '../../../server/clock';
import type { AppDeps } from '../../../server/deps';
import { makeMember } from '../../../server/test-support/quest-helpers';
import { steamConnectMachine } from '../../../src/features/profile/machines/steam-connect.machine';
import {
  steamNavigation,
  steamReturnAddress,
} from '../../../src/features/profile/views/profile/steam-address';
import { endSession, storeLogin, type Login } from '../quests/claim-api';
import {
  ctxOf,
  steamConnectFixture,
  type DisconnectErrorReason,
  type RedeemErrorReason,
  type StartErrorReason,
} from '../fixtures/steam-connect.fixtures';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type ModelEvent, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import type { ModelPath } from '../support/paths';
import { renderApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const START = '/api/Member/SteamConnectStart';
const CONNECT = '/api/Member/SteamConnect';
const DISCONNECT = '/api/Member/SteamDisconnect';
const paths = fixturePaths(steamConnectFixture);
const recorder = new CoverageRecorder();

type Ctx = {
  app: RenderedApp;
  api: LiveApi;
  memberId: number;
  login: Login;
  /** The real code of this path's return from Steam (null for the card arrival). */
  code: string | null;
  steamId: string;
  /** Links the platform made on this path (each pays at most once). */
  linked: boolean;
};

let api: LiveApi;
let leave: ReturnType<typeof vi.fn<(url: string) => void>>;
let accounts = 0;

const deps = () => ({ db: api.testApp.testDb.db, clock: systemClock }) as AppDeps;

/** A code as the return address issues it for a verified sign-in as `steamId`. */
async function verifiedCode(memberId: number, steamId: string): Promise<string> {
  const { url } = await startSteamConnect(deps(), memberId, 'http://localhost', 'http://op.test/');
  const returnTo = new URL(new URL(url).searchParams.get('openid.return_to')!);
  const attempt = await attemptOf(deps(), returnTo.searchParams.get('attempt')!);
  return issueCode(deps(), attempt!, { steamId });
}

async function arrive(path: ModelPath): Promise<Ctx> {
  localStorage.clear();
  const db = api.testApp.testDb.db;
  const made = await makeMember(db);
  accounts += 1;
  const steamId = `765611981${String(accounts).padStart(8, '0')}`;
  const { accessToken, token } = await createSession(db, made.id);
  const login = { access_token: accessToken, uid: made.uid, token };
  storeLogin(login);
  const code = path.inputCase === 'back' ? await verifiedCode(made.id, steamId) : null;
  if (code) api.gate.hold(CONNECT);
  const url = code ? steamReturnAddress(code) : '/profile';
  const app = await renderApp(url, api.gate.url, recorder);
  return { app, api, memberId: made.id, login, code, steamId, linked: false };
}

const t = (ctx: Ctx, key: Parameters<RenderedApp['t']>[0], vars?: Record<string, unknown>) =>
  ctx.app.t(key, vars);
const dialog = () => within(screen.getByRole('dialog'));
const card = (ctx: Ctx) => within(screen.getByRole('region', { name: t(ctx, 'steam.heading') }));
/** "Connect Steam (+100)" until the reward was paid; then the button promises nothing (issue 28). */
const connectName = (ctx: Ctx) =>
  ctx.linked ? t(ctx, 'steam.connectAgain') : t(ctx, 'steam.connect', { points: '100' });
const cardLoaded = async (ctx: Ctx) =>
  within(await screen.findByRole('region', { name: t(ctx, 'steam.heading') }));

async function linkOf(ctx: Ctx) {
  const [row] = await api.testApp.testDb.db.query<{ steam_id: string }>(
    'SELECT steam_id FROM steam_links WHERE member_id = $1',
    [ctx.memberId],
  );
  return row?.steam_id ?? null;
}

/** Paid 100 points exactly once if the path linked, never otherwise. */
async function expectPaid(ctx: Ctx) {
  const points = await balanceOf(api.testApp.testDb.db, ctx.memberId, 'POINT');
  expect(points).toBe(ctx.linked ? 100n : 0n);
}

async function offline(ctx: Ctx, path: string) {
  const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  ctx.api.gate.release(path, 'fail');
  await waitFor(() => screen.getByText(t(ctx, 'steam.errors.offline')));
  onLine.mockRestore();
}

async function releaseStart(ctx: Ctx, reason: StartErrorReason | null) {
  await ctx.api.gate.arrived(START);
  switch (reason) {
    case null:
      return ctx.api.gate.release(START, 'pass');
    case 'offline':
      return offline(ctx, START);
    case 'serverError':
      return ctx.api.gate.release(START, 'refuse');
    case 'sessionEnded':
      await endSession(ctx.api, ctx.login);
      return ctx.api.gate.release(START, 'pass');
  }
}

async function releaseRedeem(ctx: Ctx, reason: RedeemErrorReason | null) {
  const { gate } = ctx.api;
  const db = api.testApp.testDb.db;
  await gate.arrived(CONNECT);
  const failWith = (status: string) =>
    db.query(
      `UPDATE steam_codes SET steam_id = NULL, failure = $2 WHERE member_id = $1 AND used_at IS NULL`,
      [ctx.memberId, status],
    );
  switch (reason) {
    case null:
      ctx.linked = true;
      return gate.release(CONNECT, 'pass');
    case 'offline':
      return offline(ctx, CONNECT);
    case 'serverError':
      return gate.release(CONNECT, 'refuse');
    case 'schemaInvalid':
      return gate.release(CONNECT, 'garble');
    case 'sessionEnded':
      await endSession(ctx.api, ctx.login);
      return gate.release(CONNECT, 'pass');
    // The platform's own refusals, for real: the code carries what the return address found.
    case 'refused':
      await failWith('SteamSignInRefused');
      return gate.release(CONNECT, 'pass');
    case 'replayed':
      await failWith('SteamSignInReplayed');
      return gate.release(CONNECT, 'pass');
    case 'taken': {
      const other = await makeMember(db);
      await db.query(
        'INSERT INTO steam_links (steam_id, member_id, linked_at) VALUES ($1, $2, now())',
        [ctx.steamId, other.id],
      );
      return gate.release(CONNECT, 'pass');
    }
  }
}

async function releaseDisconnect(ctx: Ctx, reason: DisconnectErrorReason | null) {
  await ctx.api.gate.arrived(DISCONNECT);
  switch (reason) {
    case null:
      return ctx.api.gate.release(DISCONNECT, 'pass');
    case 'offline':
      return offline(ctx, DISCONNECT);
    case 'sessionEnded':
      await endSession(ctx.api, ctx.login);
      return ctx.api.gate.release(DISCONNECT, 'pass');
  }
}

function clickIn(scope: ReturnType<typeof within>, name: string) {
  const buttons = scope.getAllByRole('button', { name });
  fireEvent.click(buttons.at(-1)!);
}

const executors: Executors<
  typeof steamConnectMachine,
  | 'xstate.done.actor.startConnect'
  | 'xstate.error.actor.startConnect'
  | 'xstate.done.actor.redeemCode'
  | 'xstate.error.actor.redeemCode'
  | 'xstate.done.actor.disconnect'
  | 'xstate.error.actor.disconnect',
  Ctx
> = {
  'connect.open': async (ctx) => {
    fireEvent.click(await (await cardLoaded(ctx)).findByRole('button', { name: connectName(ctx) }));
  },
  'connect.confirm': async (ctx) => {
    ctx.api.gate.hold(START);
    const names = [t(ctx, 'steam.prompt.confirm'), t(ctx, 'steam.failed.again')];
    const button = dialog()
      .getAllByRole('button')
      .find((b) => names.includes(b.textContent ?? ''));
    fireEvent.click(button!);
  },
  'connect.cancel': async (ctx) => clickIn(dialog(), t(ctx, 'steam.prompt.cancel')),
  'connect.retry': async (ctx) => {
    ctx.api.gate.hold(CONNECT);
    clickIn(dialog(), t(ctx, 'steam.failed.retry'));
  },
  'connect.close': async (ctx) => clickIn(dialog(), t(ctx, 'steam.failed.close')),
  'disconnect.open': async (ctx) => {
    fireEvent.click(
      await (await cardLoaded(ctx)).findByRole('button', { name: t(ctx, 'steam.disconnect') }),
    );
  },
  'disconnect.confirm': async (ctx) => {
    ctx.api.gate.hold(DISCONNECT);
    clickIn(dialog(), t(ctx, 'steam.disconnectPopup.confirm'));
  },
  'disconnect.cancel': async (ctx) => clickIn(dialog(), t(ctx, 'steam.disconnectPopup.cancel')),
  'receipt.close': async (ctx) => clickIn(dialog(), t(ctx, 'steam.receipt.done')),
  'xstate.done.actor.startConnect': (ctx) => releaseStart(ctx, null),
  'xstate.error.actor.startConnect': (ctx, event: ModelEvent) =>
    releaseStart(ctx, event.reason as StartErrorReason),
  'xstate.done.actor.redeemCode': (ctx) => releaseRedeem(ctx, null),
  'xstate.error.actor.redeemCode': (ctx, event: ModelEvent) =>
    releaseRedeem(ctx, event.reason as RedeemErrorReason),
  'xstate.done.actor.disconnect': (ctx) => releaseDisconnect(ctx, null),
  'xstate.error.actor.disconnect': (ctx, event: ModelEvent) =>
    releaseDisconnect(ctx, event.reason as DisconnectErrorReason),
};

async function expectAlert(error: { key: string | null; text: string } | null, ctx: Ctx) {
  const alert = await within(await screen.findByRole('dialog')).findByRole('alert');
  expect(alert.textContent).toBe(
    error?.key ? t(ctx, error.key as Parameters<RenderedApp['t']>[0]) : error?.text,
  );
}

const states: StateAssertions<Ctx> = {
  idle: async (ctx, snapshot) => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const linked = ctxOf(snapshot).receipt !== null;
    const name = linked ? t(ctx, 'steam.disconnect') : connectName(ctx);
    await (await cardLoaded(ctx)).findByRole('button', { name });
    expect(await linkOf(ctx)).toBe(linked ? ctx.steamId : null);
    await expectPaid(ctx);
  },
  connectPrompt: async (ctx, snapshot) => {
    await waitFor(() => dialog().getByRole('heading', { name: t(ctx, 'steam.prompt.title') }));
    const { error } = ctxOf(snapshot);
    if (error) await expectAlert(error, ctx);
    dialog().getByRole('button', { name: t(ctx, 'steam.prompt.confirm') });
  },
  starting: async (ctx) => {
    await ctx.api.gate.arrived(START);
    const button = await within(await screen.findByRole('dialog')).findByRole('button', {
      name: t(ctx, 'steam.prompt.starting'),
    });
    expect(button).toHaveProperty('disabled', true);
  },
  leaving: async (ctx) => {
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const url = new URL(String(leave.mock.calls[0]![0]));
    expect(url.pathname).toBe('/dev/steam/openid/login');
    expect(url.searchParams.get('openid.mode')).toBe('checkid_setup');
    const state = new URL(url.searchParams.get('openid.return_to')!).searchParams.get('attempt')!;
    expect((await attemptOf(deps(), state))?.memberId).toBe(ctx.memberId);
  },
  redeeming: async (ctx) => {
    await ctx.api.gate.arrived(CONNECT);
    await waitFor(() => dialog().getByRole('heading', { name: t(ctx, 'steam.redeeming.title') }));
  },
  connected: async (ctx) => {
    await waitFor(() => dialog().getByRole('heading', { name: t(ctx, 'steam.receipt.title') }));
    dialog().getByText(t(ctx, 'steam.receipt.reward', { points: '100' }));
    dialog().getByText(t(ctx, 'steam.receipt.balance', { balance: '100' }));
    expect(await linkOf(ctx)).toBe(ctx.steamId);
    await expectPaid(ctx);
    await waitFor(() => expect(window.location.search).toBe(''));
  },
  connectFailed: async (ctx, snapshot) => {
    const { error } = ctxOf(snapshot);
    await waitFor(() => dialog().getByRole('heading', { name: t(ctx, 'steam.failed.title') }));
    await expectAlert(error, ctx);
    expect(dialog().queryByRole('button', { name: t(ctx, 'steam.failed.retry') }) !== null).toBe(
      error?.retryable === true,
    );
    expect(await linkOf(ctx)).toBeNull();
    await expectPaid(ctx);
  },
  disconnectConfirm: async (ctx, snapshot) => {
    await waitFor(() =>
      dialog().getByRole('heading', { name: t(ctx, 'steam.disconnectPopup.title') }),
    );
    const { error } = ctxOf(snapshot);
    if (error) await expectAlert(error, ctx);
    expect(await linkOf(ctx)).toBe(ctx.steamId);
  },
  disconnecting: async (ctx) => {
    await ctx.api.gate.arrived(DISCONNECT);
    const button = await within(await screen.findByRole('dialog')).findByRole('button', {
      name: t(ctx, 'steam.disconnectPopup.disconnecting'),
    });
    expect(button).toHaveProperty('disabled', true);
  },
  signInRequired: async (ctx) => {
    await waitFor(() =>
      expect(card(ctx).getByRole('alert').textContent).toBe(t(ctx, 'steam.session.ended')),
    );
    const link = card(ctx).getByRole('link', { name: t(ctx, 'steam.session.signIn') });
    const code = new URLSearchParams(window.location.search).get('code') ?? ctx.code;
    const back = ctx.linked || !ctx.code ? '/profile' : steamReturnAddress(code);
    expect([back, '/profile'].map((b) => `/login?returnTo=${encodeURIComponent(b)}`)).toContain(
      link.getAttribute('href'),
    );
    await waitFor(() => expect(localStorage.getItem('loginInfo')).toBeNull());
    await expectPaid(ctx);
  },
};

describe('steam connect machine, walked on the /profile screen', () => {
  walkModel<Ctx>({
    machine: steamConnectMachine,
    recorder,
    paths,
    api: 'shared',
    started: (started) => {
      api = started;
    },
    arrive: (_api, path) => arrive(path),
    executors,
    states,
    timeout: 60_000,
  });
  beforeEach(() => {
    leave = vi.fn<(url: string) => void>();
    vi.spyOn(steamNavigation, 'leave').mockImplementation(leave);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });
});
