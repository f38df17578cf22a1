// The files each lazy screen and route loader imports, preloaded as it opens (decision 072). The
// build lists them in a JSON file (scripts/vite/screen-preloads.ts) instead of the entry chunk,
// whose first render needs none of them; index.html names that file in a <meta>. Without the
// links a screen's chunks would arrive level by level, each level one more round trip.

/** The <meta name> of index.html that gives the lists' address. */
export const SCREEN_PRELOADS_META = 'screen-preloads';

/** routes.tsx's table → the key of an entry → the chunks it imports, as the build names them. */
export type ScreenPreloads = Record<'SCREENS' | 'READS', Record<string, readonly string[]>>;

let lists: Promise<Partial<ScreenPreloads>> | undefined;

/**
 * The lists, read once. Without them (no <meta>, a failed read, or offline before the worker has
 * them), screens still load, only level by level.
 */
function preloadLists(): Promise<Partial<ScreenPreloads>> {
  lists ??= (async () => {
    const address = document
      .querySelector<HTMLMetaElement>(`meta[name="${SCREEN_PRELOADS_META}"]`)
      ?.getAttribute('content');
    if (!address) return {};
    try {
      const answer = await fetch(address);
      return answer.ok ? ((await answer.json()) as Partial<ScreenPreloads>) : {};
    } catch {
      return {};
    }
  })();
  return lists;
}

/** Appends a modulepreload for each file of the entry that the page has not asked for yet. */
async function preload(table: keyof ScreenPreloads, key: string): Promise<void> {
  const files = (await preloadLists())[table]?.[key] ?? [];
  for (const file of files) {
    const href = `/${file}`;
    if (document.head.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.setAttribute('crossorigin', '');
    link.href = href;
    document.head.append(link);
  }
}

/** `load`, preceded in the browser by the preloads of what it imports. */
export function withPreloads<T>(
  table: keyof ScreenPreloads,
  key: string,
  load: () => Promise<T>,
): () => Promise<T> {
  if (typeof document === 'undefined') return load;
  return () => {
    void preload(table, key);
    return load();
  };
}
