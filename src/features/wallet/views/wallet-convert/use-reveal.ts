import { useCallback } from 'react';

/**
 * A ref that scrolls its element into view once it is attached: a quote or an outcome appears
 * under the form, below the fold on a small phone (its CSS scroll margin clears the bottom nav).
 */
export function useRevealOnMount<T extends HTMLElement>() {
  return useCallback((element: T | null) => {
    element?.scrollIntoView?.({ block: 'nearest' });
  }, []);
}
