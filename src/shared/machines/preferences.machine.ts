/**
 * Preferences (docs/product/app.md): language, currency and the welcome popup, persisted locally.
 * Top-level states: loadingLanguage (→ loadingFallbackLanguage) → ready ⇄ switchingLanguage.
 * With nothing stored, the input's language is the browser's first supported one (persistence.ts).
 * A language is applied only once its texts have loaded, so the screen never shows raw keys: if the
 * stored language cannot load, English is loaded instead and the member is told.
 */
import { assign, fromPromise, setup } from 'xstate';
import { CURRENCIES, LANGUAGES, type Currency, type Language } from '../../config/constants';
import { persistence, type StoredPreferences } from './persistence';

/**
 * Loads a language's texts. The i18n side (i18next, the document's lang) is the composition root's
 * to provide (src/app/app-actors.ts); unprovided, a load fails, and the machine falls back to English.
 */
const loadLanguageActor = fromPromise<void, { lang: Language }>(() =>
  Promise.reject(new Error('loadLanguage is provided by the composition root')),
);
export type LoadLanguageLogic = typeof loadLanguageActor;

export type PreferencesContext = StoredPreferences & { pendingLang: Language | null };

export type PreferencesEvent =
  | { type: 'lang.change'; lang: Language }
  | { type: 'currency.change'; currency: Currency }
  | { type: 'welcome.show' }
  | { type: 'welcome.dismiss' };

export const preferencesMachine = setup({
  types: {
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
    input: {} as StoredPreferences,
  },
  actors: { loadLanguage: loadLanguageActor },
  guards: {
    isOtherSupportedLanguage: ({ context, event }) =>
      event.type === 'lang.change' && LANGUAGES.includes(event.lang) && event.lang !== context.lang,
    isSupportedCurrency: ({ event }) =>
      event.type === 'currency.change' && CURRENCIES.includes(event.currency),
  },
  actions: {
    rememberPendingLang: assign({
      pendingLang: ({ event }) => (event.type === 'lang.change' ? event.lang : null),
    }),
    applyPendingLang: assign({
      lang: ({ context }) => context.pendingLang ?? context.lang,
      pendingLang: null,
    }),
    dropPendingLang: assign({ pendingLang: null }),
    useDefaultLang: assign({ lang: 'en-US' as Language }),
    persistLang: ({ context }) => persistence.writeLang(context.lang),
    rememberFirstLang: ({ context }) => persistence.writeLangIfUnset(context.lang),
    applyCurrency: assign({
      currency: ({ context, event }) =>
        event.type === 'currency.change' ? event.currency : context.currency,
    }),
    persistCurrency: ({ context }) => persistence.writeCurrency(context.currency),
    showWelcome: assign({ welcome: true }),
    dismissWelcome: assign({ welcome: false }),
    persistWelcome: ({ context }) => persistence.writeWelcome(context.welcome),
    // UI effect, provided by the composition root.
    notifyLanguageFailed: () => {},
  },
}).createMachine({
  id: 'preferences',
  initial: 'loadingLanguage',
  context: ({ input }) => ({ ...input, pendingLang: null }),
  on: {
    'currency.change': {
      description: 'Choose a currency — a supported currency',
      guard: 'isSupportedCurrency',
      actions: ['applyCurrency', 'persistCurrency'],
    },
    'welcome.show': {
      description: 'A very first sign-in',
      actions: ['showWelcome', 'persistWelcome'],
    },
    'welcome.dismiss': {
      description: "Tap “Let's go”",
      actions: ['dismissWelcome', 'persistWelcome'],
    },
  },
  states: {
    loadingLanguage: {
      description:
        "Loads the texts of the stored language (on a first visit, the browser's) before the app first renders; once loaded it is remembered.",
      invoke: {
        id: 'loadInitialLanguage',
        src: 'loadLanguage',
        input: ({ context }) => ({ lang: context.lang }),
        // A first visit's language, picked from the browser's, stays chosen from now on.
        onDone: {
          description: "The stored language's texts load",
          target: 'ready',
          actions: ['rememberFirstLang'],
        },
        onError: {
          description: "The stored language's texts fail to load",
          target: 'loadingFallbackLanguage',
        },
      },
    },
    loadingFallbackLanguage: {
      description:
        'The stored language could not load; English loads instead so the screen has texts.',
      invoke: {
        id: 'loadFallbackLanguage',
        src: 'loadLanguage',
        input: () => ({ lang: 'en-US' as Language }),
        onDone: {
          description: 'English texts load instead',
          target: 'ready',
          actions: ['useDefaultLang', 'persistLang', 'notifyLanguageFailed'],
        },
        onError: {
          description: 'English texts fail to load too',
          target: 'ready',
          actions: ['notifyLanguageFailed'],
        },
      },
    },
    ready: {
      description: 'Texts are loaded; the member can pick another language or currency.',
      on: {
        'lang.change': {
          description: 'Choose a language — another supported language',
          guard: 'isOtherSupportedLanguage',
          target: 'switchingLanguage',
          actions: ['rememberPendingLang'],
        },
      },
    },
    switchingLanguage: {
      description: 'Loads the chosen language; the current one stays on screen until it is ready.',
      invoke: {
        id: 'loadChosenLanguage',
        src: 'loadLanguage',
        input: ({ context }) => ({ lang: context.pendingLang ?? context.lang }),
        onDone: {
          description: "The chosen language's texts load",
          target: 'ready',
          actions: ['applyPendingLang', 'persistLang'],
        },
        onError: {
          description: "The chosen language's texts fail to load",
          target: 'ready',
          actions: ['dropPendingLang', 'notifyLanguageFailed'],
        },
      },
    },
  },
});
