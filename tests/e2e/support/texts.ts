// The UI texts, read from the app's own locale files so the tests follow the copy, not a snapshot of
// it: `t('nav.exit')` is whatever src/i18n/locales/en-US/*.json says today. Files are read at call
// time, and a missing key fails the test with the key's name, not a silent miss.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Locale = 'en-US' | 'zh-TW' | 'zh-CN';
export type Vars = Record<string, string | number>;

const LOCALES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'src',
  'i18n',
  'locales',
);

/** Areas deep-merge as i18next merges them: `statuses.json` adds `errors.status` beside `errors.generic`. */
function deepMerge(into: Record<string, unknown>, from: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (value && typeof value === 'object' && existing && typeof existing === 'object')
      deepMerge(existing as Record<string, unknown>, value as Record<string, unknown>);
    else into[key] = value;
  }
}

/** Every area file of the locale (src/i18n/locales/<locale>/<area>.json), merged. */
function readLocale(locale: Locale): Record<string, unknown> {
  const dir = path.join(LOCALES_DIR, locale);
  if (!existsSync(dir)) throw new Error(`No locale folder ${dir}`);
  const texts: Record<string, unknown> = {};
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    const parsed: unknown = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
    if (parsed === null || typeof parsed !== 'object')
      throw new Error(`${path.join(dir, name)} is not a JSON object`);
    deepMerge(texts, parsed as Record<string, unknown>);
  }
  return texts;
}

function lookup(texts: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** i18next-style `{{name}}` interpolation. */
export function interpolate(text: string, vars: Vars = {}): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}

/** True if `locale` has a text for `key` (a locale being written may not have it yet). */
export function hasText(locale: Locale, key: string): boolean {
  return lookup(readLocale(locale), key) !== undefined;
}

/** The text of `key` in `locale`, interpolated; throws if the locale lacks it. */
export function textIn(locale: Locale, key: string, vars?: Vars): string {
  const text = lookup(readLocale(locale), key);
  if (text === undefined)
    throw new Error(`src/i18n/locales/${locale}/*.json has no text for "${key}"`);
  return interpolate(text, vars);
}

/** The English (en-US) text of `key`, interpolated. */
export function t(key: string, vars?: Vars): string {
  return textIn('en-US', key, vars);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole-text pattern for `key` in which every `{{var}}` matches any text ("Notifications, 3 unread"). */
export function textPattern(key: string, locale: Locale = 'en-US'): RegExp {
  const parts = textIn(locale, key).split(/\{\{\s*[\w.]+\s*\}\}/);
  return new RegExp(`^${parts.map(escapeRegExp).join('.+?')}$`);
}
