import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Model test files run side by side on two cores, each with its own server: give screens time.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

// jsdom has no matchMedia, IntersectionObserver or ResizeObserver; the home carousel (embla), the
// chart and the reduced-motion checks use them. Stand-ins that match no query and never report
// (jsdom lays nothing out) keep their real code running instead of an error boundary's fallback.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => {
    const list: MediaQueryList = {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list;
  };
}

/** An observer that observes nothing: jsdom has no layout to report. */
class InertObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
if (typeof window !== 'undefined') {
  if (typeof globalThis.IntersectionObserver === 'undefined')
    globalThis.IntersectionObserver = InertObserver as unknown as typeof IntersectionObserver;
  if (typeof globalThis.ResizeObserver === 'undefined')
    globalThis.ResizeObserver = InertObserver as unknown as typeof ResizeObserver;
}
