// The lifecycle every model test shares, written once: start the live API, open the screen for
// each model path, walk the path's events and states, tidy up whatever the path left, and end
// with the coverage guard (every state and transition of the machine reached). Each test brings
// only its own specifics: how it arrives, its executors and assertions, and any extra tidying.
import { afterAll, afterEach, beforeAll, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { TestAppOptions } from '../../../server/test-support/test-app';
import type { CoverageRecorder } from './coverage';
import {
  expectFullCoverage,
  pathCases,
  runPath,
  type Executors,
  type StateAssertions,
} from './harness';
import { startLiveApi, type LiveApi } from './live-api';
import type { ModelPath } from './paths';
import { appsStopped, stopApp, type RenderedApp } from './render-app';

export type ModelWalk<TCtx> = {
  machine: AnyStateMachine;
  recorder: CoverageRecorder;
  paths: readonly ModelPath[];
  /**
   * 'shared': one API for every path, started before the first and closed after the last (a path
   * that changes what the next one sees resets it in its own `beforeEach`). 'fresh': a freshly
   * seeded API per path, for paths that change the ledger for good; after each test of the file its
   * mocks are restored and its stored sign-in cleared, so no path starts signed in. A function: the API the test
   * file started itself, for other tests of the file to share.
   */
  api: 'shared' | 'fresh' | (() => LiveApi);
  /** The shared API's configuration. */
  apiOptions?: TestAppOptions;
  /** Called with the shared API once it is up: where a test keeps it and reads its seed. */
  started?: (api: LiveApi) => void | Promise<void>;
  /** Opens the screen the path starts on; returns what the executors and assertions work on. */
  arrive: (api: LiveApi, path: ModelPath) => Promise<TCtx>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each machine's own executors
  executors: Executors<any, any, TCtx>;
  states: StateAssertions<TCtx>;
  /**
   * Tears down what `arrive` opened, after the gate let go of every held call. Default: the app
   * (`ctx.app`) is stopped. Runs even when arriving failed (`ctx` null then).
   */
  leave?: (ctx: TCtx | null) => void | Promise<void>;
  /** A path's time limit, for screens with countdowns or two databases to migrate. */
  timeout?: number;
};

const defaultLeave = (ctx: { app?: RenderedApp | null } | null) => stopApp(ctx?.app);

/** One test per model path (named by its catalogue id), then the coverage guard. */
export function walkModel<TCtx>(walk: ModelWalk<TCtx>): void {
  let shared: LiveApi | undefined;
  if (walk.api === 'shared') {
    beforeAll(async () => {
      shared = await startLiveApi(walk.apiOptions);
      await walk.started?.(shared);
    }, 60_000);
    afterAll(async () => {
      await shared?.close();
    });
  }
  if (walk.api === 'fresh') {
    afterEach(() => {
      vi.restoreAllMocks();
      localStorage.clear();
    });
  }
  const leave = walk.leave ?? (defaultLeave as (ctx: TCtx | null) => void);

  it.each(pathCases(walk.paths))(
    '%s',
    async (_name, path) => {
      const api = typeof walk.api === 'function' ? walk.api() : (shared ?? (await startLiveApi()));
      let ctx: TCtx | null = null;
      try {
        ctx = await walk.arrive(api, path);
        await runPath(path, ctx, walk.executors, walk.states);
      } finally {
        api.gate.reset();
        await leave(ctx);
        if (walk.api === 'fresh') {
          await appsStopped();
          await api.close();
        }
      }
    },
    walk.timeout,
  );

  it('reached every state and transition', () => expectFullCoverage(walk.machine, walk.recorder));
}
