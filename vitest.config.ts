import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Vitest runs cores − 1 files at once: one on CI's two cores, which left a core idle through the
 * whole unit, server and model runs (a file's app, PGlite and jsdom share one thread). Two at least.
 */
const WORKERS = Math.max(2, availableParallelism() - 1);

// Three projects: unit tests beside the code (jsdom for src/, node for server/), and model tests.
export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tests/machines/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/dom.ts'],
          // A time-out catches a hang, not slowness: property runs and the lint-rule tests take
          // seconds when two workers share a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One prepared database for the run; each test app starts from a copy of it.
          globalSetup: ['server/test-support/prepared-db-setup.ts'],
          // One process and one set of loaded modules per worker, not per file: loading Fastify,
          // PGlite and the app again was about a second of every file. Nothing a file leaves in
          // them reaches the next: the server's per-process caches are keyed by database (each
          // file opens its own) or are pure functions of their input (docs/operations.md), and
          // server tests neither mock modules nor fake timers (server/test-support/isolation.test.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          environment: 'jsdom',
          include: ['tests/model/**/*.model.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts', 'tests/model/support/setup.ts'],
          // One prepared database for the run; each file's live API starts from a copy of it.
          globalSetup: ['server/test-support/prepared-db-setup.ts'],
          // One jsdom and one set of dependencies per worker; support/setup.ts gives each file fresh
          // app modules.
          isolate: false,
          // Each file starts its own API and database; on two cores they need room to breathe.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
