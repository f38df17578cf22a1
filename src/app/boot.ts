// What runs once at load, in order, before the first render (docs/product/app.md entry redirects, §3 _token).
import { createActor } from 'xstate';
import type { InspectionObserver } from './app-actors';

/** Paths the auth host and invite links land on; elsewhere the query belongs to the screen. */
const ENTRY_PATHS = ['/', '/home', '/index'];

/**
 * Applies the entry-redirect rules to the address the member landed on and returns the path the
 * router starts at. Only entry paths are considered: a redirect target like /profile?code=… must
 * not be redirected again on reload (docs/decisions/003-entry-redirects.md).
 */
export async function resolveEntryRedirect(
  location: Pick<Location, 'pathname' | 'search'>,
  hasStoredLogin: boolean,
  inspect?: InspectionObserver,
): Promise<string | null> {
  if (!ENTRY_PATHS.includes(location.pathname)) return null;
  // Every rule reads the query: without one there is nothing to decide, and the machine (with its
  // strict parsers) stays off the first route of a plain visit.
  if (location.search === '' || location.search === '?') return null;
  const { entryRedirectMachine } =
    await import('../features/account/machines/entry-redirect.machine');
  const actor = createActor(entryRedirectMachine, {
    input: { search: location.search, hasStoredLogin },
    inspect,
  }).start();
  const output = actor.getSnapshot().output;
  actor.stop();
  return output?.target ?? null;
}
