// App-lifetime actors (session, preferences, loading), created and started before the first render
// so that `_token` leaves the address bar and the language is loaded before any request or paint.
// See docs/decisions/004-app-actors-before-render.md.
import { createActor, fromPromise, waitFor } from 'xstate';
import { configureRequests, requestsSettled } from '../shared/api/request';
import type { MessageValues } from '../shared/api/errors';
import { env } from '../config/env';
import { PATHS } from '../config/routes';
import { loadingMachine } from '../shared/machines/loading.machine';
import { persistence } from '../shared/machines/persistence';
import { preferencesMachine, type LoadLanguageLogic } from '../shared/machines/preferences.machine';
import type { AppActors, InspectionObserver } from '../shared/machines/app-actor-refs';
import { sessionMachine } from '../shared/machines/session.machine';
import { watchFirstVisitAnswer } from './first-visit-answers';
import { followOtherTabs } from './other-tabs';
import { i18n, loadLanguage, loadTextArea } from '../i18n/i18n';
import type { TextKey } from '../i18n/text-key';
import { noticeStore } from '../shared/components/notice-store';
import { connectivityStore } from '../shared/components/offline/connectivity-store';
import { clearMemberData } from './offline-caches';
import { queryClient } from './query-client';
import { singleParam } from '../shared/api/single-param';

export type { AppActors, InspectionObserver };

export type AppNavigation = { navigate(path: string): void };

const URL_TOKEN_PARAM = '_token';

/** Reads `_token` from the address bar (only if given exactly once). */
export function readUrlToken(search: string): string | null {
  const value = singleParam(search, URL_TOKEN_PARAM)?.trim();
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
    preferences?: Partial<Record<'loadLanguage', LoadLanguageLogic>>;
  };
};

type ActorOptions = NonNullable<Parameters<typeof createActor>[1]>;

/** Loads a language's texts into i18next (and so the document's lang): the i18n side, injected. */
const loadLanguageActor: LoadLanguageLogic = fromPromise(({ input }) => loadLanguage(input.lang));

export function createAppActors(
  navigation: AppNavigation,
  options: AppActorOptions = {},
): AppActors {
  const { inspect, clock } = options;
  const loading = createActor(loadingMachine, { inspect, clock }).start();

  // Every `_token` leaves the address bar now, adopted or not (a repeated or blank one is not
  // adopted), before any request: the language's texts, the token's own check.
  const urlToken = readUrlToken(window.location.search);
  stripUrlToken();

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
        // Once the language is ready: the check may fail before the first render.
        notifyUrlTokenRefused: () => void notifyWhenReady('urlToken.refused'),
        notifyUrlTokenUnchecked: () => void notifyWhenReady('urlToken.unchecked'),
      },
    }),
    {
      inspect,
      clock,
      input: { urlToken, storedLogin: persistence.readLoginInfo() },
    },
  );

  const preferences = createActor(
    preferencesMachine.provide({
      actors: { loadLanguage: loadLanguageActor, ...options.actors?.preferences },
      actions: {
        notifyLanguageFailed: () => noticeStore.push('danger', i18n.t('errors.languageFailed')),
      },
    }),
    { inspect, clock, input: persistence.readPreferences(navigator.languages) },
  ).start();

  const lifetime = new AbortController();
  configureRequests({
    signal: lifetime.signal,
    baseUrl: options.apiBase ?? env.apiBase,
    getAccessToken: () => session.getSnapshot().context.loginInfo?.access_token ?? null,
    // /reback exchanges a code for a new login: an old login's refusal there is not an expiry.
    isSessionExpiryPaused: () => window.location.pathname === PATHS.REBACK,
    onRequestStart: () => loading.send({ type: 'request.start' }),
    onRequestEnd: () => loading.send({ type: 'request.settle' }),
    onSessionInvalid: () => session.send({ type: 'session.expire' }),
    // The language on screen: a switch changes i18next (and so the language-keyed queries the
    // views refetch) before the machine's context, and a refetch asking in the old language kept
    // the announcement English until a reload.
    getLanguage: () => i18n.language || preferences.getSnapshot().context.lang,
    isOffline: () => !navigator.onLine,
    onAnswer: (answeredAtMs) => connectivityStore.recordAnswer(answeredAtMs),
    watchAnswer: watchFirstVisitAnswer,
    notify: (key, serverMessage, values) => void notifyFailure(key, serverMessage, values),
  });
  // Started once requests can be made: with a `_token` its first step asks the platform.
  session.start();
  const stopFollowingOtherTabs = followOtherTabs(session);

  async function notifyWhenReady(key: TextKey): Promise<void> {
    await waitFor(preferences, (s) => s.matches('ready'));
    await loadTextArea('account').catch(() => undefined);
    noticeStore.push('danger', i18n.t(key));
  }

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
async function notifyFailure(
  key: TextKey | null,
  serverMessage: string,
  values?: MessageValues,
): Promise<void> {
  if (key?.startsWith('errors.status.')) await loadTextArea('statuses').catch(() => undefined);
  noticeStore.push(
    'danger',
    key ? i18n.t(key, { ...values, defaultValue: serverMessage }) : serverMessage,
  );
}

export function whenPreferencesReady(actors: AppActors): Promise<unknown> {
  return waitFor(actors.preferences, (s) => s.matches('ready'));
}

/** The address's `_token` has been checked (the first render waits: screens read who is in). */
export function whenSessionResolved(actors: AppActors): Promise<unknown> {
  return waitFor(actors.session, (s) => !s.matches('checkingUrlToken'));
}
