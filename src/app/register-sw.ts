/// <reference types="vite-plugin-pwa/vanillajs" />
// Registers the service worker that vite-plugin-pwa builds (vite.config.ts, src/app/sw-routes.ts).
// Loaded by app.tsx after the first render, in production builds only, so neither this module nor
// workbox-window weighs on the first route, and tests and `npm run dev` run without a worker. It
// imports nothing of the app but the worker's own routes (what it needs is handed in), so it shares
// no chunk with the first route.
import { registerSW } from 'virtual:pwa-register';
import { keepFirstVisitAnswer } from './sw-routes';
import type { KeepTextsMessage } from './sw-texts';

/** A page that stays open still learns of a new version. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export type ServiceWorkerHooks = {
  /** The first install took this page: `keep` what it has read so far as the worker would have. */
  onFirstControl(keep: typeof keepFirstVisitAnswer): void;
  /** A new version waits; `apply` activates it (the page then reloads). */
  offerUpdate(apply: () => Promise<void>): void;
  /** The language on screen, and a way to hear of a switch: the worker keeps its texts. */
  language(): string;
  onLanguageChange(listener: () => void): void;
};

export function registerServiceWorker(hooks: ServiceWorkerHooks): void {
  if (!('serviceWorker' in navigator)) return;
  const worker = navigator.serviceWorker;
  // The worker precaches no texts (decision 068): it keeps the language on screen, every area of
  // it, so any screen reads offline; asked at every start, it stores only what it lacks.
  const keepTexts = () => {
    const message: KeepTextsMessage = { type: 'texts.keep', lang: hooks.language() };
    worker.controller?.postMessage(message);
  };
  keepTexts();
  hooks.onLanguageChange(keepTexts);
  // The first install takes this page at once (clientsClaim), so its reads are kept from the very
  // first visit: those already answered are handed to the worker's caches (decision 054).
  if (!worker.controller) {
    worker.addEventListener(
      'controllerchange',
      () => {
        hooks.onFirstControl(keepFirstVisitAnswer);
        keepTexts();
      },
      { once: true },
    );
  }
  // Reload is tapped: the waiting version takes over, then the page reloads into it. Reloading on
  // controllerchange here (not in workbox-window) also covers a page whose first visit installed
  // the worker, which workbox-window does not count as an update.
  const apply = async () => {
    worker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    await updateServiceWorker(true);
  };
  const updateServiceWorker = registerSW({
    // A new version installed and waiting: offer it; it activates only when the member taps Reload.
    onNeedRefresh: () => hooks.offerUpdate(apply),
    onNeedReload: () => {},
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => {});
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });
}
