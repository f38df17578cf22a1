// What a server-rendered page carries for the client to hydrate with (decision 060): one JSON
// data block, never executed, so the page's Content-Security-Policy stays free of inline script.
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Language } from '../config/constants';
import type { Texts } from '../i18n/i18n';
import type { TextArea } from '../i18n/text-areas';

export const SERVER_PAGE_ID = 'server-page';

export type ServerPage = {
  /** The language the server rendered in: the client hydrates only if it chose the same one. */
  lang: Language;
  /**
   * The zone it asked the API in for a visitor (the `tz` cookie), null when none: the client
   * hydrates only in that zone, or a page whose answers no zone shaped.
   */
  zone: string | null;
  /** The texts the rendered screen used, area by area. */
  texts: Partial<Record<TextArea, Texts>>;
  /** The query cache after the route's loader's reads answered. */
  queries: DehydratedState;
  /** The router's state for the route (its loaders' data). */
  router: HydrationState;
};

/** The JSON of the data block, safe inside <script>: no `</script>` or `<!--` can close it. */
export function serializeServerPage(page: ServerPage): string {
  return JSON.stringify(page)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's data block, or null: a page the server did not render, or one that cannot be read. */
export function readServerPage(doc: Document): ServerPage | null {
  const text = doc.getElementById(SERVER_PAGE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerPage;
  } catch {
    return null;
  }
}
