// The stored values of docs/product/app.md, read defensively: a value that is missing, not JSON, or of the
// wrong shape reads as "nothing stored", so a tampered localStorage can never crash the boot.
import * as z from 'zod/mini';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  LANGUAGES,
  type Currency,
  type Language,
} from '../../config/constants';
import { SETTINGS_KEYS_CLEARED_ON_LOGOUT, STORAGE_KEYS } from '../../config/storage-keys';
import { languageFromBrowser } from '../../i18n/browser-language';

export const LoginInfoSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  uid: z.string().check(z.minLength(1)),
  token: z.string(),
  showStep: z.boolean(),
});
export type LoginInfo = z.infer<typeof LoginInfoSchema>;

export type StoredPreferences = { lang: Language; currency: Currency; welcome: boolean };

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function readString(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeString(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // See write().
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the app keeps working for this visit, it just won't remember.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // See write().
  }
}

export const persistence = {
  readLoginInfo(): LoginInfo | null {
    const parsed = LoginInfoSchema.safeParse(readJson(STORAGE_KEYS.LOGIN_INFO));
    return parsed.success ? parsed.data : null;
  },
  writeLoginInfo(info: LoginInfo): void {
    write(STORAGE_KEYS.LOGIN_INFO, info);
  },
  removeLoginInfo(): void {
    remove(STORAGE_KEYS.LOGIN_INFO);
  },
  clearSettings(): void {
    for (const key of SETTINGS_KEYS_CLEARED_ON_LOGOUT) remove(key);
  },
  /** `browserLanguages` (navigator.languages) choose the language when none is stored. */
  readPreferences(browserLanguages: readonly string[] = []): StoredPreferences {
    // lang and currency are plain strings so the desktop page (pc/) can read them too.
    const lang = readString(STORAGE_KEYS.LANG);
    const currency = readString(STORAGE_KEYS.CURRENCY);
    return {
      lang: LANGUAGES.includes(lang as Language)
        ? (lang as Language)
        : languageFromBrowser(browserLanguages),
      currency: CURRENCIES.includes(currency as Currency)
        ? (currency as Currency)
        : DEFAULT_CURRENCY,
      welcome: readJson(STORAGE_KEYS.WELCOME) === true,
    };
  },
  writeLang(lang: Language): void {
    writeString(STORAGE_KEYS.LANG, lang);
  },
  /**
   * A first visit's language, kept only if nothing is stored yet: a choice made meanwhile (in
   * another tab, or on this page before its texts loaded) wins.
   */
  writeLangIfUnset(lang: Language): void {
    if (readString(STORAGE_KEYS.LANG) === null) writeString(STORAGE_KEYS.LANG, lang);
  },
  writeCurrency(currency: Currency): void {
    writeString(STORAGE_KEYS.CURRENCY, currency);
  },
  writeWelcome(welcome: boolean): void {
    write(STORAGE_KEYS.WELCOME, welcome);
  },
};
