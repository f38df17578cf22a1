// The loading machine, driven by real tracked requests to the live API and watched on the
// progress bar the member sees.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints';
import { request } from '../../../src/shared/api/request';
import { GameListSchema } from '../../../src/features/explore/api/schemas/game';
import { loadingMachine } from '../../../src/shared/machines/loading.machine';
import { CoverageRecorder } from '../support/coverage';
import { type Executors, type StateAssertions } from '../support/harness';
import { type LiveApi } from '../support/live-api';
import { fixturePaths } from '../support/model-fixture';
import { loadingFixture } from '../fixtures/loading.fixtures';
import { renderApp, stopApp, type RenderedApp } from '../support/render-app';
import { walkModel } from '../support/walk';

const PATH = ENDPOINTS.partneredGames.path;
type Ctx = { app: RenderedApp; inFlight: Promise<unknown>[] };

let api: LiveApi;
const recorder = new CoverageRecorder();

const executors: Executors<typeof loadingMachine, never, Ctx> = {
  'request.start': async (ctx) => {
    // A tracked call, held at the gate so it stays outstanding.
    api.gate.hold(PATH);
    ctx.inFlight.push(
      request(ENDPOINTS.partneredGames, undefined, GameListSchema).catch(() => undefined),
    );
    await api.gate.arrived(PATH, ctx.inFlight.length);
  },
  'request.settle': async (ctx) => {
    api.gate.release(PATH, 'pass');
    await ctx.inFlight.shift();
  },
  'requests.clear': async (ctx) => {
    // A 401 outside /reback clears the flag however many calls are outstanding (docs/product/app.md).
    // A login the platform does not know: the next call comes back tokenInvalid.
    ctx.app.actors.session.send({
      type: 'session.signIn',
      loginInfo: { access_token: 'unknown', uid: '1', token: 'unknown', showStep: false },
    });
    await request(ENDPOINTS.memberInfo, undefined, GameListSchema, { suppressNotice: true }).catch(
      () => undefined,
    );
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  },
};

const states: StateAssertions<Ctx> = {
  idle: async (ctx) => {
    expect(ctx.app.actors.loading.getSnapshot().context.outstanding).toBe(0);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  },
  busy: async (ctx) => {
    expect(ctx.app.actors.loading.getSnapshot().context.outstanding).toBe(ctx.inFlight.length);
    await screen.findByRole('progressbar', { name: ctx.app.t('common.loading') });
  },
};

const paths = fixturePaths(loadingFixture);

describe('loading machine, walked with real requests', () => {
  walkModel<Ctx>({
    machine: loadingMachine,
    recorder,
    paths,
    api: 'shared',
    started: (started) => {
      api = started;
    },
    arrive: async () => {
      const app = await renderApp('/currency', api.gate.url, recorder);
      await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
      return { app, inFlight: [] };
    },
    executors,
    states,
    leave: async (ctx) => {
      // Let cut calls settle now, not into the next path's freshly configured loading actor.
      await Promise.all(ctx?.inFlight ?? []);
      stopApp(ctx?.app);
    },
  });
});
