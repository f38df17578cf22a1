// The infinite list's sentinel: loads the next page while it is near the viewport, never on a
// stale "in view" from before the last page arrived, never after a failure, never without a next page.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadOnScroll } from './use-load-on-scroll';

type Pages = Parameters<typeof useLoadOnScroll>[0];

let observed: { callback: IntersectionObserverCallback; node: Element }[] = [];

class FakeObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(node: Element) {
    observed.push({ callback: this.callback, node });
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** The observer says the sentinel is (or is not) in view. */
function report(isIntersecting: boolean) {
  const last = observed.at(-1)!;
  act(() =>
    last.callback(
      [{ isIntersecting, target: last.node } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );
}

/** Where the sentinel is on screen (jsdom has no layout). */
function placeSentinelAt(top: number) {
  const node = observed.at(-1)!.node as HTMLElement;
  node.getBoundingClientRect = () => ({ top }) as DOMRect;
}

function Sentinel({ query }: { query: Pages }) {
  return <div ref={useLoadOnScroll(query)} />;
}

const pages = (over: Partial<Pages> = {}): Pages => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  isError: false,
  fetchNextPage: vi.fn(() => Promise.resolve()),
  ...over,
});

describe('useLoadOnScroll', () => {
  beforeEach(() => {
    observed = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads the next page when the sentinel comes near', () => {
    const query = pages();
    render(<Sentinel query={query} />);
    placeSentinelAt(100);
    expect(query.fetchNextPage).not.toHaveBeenCalled();
    report(true);
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('keeps loading while the sentinel stays in view after a page arrives', () => {
    const loading = pages({ isFetchingNextPage: true });
    const { rerender } = render(<Sentinel query={loading} />);
    placeSentinelAt(100);
    report(true);
    expect(loading.fetchNextPage).not.toHaveBeenCalled();
    const loaded = pages({ fetchNextPage: loading.fetchNextPage });
    rerender(<Sentinel query={loaded} />);
    expect(loaded.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('a stale "in view" from before the last page does not load: the sentinel is far down now', () => {
    const loading = pages({ isFetchingNextPage: true });
    const { rerender } = render(<Sentinel query={loading} />);
    report(true);
    placeSentinelAt(5000);
    rerender(<Sentinel query={pages({ fetchNextPage: loading.fetchNextPage })} />);
    expect(loading.fetchNextPage).not.toHaveBeenCalled();
  });

  it('does nothing after a failure or at the end', () => {
    for (const over of [{ isError: true }, { hasNextPage: false }]) {
      const query = pages(over);
      const { unmount } = render(<Sentinel query={query} />);
      placeSentinelAt(0);
      report(true);
      expect(query.fetchNextPage).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('without IntersectionObserver it leaves loading to the button', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const query = pages();
    render(<Sentinel query={query} />);
    expect(observed).toHaveLength(0);
    expect(query.fetchNextPage).not.toHaveBeenCalled();
  });
});
