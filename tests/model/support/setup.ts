// Model tests only (after tests/setup/dom.ts): each test ends with its apps torn down, and fails if
// anything was sent to a stopped actor meanwhile (an app's call, timer or child outliving it).
import { afterAll, afterEach, expect } from 'vitest';
import { appsStopped } from './render-app';

const STOPPED_ACTOR = /was sent to stopped actor/;
const sentToStopped: string[] = [];
// Wrapped by hand, not with vi.spyOn: a test file's vi.restoreAllMocks() must not remove the guard.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (STOPPED_ACTOR.test(text)) sentToStopped.push(text.split('\n')[0] ?? text);
  warn(...args);
};

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
