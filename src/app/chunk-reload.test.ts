import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_AT_KEY } from '../config/storage-keys';
import {
  CHUNK_RELOAD_GUARD_MS,
  reloadAt,
  reloadOnceForChunkError,
  reloadOnChunkError,
} from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('reloadOnceForChunkError', () => {
  it('reloads the first time and stamps when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError({ storage, reload, now: () => 1_000_000 })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.getItem(CHUNK_RELOAD_AT_KEY)).toBe('1000000');
  });

  it('does not reload again soon after its own reload: the error page shows instead', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_AT_KEY]: '1000000' });
    const reload = vi.fn();
    const soon = 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1;
    expect(reloadOnceForChunkError({ storage, reload, now: () => soon })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again for a failure long after (another deploy)', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_AT_KEY]: '1000000' });
    const reload = vi.fn();
    const later = 1_000_000 + CHUNK_RELOAD_GUARD_MS + 1;
    expect(reloadOnceForChunkError({ storage, reload, now: () => later })).toBe(true);
  });

  it('treats a garbled stamp as no stamp', () => {
    const reload = vi.fn();
    const storage = memoryStorage({ [CHUNK_RELOAD_AT_KEY]: 'x' });
    expect(reloadOnceForChunkError({ storage, reload, now: () => 5 })).toBe(true);
  });
});

it('swallows the first vite:preloadError of a tab, and lets the second through', () => {
  sessionStorage.clear();
  const reload = vi.fn();
  const target = {
    addEventListener: window.addEventListener.bind(window),
    sessionStorage: window.sessionStorage,
    location: { reload },
  } as unknown as Window;
  reloadOnChunkError(target);
  const first = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(first);
  expect(first.defaultPrevented).toBe(true);
  const second = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(second);
  expect(second.defaultPrevented).toBe(false);
  expect(reload).toHaveBeenCalledOnce();
});

it('never reloads while the browser is offline: the error page says so instead', () => {
  sessionStorage.clear();
  const reload = vi.fn();
  // Its own event target: the listeners the test above left on window stay out of it.
  const events = new EventTarget();
  const target = {
    addEventListener: events.addEventListener.bind(events),
    sessionStorage: window.sessionStorage,
    navigator: { onLine: false },
    location: { reload },
  } as unknown as Window;
  reloadOnChunkError(target);
  const failure = new Event('vite:preloadError', { cancelable: true });
  events.dispatchEvent(failure);
  expect(failure.defaultPrevented).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});

describe('reloadAt', () => {
  const at = (pathname: string, search = '', hash = '') => ({
    pathname,
    search,
    hash,
    reload: vi.fn(),
    assign: vi.fn(),
  });

  it('loads the address the router was navigating to, as a new entry', () => {
    const here = at('/home');
    reloadAt(here, { pathname: '/quests', search: '?kind=daily', hash: '' });
    expect(here.assign).toHaveBeenCalledWith('/quests?kind=daily');
    expect(here.reload).not.toHaveBeenCalled();
  });

  it('reloads in place with no navigation under way, or one already in the address bar', () => {
    const idle = at('/activity');
    reloadAt(idle, undefined);
    expect(idle.reload).toHaveBeenCalledOnce();
    // Back and Forward move the address before the router loads the screen's code.
    const back = at('/quests', '?game=platform');
    reloadAt(back, { pathname: '/quests', search: '?game=platform', hash: '' });
    expect(back.reload).toHaveBeenCalledOnce();
    expect(back.assign).not.toHaveBeenCalled();
  });
});

it('reloads on the pending navigation target the listener is given', () => {
  sessionStorage.clear();
  const events = new EventTarget();
  const location = { pathname: '/home', search: '', hash: '', reload: vi.fn(), assign: vi.fn() };
  const target = {
    addEventListener: events.addEventListener.bind(events),
    sessionStorage: window.sessionStorage,
    location,
  } as unknown as Window;
  reloadOnChunkError(target, () => ({ pathname: '/menu', search: '', hash: '' }));
  const failure = new Event('vite:preloadError', { cancelable: true });
  events.dispatchEvent(failure);
  expect(failure.defaultPrevented).toBe(true);
  expect(location.assign).toHaveBeenCalledWith('/menu');
});
