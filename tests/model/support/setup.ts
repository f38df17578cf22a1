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
/** React's word for a component that threw while rendering: a screen a member would see broken. */
const RENDER_ERROR =
  /The above error occurred in the <(\w+)> component|React Router caught the following error during render/;
const renderErrors: string[] = [];
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

// Wrapped the same way: a component that threw during render (jsdom lacking what a browser has,
// or a real bug) fails the test instead of passing behind an error boundary's fallback.
const ORIGINAL_ERROR = Symbol.for('model-setup.console.error');
const errorHolder = globalThis as unknown as Record<symbol, typeof console.error | undefined>;
const error = (errorHolder[ORIGINAL_ERROR] ??= console.error.bind(console));
console.error = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (RENDER_ERROR.test(text)) renderErrors.push(text.split('\n')[0] ?? text);
  error(...args);
};

function expectNoneSentToStopped(): void {
  const found = sentToStopped.splice(0);
  expect(found, 'events sent to stopped actors').toEqual([]);
  const thrown = renderErrors.splice(0);
  expect(thrown, 'components that threw while rendering').toEqual([]);
}

afterEach(async () => {
  await appsStopped();
  expectNoneSentToStopped();
});

afterAll(async () => {
  await appsStopped();
  expectNoneSentToStopped();
});
