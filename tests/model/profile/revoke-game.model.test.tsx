// The revoke game machine, walked on the real /menu/games screen against the real API: the list,
// the confirmation that can be declined, the revoke itself (the row goes and the platform no
// longer holds the grant), and every way it fails (offline, HTTP 500, a session ended mid-flow)
// with the game keeping its access. One live API for the file; every path has its own member.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, vi } from 'vitest';
import { createSession } from '../../../server/domain/shared/sessions';
import { makeMember } from '../../../server/test-support/quest-helpers';
import { revokeGameMachine } from '../../../src/features/profile/machines/revoke-game.machine';
import { endSession, storeLogin, type Login } from '../quests/claim-api';
import {
  ctxOf,
  GAME,
  revokeGameFixture,
  type RevokeErrorReason,
} from '../fixtures/revoke-game.fixtures';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type ModelEvent, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { renderApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const REVOKE = '/api/Member/RevokeGame';
const paths = fixturePaths(revokeGameFixture);
const recorder = new CoverageRecorder();

type Ctx = { app: RenderedApp; api: LiveApi; memberId: number; login: Login };

let api: LiveApi;

async function arrive(): Promise<Ctx> {
  localStorage.clear();
  const db = api.testApp.testDb.db;
  const made = await makeMember(db);
  // The grant as the game sign-in records it when the member allows the game.
  await db.query(
    `INSERT INTO game_grants (member_id, game_id, scopes, granted_at) VALUES ($1, $2, ARRAY['profile'], now())`,
    [made.id, GAME.gameId],
  );
  const { accessToken, token } = await createSession(db, made.id);
  const login = { access_token: accessToken, uid: made.uid, token };
  storeLogin(login);
  const app = await renderApp('/menu/games', api.gate.url, recorder);
  return { app, api, memberId: made.id, login };
}

const t = (ctx: Ctx, key: Parameters<RenderedApp['t']>[0], vars?: Record<string, unknown>) =>
  ctx.app.t(key, vars);
const dialog = () => within(screen.getByRole('dialog'));
const revokeName = (ctx: Ctx) => `${t(ctx, 'connectedGames.revoke')}: ${GAME.name}`;

async function hasGrant(ctx: Ctx): Promise<boolean> {
  const rows = await api.testApp.testDb.db.query(
    'SELECT 1 FROM game_grants WHERE member_id = $1 AND game_id = $2',
    [ctx.memberId, GAME.gameId],
  );
  return rows.length > 0;
}

async function releaseRevoke(ctx: Ctx, reason: RevokeErrorReason | null) {
  const { gate } = ctx.api;
  await gate.arrived(REVOKE);
  switch (reason) {
    case null:
      return gate.release(REVOKE, 'pass');
    case 'offline': {
      const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      gate.release(REVOKE, 'fail');
      await waitFor(() => screen.getByText(t(ctx, 'connectedGames.errors.offline')));
      return onLine.mockRestore();
    }
    case 'serverError':
      return gate.release(REVOKE, 'refuse');
    case 'sessionEnded':
      await endSession(ctx.api, ctx.login);
      return gate.release(REVOKE, 'pass');
  }
}

const executors: Executors<
  typeof revokeGameMachine,
  'xstate.done.actor.revoke' | 'xstate.error.actor.revoke',
  Ctx
> = {
  'revoke.open': async (ctx) => {
    fireEvent.click(await screen.findByRole('button', { name: revokeName(ctx) }));
  },
  'revoke.confirm': async (ctx) => {
    ctx.api.gate.hold(REVOKE);
    fireEvent.click(dialog().getByRole('button', { name: t(ctx, 'connectedGames.confirm') }));
  },
  'revoke.cancel': async (ctx) => {
    fireEvent.click(dialog().getByRole('button', { name: t(ctx, 'connectedGames.cancel') }));
  },
  'xstate.done.actor.revoke': (ctx) => releaseRevoke(ctx, null),
  'xstate.error.actor.revoke': (ctx, event: ModelEvent) =>
    releaseRevoke(ctx, event.reason as RevokeErrorReason),
};

const dialogTitle = (ctx: Ctx) => t(ctx, 'connectedGames.confirmTitle', { game: GAME.name });

const states: StateAssertions<Ctx> = {
  idle: async (ctx, snapshot) => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const revoked = ctxOf(snapshot).revoked.length > 0;
    if (revoked) {
      await screen.findByText(t(ctx, 'connectedGames.empty'));
      expect(screen.queryByRole('button', { name: revokeName(ctx) })).toBeNull();
    } else {
      await screen.findByRole('button', { name: revokeName(ctx) });
    }
    expect(await hasGrant(ctx)).toBe(!revoked);
  },
  confirming: async (ctx) => {
    await waitFor(() => dialog().getByRole('heading', { name: dialogTitle(ctx) }));
    dialog().getByText(t(ctx, 'connectedGames.confirmMessage', { game: GAME.name }));
    expect(dialog().queryByRole('alert')).toBeNull();
    expect(await hasGrant(ctx)).toBe(true);
  },
  revoking: async (ctx) => {
    await ctx.api.gate.arrived(REVOKE);
    const button = await within(await screen.findByRole('dialog')).findByRole('button', {
      name: t(ctx, 'connectedGames.revoking'),
    });
    expect(button).toHaveProperty('disabled', true);
    expect(dialog().getByRole('button', { name: t(ctx, 'connectedGames.cancel') })).toHaveProperty(
      'disabled',
      true,
    );
  },
  failed: async (ctx, snapshot) => {
    const { error } = ctxOf(snapshot);
    const alert = await within(await screen.findByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toBe(
      error?.key ? t(ctx, error.key as Parameters<RenderedApp['t']>[0]) : error?.text,
    );
    dialog().getByRole('heading', { name: dialogTitle(ctx) });
    expect(dialog().getByRole('button', { name: t(ctx, 'connectedGames.confirm') })).toHaveProperty(
      'disabled',
      false,
    );
    expect(await hasGrant(ctx)).toBe(true);
  },
  signInRequired: async (ctx) => {
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(t(ctx, 'connectedGames.sessionEnded'));
    const link = screen.getByRole('link', { name: t(ctx, 'connectedGames.signIn') });
    expect(link.getAttribute('href')).toBe(`/login?returnTo=${encodeURIComponent('/menu/games')}`);
    await waitFor(() => expect(localStorage.getItem('loginInfo')).toBeNull());
    expect(await hasGrant(ctx)).toBe(true);
  },
};

describe('revoke game machine, walked on the /menu/games screen', () => {
  walkModel<Ctx>({
    machine: revokeGameMachine,
    recorder,
    paths,
    api: 'shared',
    started: (started) => {
      api = started;
    },
    arrive: () => arrive(),
    executors,
    states,
    timeout: 60_000,
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });
});
