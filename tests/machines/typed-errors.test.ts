// @vitest-environment node
// Flows branch on the platform's status by name (src/api/errors.ts hasStatus / isRefusal), never on
// a translation key, and read an actor's error through typed params (form-error.ts errorParams),
// never through a cast: a renamed text must not change what a flow does.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = path.resolve(import.meta.dirname, '..', '..', 'src/machines');
const files = readdirSync(DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

const FORBIDDEN: [string, RegExp][] = [
  ['a translation key compared', /\.key\s*[!=]==|[!=]==\s*'errors\.|messageKey\s*[!=]==/],
  [
    'a list of translation keys to branch on',
    /\[\s*\n?\s*'errors\.status\.[A-Za-z]+',\s*\n?\s*'errors\./,
  ],
  ['an error read through a cast', /as \{[^}]*error\??:/],
];

describe.each(files)('src/machines/%s', (file) => {
  const source = readFileSync(path.join(DIR, file), 'utf8');
  it.each(FORBIDDEN)('has no %s', (_what, pattern) => {
    expect(source).not.toMatch(pattern);
  });
});

describe('the rule itself', () => {
  it('catches what it is meant to', () => {
    expect("if (error?.key === 'errors.status.BetaEnded')").toMatch(FORBIDDEN[0]![1]);
    expect("['errors.status.VerificationCodeError', 'errors.status.X']").toMatch(FORBIDDEN[1]![1]);
    expect('(event as { error?: { kind?: unknown } })').toMatch(FORBIDDEN[2]![1]);
  });
});
