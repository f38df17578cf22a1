// End-to-end tests (tests/e2e): the built app (dist/) served by the local API with a fresh PGlite
// database per run, driven in Debian's Chromium with a phone-sized viewport.
// `npm run build` first (npm test does); `npx playwright test` then starts the server itself.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { dataDirHolder } from './server/db/data-dir-lock.ts';
import { E2E_DATA_PREFIX } from './server/db/data-dir.ts';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
/** E2E_PORT lets two runs on one machine (a helper's and yours) use different ports. */
const PORT = Number(process.env.E2E_PORT ?? 4180);
/**
 * Workers run side by side, each against its own server and database (PORT + its index), so no
 * spec sees another's writes; inside a worker the files still run one after another. A test mostly
 * waits (for the page, the API, an animation): two workers on two cores take about half the time.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const serverUrl = (index: number) => `http://127.0.0.1:${PORT + index}`;
// Workers load this file too: only the main process checks the build and manages data folders.
const isWorker = process.env.TEST_WORKER_INDEX !== undefined;
/** A worker's own server; TEST_PARALLEL_INDEX (0 … workers-1) is kept when a worker restarts. */
const BASE_URL = serverUrl(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
/** E2E_DIST: the built app to serve (default dist/); a helper's own `vite build --outDir` keeps runs apart. */
const DIST = process.env.E2E_DIST ?? 'dist';
/**
 * Debian's Chromium (this machine cannot download Playwright's own builds), as its headless shell:
 * the same Blink and V8 without the browser UI the new headless mode runs in every page, about a
 * third less CPU for the same tests (decision 070). Full Chromium when the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

if (!isWorker && !existsSync(path.resolve(ROOT, DIST, 'index.html'))) {
  throw new Error(
    'dist/index.html is missing: the e2e tests run against the built app. Run `npx vite build` ' +
      '(or `npm run build`) first, then `npx playwright test`.',
  );
}

/**
 * Removes e2e database folders no living server holds (each server locks its folder:
 * server/db/data-dir-lock.ts). An age limit removed the live databases of a long run when a second
 * run started beside it.
 */
async function pruneOldDataDirs(): Promise<void> {
  const dataRoot = path.join(ROOT, '.data');
  if (!existsSync(dataRoot)) return;
  for (const name of readdirSync(dataRoot)) {
    if (!name.startsWith(E2E_DATA_PREFIX)) continue;
    const dir = path.join(dataRoot, name);
    if ((await dataDirHolder(dir)) !== null) continue;
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // Being removed by another run: leave it.
    }
  }
}
if (!isWorker) await pruneOldDataDirs();

/** Fresh folders per run, one per server: each creates, migrates and seeds its database. */
const RUN_ID = Date.now();
const dataDirOf = (index: number) => `.data/${E2E_DATA_PREFIX}${RUN_ID}-${index}`;

// Each folder is ~40 MB: remove this run's when the runner exits (after the servers have stopped),
// unless E2E_KEEP_DATA is set to look into them.
if (!isWorker && !process.env.E2E_KEEP_DATA) {
  process.on('exit', () => {
    for (let index = 0; index < WORKERS; index++) {
      try {
        rmSync(path.join(ROOT, dataDirOf(index)), { recursive: true, force: true });
      } catch {
        // Left for the next run's pruning.
      }
    }
  });
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Whole files per worker, each worker on its own server and database (see WORKERS).
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    // Recording a trace for every test costs about a fifth of the run's CPU (tests/e2e/wallet: 182
    // against 153 CPU-seconds, interleaved): CI, which retries once, records the retry only.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The built app registers a service worker; a spec's page.route fault injection (and every
    // first visit) must see the network, not the worker's caches. tests/e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    // A first visit opens in the browser's language: the specs read English unless they say otherwise,
    // whatever the machine's own locale.
    locale: 'en-US',
  },
  projects: [
    {
      name: 'mobile-chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions: {
          executablePath: CHROMIUM,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: 'node scripts/start.mjs',
    cwd: ROOT,
    url: `${serverUrl(index)}/home`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // DATABASE_URL emptied: always the fresh PGlite folder, even where a PostgreSQL is configured.
    env: {
      PORT: String(PORT + index),
      HOST: '127.0.0.1',
      LOG: 'off',
      DATA_DIR: dataDirOf(index),
      DATABASE_URL: '',
      SERVE_DIST: DIST,
      // Every browser of the run asks for codes from 127.0.0.1: the per-address limit (20 an hour,
      // proven by the server tests) would refuse the later specs' codes.
      CODE_SENDS_PER_ADDRESS_PER_HOUR: '1000',
      // Hundreds of sign-ups and sign-ins at the production scrypt cost spent a core-second each on
      // a throwaway database; main.ts allows the test cost only here (loopback, .data/e2e-*: 075).
      E2E_PASSWORD_COST: 'test',
    },
  })),
});
