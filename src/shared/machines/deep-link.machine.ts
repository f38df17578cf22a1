/**
 * "Open in the app" (docs/product/app.md, issue 16 item 4, decision 046).
 * Top-level states: idle → waitingForApp → appOpened | storeOpened; both go back to
 * waitingForApp on another tap.
 * Opening sets the page's address to the app's own (the page provides the navigation, so tests can
 * observe it). If the app takes over, the browser hides the page (visibilitychange to hidden, or
 * pagehide), which the page reports as `page.hide`: the fallback is cancelled. If the page is
 * still showing after `appOpenTimeout` (5000 ms) the app is not installed, and the page goes to
 * the fallback address: the game's store page from the server's game data, never from the URL,
 * and only when it is https on an allowlisted host (src/config/deep-link.ts). Leaving the route
 * stops the actor, and with it the pending timeout.
 */
import { setup } from 'xstate';
import { APP_OPEN_TIMEOUT_MS, isAllowedAppLink, isAllowedFallback } from '../../config/deep-link';

export type DeepLinkInput = { app: string; fallback: string };

export type DeepLinkContext = {
  /** The installed app's address (gamerhub-<game>://…). */
  app: string;
  /** The store page opened when the app does not take over. */
  fallback: string;
};

export type DeepLinkEvent = { type: 'app.open' } | { type: 'page.hide' };

export const deepLinkMachine = setup({
  types: {
    context: {} as DeepLinkContext,
    events: {} as DeepLinkEvent,
    input: {} as DeepLinkInput,
  },
  guards: {
    hasAllowedAddresses: ({ context }) =>
      isAllowedAppLink(context.app) && isAllowedFallback(context.fallback),
  },
  actions: {
    // Provided by the page: set window.location to the address.
    openApp: () => {},
    openFallback: () => {},
  },
  delays: { appOpenTimeout: APP_OPEN_TIMEOUT_MS },
}).createMachine({
  id: 'deepLink',
  initial: 'idle',
  context: ({ input }) => ({ app: input.app, fallback: input.fallback }),
  states: {
    idle: {
      description:
        'The game page shows "Open in app". Tapping it opens the app, but only when both addresses pass the allowlist (the page shows the button only then too).',
      on: {
        'app.open': {
          description: 'Tap “Open in app” on the game page — the app and store links are allowed',
          guard: 'hasAllowedAddresses',
          target: 'waitingForApp',
        },
      },
    },
    waitingForApp: {
      description:
        'The page\'s address is set to the app\'s; "Opening the app…" shows while the page waits up to 5000 ms for the app to take over (the page being hidden).',
      entry: ['openApp'],
      on: {
        'page.hide': { description: 'The app takes over (the page hides)', target: 'appOpened' },
      },
      after: { appOpenTimeout: { description: 'No app after 5 s', target: 'storeOpened' } },
    },
    appOpened: {
      description:
        'The app took over (the page was hidden): the fallback is cancelled. Back on the page, "Open in app" can be tapped again.',
      on: {
        'app.open': { description: 'Tap “Open in app” on the game page', target: 'waitingForApp' },
      },
    },
    storeOpened: {
      description:
        'The page was still showing after 5000 ms: the app is not installed, so the page goes to the game\'s store page. Coming back (the browser\'s back), "Open in app" can be tapped again.',
      entry: ['openFallback'],
      on: {
        'app.open': { description: 'Tap “Open in app” on the game page', target: 'waitingForApp' },
      },
    },
  },
});
