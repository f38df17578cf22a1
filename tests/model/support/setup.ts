// Model tests only (after tests/setup/dom.ts). The model project runs without isolation (one
// jsdom and one set of dependencies per worker, vitest.config.ts), so:
// - each test file gets fresh app modules (i18n, query cache, request helper, stores), as a page
//   load would: the module registry is reset before the file is imported;
// - each test ends with its apps torn down, and fails if anything was sent to a stopped actor
//   meanwhile (an app's call, timer or child outliving it).
import { afterAll, afterEach, expect, vi } from 'vitest';

vi.resetModules();

const STOPPED_ACTOR = /was sent to stopped actor/;
const sentToStopped: string[] = [];
// Wrapped by hand, not with vi.spyOn: a test file's vi.restoreAllMocks() must not remove the guard.
// Wrapped once per process around the original: this file runs again for each test file.
const ORIGINAL = Symbol.for('model-setup.console.warn');
const holder = globalThis as unknown as Record<symbol, typeof console.warn | undefined>;
const warn = (holder[ORIGINAL] ??= console.warn.bind(console));
console.warn = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (STOPPED_ACTOR.test(text)) sentToStopped.push(text.split('\n')[0] ?? text);
  warn(...args);
};

/** The test file's own render-app (imported after the reset, as the file imported it). */
async function appsStopped(): Promise<void> {
  await (await import('./render-app')).appsStopped();
}

function expectNoneSentToStopped(): void {
  const found = sentToStopped.splice(0);
  expect(found, 'events sent to stopped actors').toEqual([]);
}

afterEach(async () => {
  await appsStopped();
  expectNoneSentToStopped();
});

afterAll(async () => {
  await appsStopped();
  expectNoneSentToStopped();
});
