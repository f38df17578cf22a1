// English screen text for the QA catalogue's "Expect" column (the model tests assert the same keys
// in the running language): `en('signIn.submit')` → “Sign in”.
import { enUS } from '../../../src/i18n/all-locales';

type Tree = { [key: string]: string | Tree };

export function en(key: string, vars: Record<string, unknown> = {}): string {
  let node: string | Tree | undefined = enUS as unknown as Tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no en-US text for "${key}"`);
  const text = node.replace(/\{\{(\w+)\}\}/g, (_m, name: string) =>
    vars[name] === undefined ? `{${name}}` : String(vars[name]),
  );
  return `“${text}”`;
}

/** A form error as the screen shows it: its text, or the platform's own words when it has no key. */
export function enError(error: { key: string | null; text: string } | null | undefined): string {
  if (!error) return '';
  return error.key ? en(error.key) : `“${error.text}”`;
}
