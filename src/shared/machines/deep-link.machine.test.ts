import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { APP_OPEN_TIMEOUT_MS } from '../../config/deep-link';
import { deepLinkMachine, type DeepLinkInput } from './deep-link.machine';

const GOOD: DeepLinkInput = {
  app: 'gamerhub-starfall://open?game=starfall-tactics',
  fallback: 'https://apps.apple.com/app/starfall-tactics/id6450000001',
};

function run(input: DeepLinkInput = GOOD) {
  const visited: string[] = [];
  const actor = createActor(
    deepLinkMachine.provide({
      actions: {
        openApp: ({ context }) => visited.push(context.app),
        openFallback: ({ context }) => visited.push(context.fallback),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, visited };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('deep link machine', () => {
  it('opens the app, and goes to the store page when the page still shows after 5000 ms', () => {
    const { actor, visited } = run();
    actor.send({ type: 'app.open' });
    expect(actor.getSnapshot().value).toBe('waitingForApp');
    expect(visited).toEqual([GOOD.app]);
    vi.advanceTimersByTime(APP_OPEN_TIMEOUT_MS - 1);
    expect(visited).toEqual([GOOD.app]);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('storeOpened');
    expect(visited).toEqual([GOOD.app, GOOD.fallback]);
  });

  it('cancels the fallback when the page is hidden (the app took over)', () => {
    const { actor, visited } = run();
    actor.send({ type: 'app.open' });
    vi.advanceTimersByTime(2000);
    actor.send({ type: 'page.hide' });
    expect(actor.getSnapshot().value).toBe('appOpened');
    vi.advanceTimersByTime(APP_OPEN_TIMEOUT_MS * 2);
    expect(visited).toEqual([GOOD.app]);
    // Back on the page, a second tap tries again with a fresh timeout.
    actor.send({ type: 'app.open' });
    vi.advanceTimersByTime(APP_OPEN_TIMEOUT_MS);
    expect(visited).toEqual([GOOD.app, GOOD.app, GOOD.fallback]);
  });

  it('cancels the fallback when the page leaves (the actor stops)', () => {
    const { actor, visited } = run();
    actor.send({ type: 'app.open' });
    actor.stop();
    vi.advanceTimersByTime(APP_OPEN_TIMEOUT_MS * 2);
    expect(visited).toEqual([GOOD.app]);
  });

  it.each([
    ['an http fallback', { ...GOOD, fallback: 'http://apps.apple.com/app/x' }],
    ['a fallback off the allowlist', { ...GOOD, fallback: 'https://evil.example.com/' }],
    ['a look-alike host', { ...GOOD, fallback: 'https://apps.apple.com.evil.example/' }],
    ['credentials in the fallback', { ...GOOD, fallback: 'https://a@apps.apple.com/' }],
    ['a javascript: app link', { ...GOOD, app: 'javascript:alert(1)' }],
    ['an https app link', { ...GOOD, app: 'https://evil.example.com/' }],
  ])('never navigates with %s', (_name, input) => {
    const { actor, visited } = run(input);
    actor.send({ type: 'app.open' });
    vi.advanceTimersByTime(APP_OPEN_TIMEOUT_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(visited).toEqual([]);
  });

  it('ignores a hidden page when nothing was opened', () => {
    const { actor } = run();
    actor.send({ type: 'page.hide' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
