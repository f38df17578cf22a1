// App-lifetime actors (session, preferences, loading), created and started before the first render
// so that `_token` leaves the address bar and the language is loaded before any request or paint.
// See docs/decisions/004-app-actors-before-render.md.
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { configureRequests, requestsSettled } from '../api/request';
import { env } from '../config/env';
import { PATHS } from '../config/routes';
import { loadingMachine } from '../machines/loading.machine';
import { persistence } from '../machines/persistence';
import { preferencesMachine } from '../machines/preferences.machine';
import type { loadLanguageActor } from '../machines/preferences.actors';
import { sessionMachine } from '../machines/session.machine';
import { followOtherTabs } from './other-tabs';
import { i18n, loadTextArea } from '../i18n/i18n';
import type { TextKey } from '../i18n/text-key';
import { noticeStore } from '../views/components/notice-store';
import { connectivityStore } from '../views/offline/connectivity-store';
import { clearMemberData } from './offline-caches';
import { queryClient } from './query-client';

export type AppActors = {
  session: ActorRefFrom<typeof sessionMachine>;
  preferences: ActorRefFrom<typeof preferencesMachine>;
  loading: ActorRefFrom<typeof loadingMachine>;
  /** Handed to flow actors (a page's own machine) so they are observed like the app-lifetime ones. */
  inspect?: InspectionObserver;
  /**
   * Tears the app down after its view is unmounted: cancels the calls in flight, waits until each
   * has reported its end (to the loading actor), then stops the actors. Tests run many apps in turn.
   */
  stop(): Promise<void>;
};

export type AppNavigation = { navigate(path: string): void };

const URL_TOKEN_PARAM = '_token';

/** Reads `_token` from the address bar (only if given exactly once). */
export function readUrlToken(search: string): string | null {
  const values = new URLSearchParams(search).getAll(URL_TOKEN_PARAM);
  const value = values.length === 1 ? values[0]?.trim() : undefined;
  return value ? value : null;
}

export function stripUrlToken(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(URL_TOKEN_PARAM)) return;
  url.searchParams.delete(URL_TOKEN_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

export type AppActorOptions = {
  /** Where the API lives; tests point it at a local server they started. */
  apiBase?: string;
  /** Observes every actor (the Stately inspector in development, coverage in model tests). */
  inspect?: InspectionObserver;
  /** Time for delayed transitions; model tests pass a simulated clock. */
  clock?: ActorOptions['clock'];
  /** Replaces actor logic of the app-lifetime machines: model tests wrap the real logic to inject faults. */
  actors?: {
    preferences?: Partial<Record<'loadLanguage', typeof loadLanguageActor>>;
  };
};

type ActorOptions = NonNullable<Parameters<typeof createActor>[1]>;

export type InspectionObserver = ActorOptions['inspect'];

export function createAppActors(
  navigation: AppNavigation,
  options: AppActorOptions = {},
): AppActors {
  const { inspect, clock } = options;
  const loading = createActor(loadingMachine, { inspect, clock }).start();

  const session = createActor(
    sessionMachine.provide({
      actions: {
        stripUrlToken: () => stripUrlToken(),
        navigateToLogin: () => navigation.navigate(PATHS.LOGIN),
        clearLoading: () => loading.send({ type: 'requests.clear' }),
        // Also the service worker's copies of the member's reads (offline, they would show).
        clearMemberCache: () => {
          queryClient.removeQueries({ queryKey: ['member'] });
          void clearMemberData();
        },
      },
    }),
    {
      inspect,
      clock,
      input: {
        urlToken: readUrlToken(window.location.search),
        storedLogin: persistence.readLoginInfo(),
      },
    },
  ).start();

  // Every `_token` leaves the address bar now, adopted or not (a repeated or blank one is not adopted).
  stripUrlToken();
  const stopFollowingOtherTabs = followOtherTabs(session);

  const preferences = createActor(
    preferencesMachine.provide({
      actors: { ...options.actors?.preferences },
      actions: {
        notifyLanguageFailed: () => noticeStore.push('danger', i18n.t('errors.languageFailed')),
      },
    }),
    { inspect, clock, input: persistence.readPreferences() },
  ).start();

  const lifetime = new AbortController();
  configureRequests({
    signal: lifetime.signal,
    baseUrl: options.apiBase ?? env.apiBase,
    getAccessToken: () => session.getSnapshot().context.loginInfo?.access_token ?? null,
    currentPath: () => window.location.pathname,
    onRequestStart: () => loading.send({ type: 'request.start' }),
    onRequestEnd: () => loading.send({ type: 'request.settle' }),
    onSessionInvalid: () => session.send({ type: 'session.expire' }),
    getLanguage: () => preferences.getSnapshot().context.lang,
    isOffline: () => !navigator.onLine,
    onAnswer: (answeredAtMs) => connectivityStore.recordAnswer(answeredAtMs),
    notify: (key, serverMessage) => void notifyFailure(key, serverMessage),
  });

  const stop = async () => {
    stopFollowingOtherTabs();
    lifetime.abort();
    await requestsSettled();
    session.stop();
    preferences.stop();
    loading.stop();
  };

  return { session, preferences, loading, inspect, stop };
}

/**
 * A failure notice: the translation of its key, or the platform's words when it has none. The spec's
 * status messages are their own text area, loaded with the first one shown (off the first route);
 * if they cannot load (offline, no cached copy), the platform's own words are shown instead.
 */
async function notifyFailure(key: TextKey | null, serverMessage: string): Promise<void> {
  if (key?.startsWith('errors.status.')) await loadTextArea('statuses').catch(() => undefined);
  noticeStore.push('danger', key ? i18n.t(key, { defaultValue: serverMessage }) : serverMessage);
}

export function whenPreferencesReady(actors: AppActors): Promise<unknown> {
  return waitFor(actors.preferences, (s) => s.matches('ready'));
}
