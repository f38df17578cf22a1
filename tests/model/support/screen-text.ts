// English screen text for the QA catalogue's "Expect" column (the model tests assert the same keys
// in the running language): `en('signIn.submit')` → “Sign in”.
// The locale files are read, not imported: the browser model runs load these fixtures under
// Playwright, whose loader does not import JSON without an import attribute.
import { t, type Vars } from '../../e2e/support/texts';

export function en(key: string, vars: Record<string, unknown> = {}): string {
  const given: Vars = {};
  for (const [name, value] of Object.entries(vars))
    if (value !== undefined) given[name] = String(value);
  const text = t(key, given).replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => `{${name}}`);
  return `“${text}”`;
}

/** A form error as the screen shows it: its text, or the platform's own words when it has no key. */
export function enError(
  error: { key: string | null; text: string; values?: Record<string, unknown> } | null | undefined,
): string {
  if (!error) return '';
  return error.key ? en(error.key, error.values) : `“${error.text}”`;
}
