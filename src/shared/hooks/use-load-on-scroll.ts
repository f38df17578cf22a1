import { useCallback, useEffect, useRef, useState } from 'react';

type NextPages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** Start on the next page this far (CSS px) before the end of the list comes into view. */
const AHEAD_PX = 300;

/**
 * Loads the next page while a sentinel under the list is in (or near) view: give the returned ref
 * to the sentinel. It keeps loading while the sentinel stays in view (a short page, or a page the
 * screen filters further), stops on a failure (the "Load more" button retries), and does nothing
 * where IntersectionObserver is missing: the visible "Load more" button is the way on there.
 */
export function useLoadOnScroll(query: NextPages): (node: HTMLElement | null) => void {
  const [isInView, setInView] = useState(false);
  const sentinel = useRef<HTMLElement | null>(null);
  const ref = useCallback((node: HTMLElement | null) => {
    sentinel.current = node;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setInView(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: `${AHEAD_PX}px` },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      sentinel.current = null;
      setInView(false);
    };
  }, []);
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (!isInView || !hasNextPage || isFetchingNextPage || isError) return;
    // The flag may predate the page that just arrived and pushed the sentinel down: look again.
    const top = sentinel.current?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
    if (top > window.innerHeight + AHEAD_PX) return;
    void fetchNextPage();
  }, [isInView, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  return ref;
}
